import { Button, NumberInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { QuotationInput } from '@wms/api';
import { DataTable, type TableColumn } from '@wms/ui';
import { useTranslation } from 'react-i18next';

type Row =
  | { kind: 'break'; r: number; upToLb: number; prices: number[] }
  | { kind: 'minimum'; prices: number[] };
const num = (v: string | number) => (v === '' ? 0 : Number(v));

/** The zone × weight-break prices of the quotation's logistics service, with the zone minimums last. */
export function WeightBreakGrid({ form }: { form: UseFormReturnType<QuotationInput> }) {
  const { t } = useTranslation();
  const quote = form.getValues().logistics[0];
  if (!quote) return null;
  const rows: Row[] = [
    ...quote.weightBreaks.map((b, r) => ({ kind: 'break' as const, r, upToLb: b.upToLb, prices: b.prices })),
    { kind: 'minimum', prices: quote.minimums },
  ];
  const priceAt = (row: Row, c: number) =>
    row.kind === 'break' ? `logistics.0.weightBreaks.${row.r}.prices.${c}` : `logistics.0.minimums.${c}`;
  const columns: TableColumn<Row>[] = [
    {
      key: 'upToLb',
      title: 'customers:quotation.upToLb',
      render: (row) =>
        row.kind === 'break' ? (
          <NumberInput
            size="xs"
            min={1}
            allowDecimal={false}
            {...form.getInputProps(`logistics.0.weightBreaks.${row.r}.upToLb`)}
          />
        ) : (
          t('customers:quotation.minimum')
        ),
    },
    ...quote.zones.map((zone, c) => ({
      key: `zone-${zone}`,
      header: t('customers:quotation.zone', { zone }),
      render: (row: Row) => (
        <NumberInput
          size="xs"
          min={0}
          decimalScale={2}
          aria-label={`${row.kind === 'break' ? row.upToLb : t('customers:quotation.minimum')} ${zone}`}
          value={row.prices[c]}
          onChange={(v) => form.setFieldValue(priceAt(row, c), num(v))}
        />
      ),
    })),
    {
      key: 'remove',
      render: (row) =>
        row.kind === 'break' && (
          <Button
            size="xs"
            variant="subtle"
            color="red"
            onClick={() => form.removeListItem('logistics.0.weightBreaks', row.r)}
          >
            {t('customers:quotation.remove')}
          </Button>
        ),
    },
  ];
  return (
    <DataTable<Row>
      columns={columns}
      records={rows}
      rowKey={(row) => (row.kind === 'break' ? `break-${row.r}` : 'minimum')}
      withColumnBorders
      data-testid="weight-breaks"
    />
  );
}
