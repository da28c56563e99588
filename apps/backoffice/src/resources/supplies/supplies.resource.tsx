import { Alert, Group, Stack } from '@mantine/core';
import { IMPORT_MAX_BYTES, MATERIAL_TYPES, materialEndpoints, routeTo } from '@wms/api';
import {
  defineResource,
  importTemplates,
  PageTitle,
  ResourceList,
  useApiQuery,
  useWarehouseParam,
  WarehouseSelect,
  workbookImport,
} from '@wms/ui';
import { useMemo } from 'react';
import { MaterialMoveDialog, WarningRatioDialog } from './material-dialogs.tsx';
import { PrintSupplyLabelsForm } from './print-supply-labels-form.tsx';
import { MaterialCodeForm, SupplyForm } from './supply-form.tsx';

/** Supplies (materials) of the warehouses the user sees: stock, warning ratio, damage, import. */
function suppliesResource(warehouseId: string | undefined) {
  return defineResource({
    name: 'supplies',
    list: materialEndpoints.getPageList,
    rowKey: 'id',
    selectable: true,
    tabs: {
      field: 'materialType',
      items: [
        { label: 'resource:all' },
        ...MATERIAL_TYPES.map((v) => ({ value: v, label: `masterdata:materialType.${v}` as const })),
      ],
    },
    filters: [{ name: 'keyword', kind: 'text', label: 'inventory:suppliesKeyword' }],
    columns: [
      { accessor: 'warehouseName', title: 'inventory:warehouse' },
      { accessor: 'materialCode', title: 'inventory:materialCode' },
      { accessor: 'materialName', title: 'inventory:materialName' },
      {
        accessor: 'materialType',
        title: 'inventory:materialType',
        status: { prefix: 'masterdata:materialType' },
      },
      { accessor: 'unitPrice', title: 'inventory:unitPrice', kind: 'money' },
      { accessor: 'quantity', title: 'inventory:quantity' },
      { accessor: 'warningRatio', title: 'inventory:warningRatio' },
      { accessor: 'warningValue', title: 'inventory:warningValue' },
      {
        accessor: 'isLow',
        title: 'inventory:lowStockAlert',
        status: { prefix: 'inventory:low', colors: { true: 'red', false: 'green' } },
      },
      { accessor: 'storageTime', title: 'inventory:storageTime', kind: 'datetime' },
    ],
    rowActions: (a) => [
      a.open({
        label: 'inventory:supplies.details',
        to: (row) => routeTo('inventory.supplies-detail', { id: row.id }),
      }),
      a.rowForm('warning', { label: 'inventory:supplies.warning', endpoint: materialEndpoints.setWarning }),
      a.rowForm('edit', { label: 'resource:edit', endpoint: materialEndpoints.update }),
      a.rowForm('editCode', { label: 'inventory:supplies.editCode', endpoint: materialEndpoints.updateCode }),
      a.rowForm('stockIn', { label: 'inventory:stockIn', endpoint: materialEndpoints.stockIn }),
      a.rowForm('use', { label: 'inventory:supplies.use', endpoint: materialEndpoints.use }),
      a.rowForm('print', { label: 'inventory:supplies.print', endpoint: materialEndpoints.printLabelZpl }),
      a.rowForm('damage', {
        label: 'inventory:supplies.reporting',
        endpoint: materialEndpoints.reportDamage,
      }),
    ],
    // A supply belongs to one warehouse: create and import are offered once the screen has one.
    toolbar: (a) => [
      ...(warehouseId
        ? [
            a.form('create', { label: 'inventory:supplies.create', endpoint: materialEndpoints.create }),
            a.dialog('import', { endpoint: materialEndpoints.import }),
          ]
        : []),
      a.form('print', {
        label: 'inventory:supplies.print',
        selection: 'some',
        endpoint: materialEndpoints.printLabelZpl,
      }),
    ],
    forms: { create: SupplyForm, edit: SupplyForm, editCode: MaterialCodeForm, print: PrintSupplyLabelsForm },
    import: {
      types: [{ value: 'material', label: 'inventory:supplies', templates: importTemplates('material') }],
      accept: ['.xlsx'],
      maxBytes: IMPORT_MAX_BYTES,
      run: workbookImport(materialEndpoints.import, { warehouseId: warehouseId ?? '' }),
    },
  });
}

/** The alert "supplies running out, please replenish in time" while any supply is at its warning value. */
function LowStockAlert({ warehouseId }: { warehouseId?: string }) {
  const warnings = useApiQuery(materialEndpoints.getWarningList, { warehouseId });
  if (!warnings.data?.message) return null;
  const { message, items } = warnings.data;
  // The same code can run low in several warehouses: name the warehouse once the list spans more than one.
  const named = new Set(items.map((m) => m.warehouseName)).size > 1;
  const codes = items.map((m) => (named ? `${m.materialCode} @ ${m.warehouseName}` : m.materialCode));
  return (
    <Alert color="orange" data-testid="low-stock-alert">
      {message} ({codes.join(', ')})
    </Alert>
  );
}

export function SuppliesPage() {
  const warehouseId = useWarehouseParam();
  const resource = useMemo(() => suppliesResource(warehouseId), [warehouseId]);
  return (
    <Stack p="md">
      <PageTitle fallback="inventory:supplies.list" />
      <LowStockAlert warehouseId={warehouseId} />
      <Group align="flex-end">
        <WarehouseSelect />
      </Group>
      <ResourceList resource={resource} />
      <WarningRatioDialog />
      <MaterialMoveDialog dialog="stockIn" />
      <MaterialMoveDialog dialog="damage" />
      <MaterialMoveDialog dialog="use" />
    </Stack>
  );
}
