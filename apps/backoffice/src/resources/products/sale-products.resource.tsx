import { saleProductEndpoints } from '@wms/api';
import { defineResource, ResourcePage } from '@wms/ui';
import { SaleProductEditForm, SaleProductRelateForm } from './sale-product-forms.tsx';

/** Sale products (what a store sells) and the formal products each is made of. */
export const saleProductsResource = defineResource({
  name: 'sale-products',
  list: saleProductEndpoints.getPageList,
  rowKey: 'id',
  filters: [{ name: 'keyword', kind: 'text', label: 'products:onlineSku' }],
  columns: [
    { accessor: 'customerName', title: 'products:customer' },
    { accessor: 'onlineSku', title: 'products:onlineSku' },
    { accessor: 'name', title: 'products:saleName' },
    {
      accessor: 'relations',
      title: 'products:relatedProducts',
      render: (row) => row.relations.map((r) => `${r.productNo} × ${r.quantity}`).join(', '),
    },
    { accessor: 'createdTime', title: 'products:createdTime', kind: 'datetime' },
  ],
  rowActions: (a) => [
    a.rowForm('edit', { label: 'resource:edit', endpoint: saleProductEndpoints.update }),
    a.rowForm('relate', { label: 'products:saleRelate', endpoint: saleProductEndpoints.relate }),
    a.call(saleProductEndpoints.delete, {
      label: 'resource:delete',
      color: 'red',
      confirm: 'products:confirmDeleteSale',
      success: 'resource:deleteSuccess',
      input: (row) => ({ id: row.id }),
    }),
  ],
  forms: { edit: SaleProductEditForm, relate: SaleProductRelateForm },
});

export function SaleProductsPage() {
  return <ResourcePage titleKey="products:sale" resource={saleProductsResource} />;
}
