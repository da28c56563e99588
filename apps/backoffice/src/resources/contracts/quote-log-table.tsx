import { contractEndpoints } from '@wms/api';
import { ResourceTable, useApiQuery } from '@wms/ui';

type QuoteLog = NonNullable<ReturnType<typeof useLogs>['data']>['items'][number];
const useLogs = (contractId: string, page: number) =>
  useApiQuery(contractEndpoints.getQuoteLogPageList, { contractId, pageIndex: page, pageSize: 10 });

const columns = [
  { accessor: 'createdTime', title: 'customers:quoteLog.time', kind: 'datetime' },
  { accessor: 'action', title: 'customers:quoteLog.action', status: { prefix: 'customers:quoteLog.action' } },
  { accessor: 'userName', title: 'customers:quoteLog.user' },
  {
    accessor: 'detail',
    title: 'customers:quoteLog.detail',
    render: (row: QuoteLog) =>
      Object.entries(row.detail)
        .map(([k, v]) => `${k}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
        .join('; '),
  },
] as const;

/** Quote logs of a contract: who changed what, when. */
export function QuoteLogTable({
  contractId,
  page,
  onPage,
}: {
  contractId: string;
  page: number;
  onPage: (p: number) => void;
}) {
  const logs = useLogs(contractId, page);
  return (
    <ResourceTable<QuoteLog>
      rowKey="id"
      columns={columns}
      records={logs.data?.items ?? []}
      total={logs.data?.total ?? 0}
      page={page}
      pageSize={10}
      onPage={(p) => onPage(p)}
      fetching={logs.isFetching}
    />
  );
}
