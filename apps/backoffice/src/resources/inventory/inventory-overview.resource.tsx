import { EXPORT_FIELDS, stockEndpoints } from '@wms/api';
import { defineResource, ResourcePage, WarehouseSelect } from '@wms/ui';

/** Inventory overview per warehouse, customer and product, with the SKU export. */
export const inventoryOverviewResource = defineResource({
  name: 'inventory-overview',
  list: stockEndpoints.getOverviewPageList,
  rowKey: 'productId',
  filters: [{ name: 'productNos', kind: 'batch', label: 'inventory:productNo' }],
  columns: [
    { accessor: 'warehouseName', title: 'inventory:warehouse' },
    { accessor: 'customerCode', title: 'inventory:customer' },
    { accessor: 'productNo', title: 'inventory:productNo' },
    { accessor: 'nameCn', title: 'inventory:productNameCn' },
    { accessor: 'nameEn', title: 'inventory:productNameEn' },
    { accessor: 'quantity', title: 'inventory:stock' },
    { accessor: 'lockedQty', title: 'inventory:lockedQty' },
    { accessor: 'allocatedQty', title: 'inventory:allocatedQty' },
    { accessor: 'availableQty', title: 'inventory:availableQty' },
    { accessor: 'locationCount', title: 'inventory:locationCount' },
  ],
  toolbar: (a) => [
    { ...a.dialog('export', { endpoint: stockEndpoints.exportSku }), label: 'inventory:skuExport' },
  ],
  export: {
    fields: EXPORT_FIELDS.skuStock.map((key) => ({ key, label: `imports:col.${key}` as const })),
    run: ({ fields, query }, api) => {
      const { pageIndex: _p, pageSize: _s, sort: _o, ...filters } = query;
      return api.call(stockEndpoints.exportSku, { ...filters, fields: fields as never });
    },
  },
});

export function InventoryOverviewPage() {
  return (
    <ResourcePage
      titleKey="inventory:overview"
      resource={inventoryOverviewResource}
      header={<WarehouseSelect />}
    />
  );
}
