import { Alert, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePda } from '../../app/pda-context.tsx';
import { useWorkWarehouse } from '../../app/work-warehouse.ts';
import { ScanInput } from '../../scan/scan-input.tsx';
import { ScanResultBanner } from '../../scan/scan-result-banner.tsx';
import { useScanRun } from '../../scan/use-scan-run.ts';
import { useScanner } from '../../scan/use-scanner.ts';
import { CacheAge } from '../../sync/cache-age.tsx';
import { type Found, lookUp } from './lookup-query.ts';

/** Stock lookup: scan a product or a location, see quantities by location or by product. */
export function LookupPage() {
  const { t } = useTranslation('pda');
  const { engine } = usePda();
  const warehouse = useWorkWarehouse();
  const scan = useScanRun();
  const [found, setFound] = useState<Found | null>(null);
  const onCode = (code: string) =>
    void scan.run(code, async () => {
      const result = await lookUp(engine.db, code, warehouse.current?.id ?? null);
      setFound(result);
      return result.by === 'location'
        ? t('lookupLocation', { locationName: result.title })
        : t('lookupProduct', { productNo: result.title });
    });
  useScanner(onCode);
  const byLocation = found?.by === 'location';
  return (
    <Stack gap="sm">
      <Title order={3}>{t('menuLookup')}</Title>
      {warehouse.all.length > 1 ? (
        <Select
          size="md"
          label={t('workWarehouse')}
          data={warehouse.all.map((w) => ({ value: w.id, label: w.name }))}
          value={warehouse.current?.id ?? null}
          allowDeselect={false}
          onChange={(id) => {
            if (id) warehouse.choose(id);
            setFound(null);
          }}
        />
      ) : (
        warehouse.current && (
          <Text fw={600} data-testid="lookup-warehouse">
            {t('warehouseIs', { name: warehouse.current.name })}
          </Text>
        )
      )}
      <CacheAge kind="stock" />
      <ScanResultBanner last={scan.last} />
      <ScanInput onCode={onCode} label={t('lookupPrompt')} />
      {found &&
        (found.rows.length ? (
          <Paper withBorder radius="md" p={0}>
            <Table fz="md" striped data-testid="lookup-rows">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{byLocation ? t('product') : t('location')}</Table.Th>
                  <Table.Th ta="right">{t('onHand')}</Table.Th>
                  <Table.Th ta="right">{t('available')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {found.rows.map((r) => (
                  <Table.Tr key={r.key}>
                    <Table.Td>{r.label}</Table.Td>
                    <Table.Td ta="right">{r.quantity}</Table.Td>
                    <Table.Td ta="right">{r.available}</Table.Td>
                  </Table.Tr>
                ))}
                <Table.Tr fw={700}>
                  <Table.Td />
                  <Table.Td ta="right">{found.rows.reduce((n, r) => n + r.quantity, 0)}</Table.Td>
                  <Table.Td ta="right">{found.rows.reduce((n, r) => n + r.available, 0)}</Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
          </Paper>
        ) : (
          <Alert color="gray">{t('lookupNothing')}</Alert>
        ))}
      {!found && <Text c="dimmed">{t('lookupPrompt')}</Text>}
    </Stack>
  );
}
