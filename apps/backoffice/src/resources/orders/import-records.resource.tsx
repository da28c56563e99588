import { type importRecordSchema, orderImportEndpoints, orderTaskEndpoints } from '@wms/api';
import { defineResource, type ResourceFormProps, ResourcePage } from '@wms/ui';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { orderImports } from './order-imports.ts';
import { OrderTaskLinesDialog } from './order-task-lines-dialog.tsx';

type ImportRecord = z.infer<typeof importRecordSchema>;

const STATE_COLORS = { importing: 'blue', completed: 'green', failed: 'red' };

function ImportErrorsDialog({ rows, onClose }: ResourceFormProps<ImportRecord>) {
  const { t } = useTranslation();
  const row = rows[0];
  return row ? (
    <OrderTaskLinesDialog
      taskId={row.taskId}
      title={`${t('orders:importRecords')} ${row.fileName}`}
      onClose={onClose}
    />
  ) : null;
}

/**
 * Import records (Order/OmsAllOrderImage/GetUserOrderImportRecordList): the caller's order imports,
 * newest first, with their counts and refused rows; what the import-record notice points to. An import
 * started here is the order screen's own.
 */
export const importRecordsResource = defineResource({
  name: 'import-records',
  list: orderImportEndpoints.getUserOrderImportRecordList,
  rowKey: 'taskId',
  columns: [
    { accessor: 'fileName', title: 'orders:task.fileName' },
    { accessor: 'kind', title: 'orders:task.importKind', status: { prefix: 'imports:kind' } },
    {
      accessor: 'state',
      title: 'orders:task.state',
      width: 120,
      status: { prefix: 'orders:importState', colors: STATE_COLORS },
    },
    { accessor: 'totalRows', title: 'orders:task.totalRows' },
    { accessor: 'okRows', title: 'orders:task.okRows' },
    { accessor: 'errorRows', title: 'orders:task.errorRows' },
    { accessor: 'createdTime', title: 'orders:task.createdTime', kind: 'datetime' },
  ],
  rowActions: (a) => [
    a.rowForm('lines', { label: 'orders:task.viewRows', endpoint: orderTaskEndpoints.getDetailPageList }),
  ],
  toolbar: (a) => [a.dialog('import', { endpoint: orderImportEndpoints.importOrderExcel })],
  import: orderImports,
  forms: { lines: ImportErrorsDialog },
});

export function ImportRecordsPage() {
  return <ResourcePage titleKey="orders:importRecords" resource={importRecordsResource} />;
}
