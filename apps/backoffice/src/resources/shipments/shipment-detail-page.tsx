import { Badge, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { type ShipmentDetail, shipmentActionOpen, shipmentEditable, shipmentEndpoints } from '@wms/api';
import type { MessageKey } from '@wms/i18n';
import { DateText, useApiMutation, useApiQuery, useCan } from '@wms/ui';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ShipmentBarcodesPanel } from './shipment-barcodes-panel.tsx';
import { ShipmentFilesPanel } from './shipment-files-panel.tsx';
import { ShipmentManagePanel } from './shipment-manage-panel.tsx';
import { ShipmentReceiptPanel } from './shipment-receipt-panel.tsx';

function Fields({ s }: { s: ShipmentDetail }) {
  const { t } = useTranslation();
  const fields: [MessageKey, ReactNode][] = [
    ['shipments:transportNo', s.transportNo],
    ['shipments:containerNo', s.containerNo],
    ['shipments:containerType', t(`shipments:containerType.${s.containerType}`)],
    ['shipments:transportType', t(`shipments:transportType.${s.transportType}`)],
    ['shipments:transportCompanyId', s.transportCompany],
    ['shipments:customer', s.customerCode],
    ['shipments:recWarehouse', s.warehouseName],
    ['shipments:etd', s.etd],
    ['shipments:eta', s.eta],
    ['shipments:etaPort', s.etaPort],
    ['shipments:etaWName', s.etaWarehouse],
    ['shipments:boxNo', s.boxNo],
    ['shipments:cartonCountSend', s.cartonCountSend],
    ['shipments:qtyTotal', s.qtyTotal],
    ['shipments:cbmProduct', s.cbmProduct],
    ['shipments:countCarton', s.countCarton],
    ['shipments:shipmentCount', s.shipmentCount],
    ['shipments:receiptState', t(`shipments:receiptState.${s.receiptState}`)],
    ['shipments:rejectReason', s.rejectReason],
    ['shipments:abnormalMessage', s.abnormalMessage],
    [
      'shipments:appointmentDeliverTime',
      s.appointmentDeliverTime && <DateText key="a" value={s.appointmentDeliverTime} withTime />,
    ],
    ['shipments:deliveryTime', s.deliveryTime && <DateText key="d" value={s.deliveryTime} withTime />],
    ['shipments:emptiedTime', s.emptiedTime && <DateText key="e" value={s.emptiedTime} withTime />],
    ['shipments:remark', s.remark],
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }}>
      {fields.map(([label, value]) => (
        <div key={label}>
          <Text size="xs" c="dimmed">
            {t(label)}
          </Text>
          <Text data-field={label.split(':')[1]}>{value || value === 0 ? value : '—'}</Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

function Lines({ s }: { s: ShipmentDetail }) {
  const { t } = useTranslation();
  const counted = s.receiptState !== 'notReceived';
  return (
    <Table striped withTableBorder data-testid="shipment-lines">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('shipments:productId')}</Table.Th>
          <Table.Th>{t('shipments:barcode')}</Table.Th>
          <Table.Th>{t('shipments:cartonCount')}</Table.Th>
          <Table.Th>{t('shipments:qty')}</Table.Th>
          <Table.Th>{t('shipments:weight')}</Table.Th>
          <Table.Th>{t('shipments:cbm')}</Table.Th>
          <Table.Th>{t('shipments:value')}</Table.Th>
          {counted && <Table.Th>{t('shipments:receiving.receivedQty')}</Table.Th>}
          {counted && <Table.Th>{t('shipments:receiving.damagedQty')}</Table.Th>}
          {counted && <Table.Th>{t('shipments:receiving.shelvedQty')}</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {s.lines.map((l) => (
          <Table.Tr key={l.id}>
            <Table.Td>{l.productNo}</Table.Td>
            <Table.Td>{l.barcode}</Table.Td>
            <Table.Td>{l.cartonCount}</Table.Td>
            <Table.Td>{l.qty}</Table.Td>
            <Table.Td>{l.weight}</Table.Td>
            <Table.Td>{l.cbm}</Table.Td>
            <Table.Td>{l.value}</Table.Td>
            {counted && <Table.Td>{l.receivedQty}</Table.Td>}
            {counted && <Table.Td>{l.damagedQty}</Table.Td>}
            {counted && <Table.Td>{l.shelvedQty}</Table.Td>}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function Log({ id }: { id: string }) {
  const { t } = useTranslation();
  const log = useApiQuery(shipmentEndpoints.getOperationLogList, { id });
  const status = (v: string | null) => (v ? t(`shipments:status.${v}` as MessageKey) : '');
  return (
    <Table withTableBorder data-testid="shipment-log">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('shipments:logTime')}</Table.Th>
          <Table.Th>{t('shipments:logAction')}</Table.Th>
          <Table.Th>{t('shipments:logStatus')}</Table.Th>
          <Table.Th>{t('shipments:logBy')}</Table.Th>
          <Table.Th>{t('shipments:remark')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {(log.data ?? []).map((l) => (
          <Table.Tr key={l.id}>
            <Table.Td>
              <DateText value={l.createdTime} withTime />
            </Table.Td>
            <Table.Td>{t(`shipments:action.${l.action}` as MessageKey)}</Table.Td>
            <Table.Td>
              {status(l.beforeStatus)} → {status(l.afterStatus)}
            </Table.Td>
            <Table.Td>{l.createdByName}</Table.Td>
            <Table.Td>{l.remark}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The operator verifies a forecast, or rejects it with a reason (/shipment/list/verify?id=). */
function VerifyBar({ s }: { s: ShipmentDetail }) {
  const { t } = useTranslation();
  const can = useCan();
  const [reason, setReason] = useState('');
  const verify = useApiMutation(shipmentEndpoints.verify);
  const reject = useApiMutation(shipmentEndpoints.reject);
  if (!shipmentActionOpen(s.status, 'verify') || !can(shipmentEndpoints.verify)) return null;
  return (
    <Paper withBorder p="md" data-testid="shipment-verify">
      <Stack>
        <Textarea
          label={t('shipments:rejectReason')}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button
            color="red"
            variant="light"
            disabled={!reason.trim()}
            loading={reject.isPending}
            onClick={() => reject.mutate({ ids: [s.id], reason })}
          >
            {t('shipments:action.reject')}
          </Button>
          <Button loading={verify.isPending} onClick={() => verify.mutate({ ids: [s.id] })}>
            {t('shipments:action.verify')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

type Mode = 'detail' | 'verify' | 'manage';
const TITLES = {
  detail: 'shell:route.shipmentDetail',
  verify: 'shell:route.shipmentVerify',
  manage: 'shell:route.shipmentManage',
} as const;

/**
 * One inbound shipment: header, counts, SKU lines and the operation log (/shipment/list/detail?id=); the
 * verify page adds the verdict, the manage page the operator's moves.
 */
export function ShipmentDetailPage({ mode = 'detail' }: { mode?: Mode }) {
  const { t } = useTranslation();
  const id = useSearchParams()[0].get('id') ?? '';
  const detail = useApiQuery(shipmentEndpoints.getDetail, { id }, { enabled: Boolean(id) });
  const s = detail.data;
  if (!s)
    return (
      <Text p="md" c="dimmed">
        {t('resource:loading')}
      </Text>
    );
  return (
    <Stack p="md" data-testid="shipment-detail">
      <Group>
        <Title order={3}>{t(TITLES[mode])}</Title>
        <Badge size="lg" data-testid="shipment-status">
          {t(`shipments:status.${s.status}`)}
        </Badge>
      </Group>
      {mode === 'verify' && <VerifyBar s={s} />}
      {mode === 'manage' && <ShipmentManagePanel s={s} />}
      <Paper withBorder p="md">
        <Fields s={s} />
      </Paper>
      <Title order={5}>{t('shipments:lines')}</Title>
      <Lines s={s} />
      <ShipmentReceiptPanel s={s} />
      {!shipmentEditable(s.status) && s.status !== 'cancelled' && <ShipmentBarcodesPanel s={s} />}
      <ShipmentFilesPanel s={s} />
      <Title order={5}>{t('shipments:log')}</Title>
      <Log id={s.id} />
    </Stack>
  );
}

export const ShipmentVerifyPage = () => <ShipmentDetailPage mode="verify" />;
export const ShipmentManagePage = () => <ShipmentDetailPage mode="manage" />;
