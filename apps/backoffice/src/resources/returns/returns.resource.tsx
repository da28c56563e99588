import { Text } from '@mantine/core';
import { canReturn, IMPORT_MAX_BYTES, returnEndpoints, returnTabNames, routeTo } from '@wms/api';
import { defineResource, importTemplates, ResourcePage, workbookImport } from '@wms/ui';
import { useTranslation } from 'react-i18next';
import { ReturnClaimDialog } from './return-claim-dialog.tsx';
import { ReturnCreateDialog } from './return-create-dialog.tsx';
import { ReturnHandleDialog } from './return-handle-dialog.tsx';
import { ReturnReceiveDialog } from './return-receive-dialog.tsx';

const STATUS_COLORS = {
  pending: 'gray',
  ordered: 'blue',
  toReceive: 'orange',
  received: 'cyan',
  hasAddTo: 'green',
  completed: 'green',
  pendingClaim: 'yellow',
  cancelled: 'red',
};

/** A parcel nobody has claimed yet shows so in the customer column. */
function UnknownOwner() {
  const { t } = useTranslation();
  return <Text c="dimmed">{t('returns:unknownOwner')}</Text>;
}

/** Customer returns by tab: each tab with its count, and the moves its status opens. */
export const returnsResource = defineResource({
  name: 'returns',
  list: returnEndpoints.getPageList,
  rowKey: 'id',
  tabs: {
    field: 'tab',
    counts: true,
    items: returnTabNames.map((tab) => ({
      value: tab === 'all' ? undefined : tab,
      label: `returns:status.${tab}` as const,
    })),
  },
  filters: [{ name: 'keyword', kind: 'text', label: 'returns:keyword' }],
  columns: [
    { accessor: 'returnNo', title: 'returns:returnNo', noWrap: true },
    {
      accessor: 'status',
      title: 'returns:statusTitle',
      status: { prefix: 'returns:status', colors: STATUS_COLORS },
    },
    { accessor: 'orderNo', title: 'returns:orderNo', noWrap: true },
    { accessor: 'trackingNo', title: 'returns:trackingNo' },
    { accessor: 'warehouseName', title: 'returns:warehouse' },
    {
      accessor: 'customerCode',
      title: 'returns:customer',
      render: (row) => row.customerCode ?? <UnknownOwner />,
    },
    { accessor: 'itemQty', title: 'returns:itemQty' },
    { accessor: 'returnRemarks', title: 'returns:returnRemarks' },
    { accessor: 'receiptTime', title: 'returns:receiptTime', kind: 'datetime' },
    { accessor: 'handlingDue', title: 'returns:handlingDue', kind: 'datetime' },
    { accessor: 'createdTime', title: 'returns:createdTime', kind: 'datetime' },
  ],
  toolbar: (a) => [
    a.form('create', { label: 'returns:action.create', endpoint: returnEndpoints.create }),
    a.dialog('import', { endpoint: returnEndpoints.import }),
  ],
  // One return per tracking number, a product line per row; the rows name their own warehouse.
  import: {
    types: [
      { value: 'returnOrder', label: 'imports:kind.returnOrder', templates: importTemplates('returnOrder') },
    ],
    accept: ['.xlsx'],
    maxBytes: IMPORT_MAX_BYTES,
    run: workbookImport(returnEndpoints.import, {}),
  },
  rowActions: (a) => [
    a.open({ label: 'returns:detail', to: (row) => routeTo('returns.detail', { id: row.id }) }),
    a.rowForm('receive', {
      label: 'returns:action.receive',
      endpoint: returnEndpoints.receive,
      visible: (row) => canReturn(row.status, 'receive'),
    }),
    a.rowForm('claim', {
      label: 'returns:action.claim',
      endpoint: returnEndpoints.claim,
      visible: (row) => canReturn(row.status, 'claim'),
    }),
    a.rowForm('handle', {
      label: 'returns:action.handle',
      endpoint: returnEndpoints.handle,
      visible: (row) => canReturn(row.status, 'handle'),
    }),
    ...(['createLabel', 'dispatch', 'complete', 'cancel'] as const).map((action) =>
      a.call(returnEndpoints.move, {
        name: action,
        label: `returns:action.${action}`,
        confirm: action === 'cancel' ? 'returns:action.cancel' : undefined,
        input: (row) => ({ id: row.id, action }),
        visible: (row) => canReturn(row.status, action),
      }),
    ),
  ],
  forms: {
    create: ReturnCreateDialog,
    claim: ReturnClaimDialog,
    receive: ReturnReceiveDialog,
    handle: ReturnHandleDialog,
  },
});

export function ReturnsPage() {
  return <ResourcePage titleKey="returns:title" resource={returnsResource} />;
}
