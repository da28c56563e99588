import { Button, Group, SimpleGrid, Stack, Stepper, Text, Title } from '@mantine/core';
import { type PalletDetail, type PalletLine, palletCodeEndpoints, palletStatuses, routeTo } from '@wms/api';
import { type ColumnDefinition, printStore, ResourceTable, renderCell, useApi, useApiQuery } from '@wms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { palletsResource } from './pallets.resource.tsx';

const LINE_COLUMNS: readonly ColumnDefinition<PalletLine>[] = [
  { accessor: 'kind', title: 'picking:kind', status: { prefix: 'picking:lineKind' } },
  { accessor: 'cartonNo', title: 'picking:cartonNo' },
  { accessor: 'productNo', title: 'picking:productNo' },
  { accessor: 'qty', title: 'picking:qty' },
  { accessor: 'createdByName', title: 'picking:scannedBy' },
  { accessor: 'scannedTime', title: 'picking:scannedTime', kind: 'datetime' },
];
const FACTS = palletsResource.columns.filter((c) => c.accessor !== 'palletCode' && c.accessor !== 'status');

/**
 * One pallet (`/picking/pallet/detail?id=`), reached from the pallet code list: its state on the way
 * in use → used → finished, its use and print run, what is on it, and the print-pick sheet.
 */
export function PalletDetailPage() {
  const { t } = useTranslation();
  const api = useApi();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const detail = useApiQuery(palletCodeEndpoints.getDetail, { id }, { enabled: Boolean(id) });
  const print = (withLines: boolean) =>
    printStore.printLabels({
      title: detail.data?.palletCode ?? '',
      zpl: (options) => api.call(palletCodeEndpoints.printZpl, { ids: [id], withLines, ...options }),
      pdf: async () => (await api.call(palletCodeEndpoints.print, { ids: [id], withLines })).url,
    });
  const [[page, pageSize], setPaging] = useState([1, 10]);
  const pallet: PalletDetail | undefined = detail.data;
  // A finished pallet has passed every step; the others are at their own.
  const step = pallet ? palletStatuses.indexOf(pallet.status) + (pallet.status === 'finished' ? 1 : 0) : 0;
  return (
    <Stack p="md" data-testid="pallet-detail">
      <Group justify="space-between">
        <Title order={3}>{`${t('picking:palletDetail')} ${pallet?.palletCode ?? ''}`}</Title>
        <Group>
          <Button variant="default" component={Link} to={routeTo('picking.pallet-code')}>
            {t('picking:backToPallets')}
          </Button>
          <Button variant="light" disabled={!pallet} onClick={() => print(false)}>
            {t('picking:palletPrint')}
          </Button>
          <Button disabled={!pallet} onClick={() => print(true)}>
            {t('picking:printPick')}
          </Button>
        </Group>
      </Group>
      {pallet && (
        <>
          <Stepper active={step} size="sm" data-testid="pallet-state">
            {palletStatuses.map((status) => (
              <Stepper.Step key={status} label={t(`picking:palletCodeState.${status}`)} />
            ))}
          </Stepper>
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            {FACTS.map((column) => (
              <div key={column.accessor}>
                <Text size="xs" c="dimmed">
                  {t(column.title)}
                </Text>
                <Text component="div" data-field={column.accessor}>
                  {renderCell(column as ColumnDefinition<PalletDetail>, pallet) ?? '—'}
                </Text>
              </div>
            ))}
          </SimpleGrid>
          <Title order={5}>{t('picking:palletLines')}</Title>
          <div data-testid="pallet-lines">
            <ResourceTable
              rowKey="id"
              columns={LINE_COLUMNS}
              records={pallet.lines.slice((page - 1) * pageSize, page * pageSize)}
              total={pallet.lines.length}
              page={page}
              pageSize={pageSize}
              fetching={detail.isFetching}
              onPage={(next, size) => setPaging([next, size])}
            />
          </div>
        </>
      )}
    </Stack>
  );
}
