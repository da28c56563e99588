import { Alert, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { ErrorCode } from '@wms/api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePda } from '../../app/pda-context.tsx';
import type { LocalStock, PdaDb } from '../../db/pda-db.ts';
import { codeKey } from '../../scan/codes.ts';
import { ScanInput } from '../../scan/scan-input.tsx';
import { ScanResultBanner } from '../../scan/scan-result-banner.tsx';
import { useScanRun } from '../../scan/use-scan-run.ts';
import { useScanner } from '../../scan/use-scanner.ts';
import { CacheAge } from '../../sync/cache-age.tsx';
import { LocalRefusal } from '../../sync/local-refusal.ts';

type Found = { by: 'location' | 'product'; title: string; rows: LocalStock[] };

/** A location name first, then any product code; from the device's cache, so it works offline. */
async function lookUp(db: PdaDb, code: string): Promise<Found> {
  const key = codeKey(code);
  const location = await db.locations.where('nameKey').equals(key).first();
  if (location) {
    const rows = await db.stock.where('locationKey').equals(key).toArray();
    return { by: 'location', title: location.locationName, rows };
  }
  const rows = await db.stock.where('codes').equals(key).toArray();
  if (!rows.length) throw new LocalRefusal(ErrorCode.lookupNotFound, { code });
  return { by: 'product', title: rows[0]!.product.productNo, rows };
}

/** Stock lookup: scan a product or a location, see quantities by location or by product. */
export function LookupPage() {
  const { t } = useTranslation('pda');
  const { engine } = usePda();
  const scan = useScanRun();
  const [found, setFound] = useState<Found | null>(null);
  const onCode = (code: string) =>
    void scan.run(code, async () => {
      const result = await lookUp(engine.db, code);
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
      <CacheAge kind="stock" />
      <ScanResultBanner result={scan.result} onClear={scan.clear} />
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
                  <Table.Tr key={r.id}>
                    <Table.Td>{byLocation ? r.product.productNo : r.locationName}</Table.Td>
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
