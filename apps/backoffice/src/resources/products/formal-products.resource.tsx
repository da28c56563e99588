import { EXPORT_FIELDS, IMPORT_MAX_BYTES, PRODUCT_TYPES, productEndpoints, routeTo } from '@wms/api';
import { defineResource, importTemplates, ResourcePage, workbookImport } from '@wms/ui';
import { PrintLabelsForm } from './print-labels-form.tsx';
import { CategoryText } from './product-options.tsx';

/** Formal products, through the Base/Product calls. */
export const formalProductsResource = defineResource({
  name: 'formal-products',
  list: productEndpoints.getListByPage,
  rowKey: 'id',
  selectable: true,
  tabs: {
    field: 'productType',
    items: [
      { label: 'resource:all' },
      ...PRODUCT_TYPES.map((type) => ({ value: type, label: `masterdata:productType.${type}` as const })),
    ],
  },
  filters: [
    { name: 'keyword', kind: 'text', label: 'products:keyword' },
    { name: 'productNos', kind: 'batch', label: 'products:productNo' },
  ],
  columns: [
    { accessor: 'customerCode', title: 'products:customer' },
    { accessor: 'productNo', title: 'products:productNo' },
    { accessor: 'nameCn', title: 'products:nameCn' },
    { accessor: 'nameEn', title: 'products:nameEn' },
    { accessor: 'productType', title: 'products:productType', status: { prefix: 'masterdata:productType' } },
    { accessor: 'categoryName', title: 'products:categoryId', render: (row) => <CategoryText row={row} /> },
    { accessor: 'upc', title: 'products:upc' },
    { accessor: 'cartonRate', title: 'products:cartonRate' },
    { accessor: 'productSize', title: 'products:productSize' },
    { accessor: 'weight', title: 'products:productWeight', kind: 'lb' },
    { accessor: 'outerBoxSize', title: 'products:outerBoxSize' },
    { accessor: 'updatedTime', title: 'products:updatedTime', kind: 'datetime' },
  ],
  rowActions: (a) => [
    a.open({ label: 'products:detail', to: (row) => routeTo('products.formal-detail', { id: row.id }) }),
    a.open({ label: 'resource:edit', to: (row) => routeTo('products.formal-edit', { id: row.id }) }),
    a.rowForm('print', { label: 'products:print', endpoint: productEndpoints.printLabel }),
    a.call(productEndpoints.delete, {
      label: 'resource:delete',
      color: 'red',
      confirm: 'products:confirmDelete',
      success: 'resource:deleteSuccess',
      input: (row) => ({ id: row.id }),
    }),
  ],
  toolbar: (a) => [
    a.form('print', { label: 'products:print', selection: 'some', endpoint: productEndpoints.printLabel }),
    a.dialog('import', { endpoint: productEndpoints.import }),
    a.dialog('export', { endpoint: productEndpoints.exportAllProductDownload }),
  ],
  forms: { print: PrintLabelsForm },
  export: {
    fields: EXPORT_FIELDS.product.map((key) => ({ key, label: `imports:col.${key}` as const })),
    run: ({ fields, scope, query, rows }, api) =>
      api.call(productEndpoints.exportAllProductDownload, {
        ...query,
        fields: fields as never,
        ids: scope === 'selected' ? rows.map((row) => row.id) : undefined,
      }),
  },
  import: {
    types: [{ value: 'product', label: 'products:import', templates: importTemplates('product') }],
    accept: ['.xlsx'],
    maxBytes: IMPORT_MAX_BYTES,
    run: workbookImport(
      productEndpoints.import,
      {},
      { errorPage: (result) => routeTo('products.formal-import-error', { taskId: result.taskId }) },
    ),
  },
});

export function FormalProductsPage() {
  return (
    <ResourcePage
      titleKey="products:formal"
      resource={formalProductsResource}
      add={{ to: routeTo('products.formal-edit'), endpoint: productEndpoints.create }}
    />
  );
}
