import { Group, Paper, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { materialEndpoints, routeTo } from '@wms/api';
import type { MessageKey } from '@wms/i18n';
import { DataTable, DateText, MissingRecord, Money, useApiQuery } from '@wms/ui';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';

const DAYS = ['7', '15', '30', '90'] as const;

/** One supply: its fields and its trend of stock-in, use, damage and balance per day. */
export function SupplyDetailPage() {
  const { t } = useTranslation();
  const id = useSearchParams()[0].get('id') ?? '';
  const [days, setDays] = useState<(typeof DAYS)[number]>('30');
  const detail = useApiQuery(materialEndpoints.getDetail, { id }, { enabled: Boolean(id) });
  const trend = useApiQuery(
    materialEndpoints.getTrend,
    { id, days: Number(days) as 7 | 15 | 30 | 90 },
    { enabled: Boolean(id) },
  );
  const m = detail.data;
  if (!id || detail.isError)
    return (
      <MissingRecord
        what="inventory:supplies.details"
        backTo={routeTo('inventory.supplies')}
        backLabel="inventory:supplies.list"
        notFound={Boolean(id)}
      />
    );
  if (!m)
    return (
      <Text p="md" c="dimmed">
        {t('resource:loading')}
      </Text>
    );
  const fields: [MessageKey, ReactNode][] = [
    ['inventory:materialCode', m.materialCode],
    ['inventory:materialName', m.materialName],
    ['inventory:materialType', t(`masterdata:materialType.${m.materialType}`)],
    ['inventory:warehouse', m.warehouseName],
    ['inventory:unitPrice', <Money key="price" value={m.unitPrice} />],
    ['inventory:quantity', m.quantity],
    ['inventory:warningRatio', `${m.warningRatio}%`],
    ['inventory:warningValue', m.warningValue],
    ['inventory:supplier', m.supplier],
    ['inventory:batchNo', m.batchNo],
    ['inventory:storageTime', <DateText key="time" value={m.storageTime} withTime />],
    ['inventory:remark', m.remark],
  ];
  const peak = Math.max(1, ...(trend.data ?? []).map((d) => d.balance));
  return (
    <Stack p="md" data-testid="supply-detail">
      <Title order={3}>{t('inventory:supplies.details')}</Title>
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          {fields.map(([label, value]) => (
            <div key={label}>
              <Text size="xs" c="dimmed">
                {t(label)}
              </Text>
              <Text>{value}</Text>
            </div>
          ))}
        </SimpleGrid>
      </Paper>
      <Paper withBorder p="md">
        <Group justify="space-between" mb="sm">
          <Title order={5}>{t('inventory:supplies.trend')}</Title>
          <SegmentedControl
            data={DAYS.map((d) => ({ value: d, label: t('inventory:lastDays', { days: d }) }))}
            value={days}
            onChange={(v) => setDays(v as (typeof DAYS)[number])}
          />
        </Group>
        <DataTable
          striped
          data-testid="supply-trend"
          records={(trend.data ?? []).filter((d) => d.in || d.use || d.damage)}
          loaded={trend.isSuccess}
          rowKey={(d) => d.date}
          columns={[
            { accessor: 'date', title: 'inventory:date' },
            { accessor: 'in', title: 'masterdata:materialEvent.in' },
            { accessor: 'use', title: 'masterdata:materialEvent.use' },
            { accessor: 'damage', title: 'masterdata:materialEvent.damage' },
            {
              key: 'balance',
              title: 'inventory:balance',
              render: (d) => (
                <Group gap="xs" wrap="nowrap">
                  <div
                    style={{
                      width: `${(d.balance / peak) * 120}px`,
                      height: 8,
                      background: 'var(--mantine-color-blue-4)',
                    }}
                  />
                  {d.balance}
                </Group>
              ),
            },
          ]}
        />
      </Paper>
    </Stack>
  );
}
