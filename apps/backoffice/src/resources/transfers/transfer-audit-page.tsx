import { Alert, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { routeTo, transferActionOpen, transferEndpoints } from '@wms/api';
import { useApiMutation, useApiQuery } from '@wms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';

const FIELDS = [
  'transID',
  'customerCode',
  'fromWarehouse',
  'po',
  'platform',
  'platformCode',
  'toWarehouseName',
  'carrier',
  'truckCompany',
  'etd',
  'eta',
  'suggestPalletNum',
  'outLabelingQty',
  'productLabelingQty',
  'remark',
  'customerRemarks',
] as const;

/** Freight, trucking and transport (forecast) audit: the order as the customer sent it, then verify or refuse. */
export function TransferAuditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useSearchParams()[0].get('id') ?? '';
  const order = useApiQuery(transferEndpoints.getTransShipEditList, { id }, { enabled: Boolean(id) });
  const files = useApiQuery(transferEndpoints.getFilesInfo, { id }, { enabled: Boolean(id) });
  const verify = useApiMutation(transferEndpoints.verify);
  const reject = useApiMutation(transferEndpoints.reject);
  const [reason, setReason] = useState('');
  const o = order.data;
  if (!o)
    return (
      <Text p="md" c="dimmed">
        {t('resource:loading')}
      </Text>
    );
  const back = () =>
    navigate(routeTo(o.kind === 'transport' ? 'transfers.transport' : 'transfers.freight-trucking'));
  const open = transferActionOpen(o.state, 'verify');
  return (
    <Stack p="md" data-testid="transfer-audit">
      <Title order={3}>
        {t('transfer:action.audit')} {o.transID} · {t(`transfer:kind.${o.kind}`)} ·{' '}
        {t(`transfer:status.${o.state}`)}
      </Title>
      <Alert color="blue">{t('transfer:auditHint')}</Alert>
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, sm: 4 }}>
          {FIELDS.map((f) => (
            <div key={f}>
              <Text size="xs" c="dimmed">
                {t(f === 'customerCode' ? 'transfer:customer' : `transfer:${f}`)}
              </Text>
              <Text size="sm">{String(o[f] ?? '—')}</Text>
            </div>
          ))}
        </SimpleGrid>
      </Paper>
      <Paper withBorder p="md">
        <Title order={5}>{t('transfer:documents')}</Title>
        {(files.data ?? []).map((f) => (
          <Text key={f.id} size="sm" component="a" href={f.url} target="_blank" display="block">
            {t(f.field === 'palletPhoto' ? 'transfer:palletPhotoPath' : `transfer:${f.field}`)}: {f.name}
          </Text>
        ))}
      </Paper>
      <Table withTableBorder data-testid="transfer-audit-lines">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('transfer:productNo')}</Table.Th>
            <Table.Th>{t('transfer:productName')}</Table.Th>
            <Table.Th>{t('transfer:needPickQty')}</Table.Th>
            <Table.Th>{t('transfer:boxQuantity')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {o.lines.map((l) => (
            <Table.Tr key={l.id}>
              <Table.Td>{l.productNo}</Table.Td>
              <Table.Td>{l.productName}</Table.Td>
              <Table.Td>{l.needPickQty}</Table.Td>
              <Table.Td>{l.boxQuantity}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {open && (
        <Paper withBorder p="md">
          <Textarea
            label={t('transfer:rejectReason')}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            data-testid="transfer-reject-reason"
          />
          <Group justify="flex-end" mt="md">
            <Button
              color="red"
              variant="light"
              disabled={!reason.trim()}
              loading={reject.isPending}
              onClick={async () => {
                await reject.mutateAsync({ ids: [o.id], reason });
                back();
              }}
            >
              {t('transfer:action.reject')}
            </Button>
            <Button
              data-testid="transfer-verify"
              loading={verify.isPending}
              onClick={async () => {
                await verify.mutateAsync({ ids: [o.id] });
                back();
              }}
            >
              {t('transfer:action.verify')}
            </Button>
          </Group>
        </Paper>
      )}
    </Stack>
  );
}
