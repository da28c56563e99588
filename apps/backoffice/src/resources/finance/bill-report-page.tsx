import { Group, Stack, TextInput, Title } from '@mantine/core';
import { billEndpoints, FEE_TYPES } from '@wms/api';
import { type ColumnDefinition, DataTable, useApiQuery } from '@wms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type ReportRow = { billMonth: string; fees: Record<(typeof FEE_TYPES)[number], number>; billMoney: number };

const COLUMNS: readonly ColumnDefinition<ReportRow>[] = [
  { accessor: 'billMonth', title: 'finance:billMonth', noWrap: true },
  ...FEE_TYPES.map(
    (type): ColumnDefinition<ReportRow> => ({
      accessor: 'fees',
      title: `finance:fee.${type}`,
      render: (row) => row.fees[type].toFixed(2),
    }),
  ),
  { accessor: 'billMoney', title: 'finance:billMoney', kind: 'money' },
];

const monthsAgo = (n: number) => {
  const today = new Date();
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - n, 1)).toISOString().slice(0, 7);
};
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The bill report: billed money per month and fee component over a range of months. */
export function BillReportPage() {
  const { t } = useTranslation();
  const [fromMonth, setFrom] = useState(monthsAgo(11));
  const [toMonth, setTo] = useState(monthsAgo(0));
  const valid = MONTH.test(fromMonth) && MONTH.test(toMonth);
  const report = useApiQuery(billEndpoints.getReport, { fromMonth, toMonth }, { enabled: valid });
  return (
    <Stack p="md" data-testid="bill-report">
      <Title order={3}>{t('finance:billReport')}</Title>
      <Group>
        <TextInput
          label={t('finance:fromMonth')}
          value={fromMonth}
          onChange={(e) => setFrom(e.currentTarget.value)}
        />
        <TextInput
          label={t('finance:toMonth')}
          value={toMonth}
          onChange={(e) => setTo(e.currentTarget.value)}
        />
      </Group>
      <DataTable
        columns={COLUMNS}
        records={report.data ?? []}
        loaded={report.isSuccess}
        rowKey={(row) => row.billMonth}
      />
    </Stack>
  );
}
