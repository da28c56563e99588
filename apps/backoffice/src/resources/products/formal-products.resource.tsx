import { Button, Group, Stack, Title } from '@mantine/core';
import { EXPORT_FIELDS, IMPORT_MAX_BYTES, PRODUCT_TYPES, productEndpoints } from '@wms/api';
import { defineResource, importRowErrors, importTemplates, ResourceList, runImportTask } from '@wms/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** Opens a signed link (the label PDF) in a new window. */
const openLink = (link: { url: string }) => globalThis.open(link.url, '_blank');
const labelsOf = (rows: { id: string }[]) => ({
  ids: rows.map((row) => row.id),
  copies: 1,
  size: '60x40' as const,
});
const labelOf = (row: { id: string }) => labelsOf([row]);

/** Formal products (spec §2 products, §7 Base/Product). */
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
    { accessor: 'categoryName', title: 'products:categoryId' },
    { accessor: 'upc', title: 'products:upc' },
    { accessor: 'cartonRate', title: 'products:cartonRate' },
    { accessor: 'productSize', title: 'products:productSize' },
    { accessor: 'weight', title: 'products:productWeight', kind: 'lb' },
    { accessor: 'outerBoxSize', title: 'products:outerBoxSize' },
    { accessor: 'updatedTime', title: 'products:updatedTime', kind: 'datetime' },
  ],
  rowActions: (a) => [
    a.open({ label: 'resource:edit', to: (row) => `/product/formal/edit?id=${row.id}` }),
    {
      ...a.call(productEndpoints.printLabel, { label: 'products:print', success: false, input: labelOf }),
      run: async (row, api) => openLink(await api.call(productEndpoints.printLabel, labelOf(row))),
    },
    a.call(productEndpoints.delete, {
      label: 'resource:delete',
      color: 'red',
      confirm: 'products:confirmDelete',
      success: 'resource:deleteSuccess',
      input: (row) => ({ id: row.id }),
    }),
  ],
  toolbar: (a) => [
    {
      ...a.batch(productEndpoints.printLabel, {
        label: 'products:print',
        selection: 'some',
        success: false,
        input: (rows) => labelsOf(rows),
      }),
      run: async (rows, api) => openLink(await api.call(productEndpoints.printLabel, labelsOf(rows))),
    },
    a.dialog('import', { endpoint: productEndpoints.import }),
    a.dialog('export', { endpoint: productEndpoints.exportAllProductDownload }),
  ],
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
    run: async ({ file }, api) => {
      const result = await runImportTask(api, file, (upload) =>
        api.call(productEndpoints.import, { ...upload, kind: 'product' }),
      );
      return {
        errors: importRowErrors(result),
        errorPage: `/product/formal/import-error?taskId=${result.taskId}`,
      };
    },
  },
});

export function FormalProductsPage() {
  const { t } = useTranslation();
  return (
    <Stack p="md">
      <Group justify="space-between">
        <Title order={3}>{t('products:formal')}</Title>
        <Button component={Link} to="/product/formal/edit">
          {t('resource:add')}
        </Button>
      </Group>
      <ResourceList resource={formalProductsResource} />
    </Stack>
  );
}
