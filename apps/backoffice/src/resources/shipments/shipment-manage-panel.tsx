import { Button, Group, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import {
  canFinishReceipt,
  receivingEndpoints,
  type ShipmentDetail,
  shipmentActionOpen,
  shipmentEndpoints,
  stateUpdateActions,
} from '@wms/api';
import { useApiMutation, useCan } from '@wms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * An emptied container's goods reach the receiving area only through finishing the receipt, so
 * "container emptied" is offered as a plain move only while nothing was counted.
 */
const plainMoves = (s: ShipmentDetail) =>
  stateUpdateActions.filter(
    (action) =>
      shipmentActionOpen(s.status, action) && (action !== 'empty' || s.receiptState === 'notReceived'),
  );

/** Closes the unloading from the back office: the same closing as the PDA's, with the pallets built. */
function FinishReceipt({ s }: { s: ShipmentDetail }) {
  const { t } = useTranslation();
  const [pallets, setPallets] = useState<number>(0);
  const finish = useApiMutation(receivingEndpoints.finishUnloading);
  return (
    <Group align="flex-end" data-testid="shipment-finish-receipt">
      <NumberInput
        label={t('shipments:receiving.pallets')}
        min={0}
        max={500}
        allowDecimal={false}
        value={pallets}
        onChange={(v) => setPallets(typeof v === 'number' ? v : 0)}
        w={140}
      />
      <Button loading={finish.isPending} onClick={() => finish.mutate({ shipmentId: s.id, pallets })}>
        {t('shipments:action.finishReceipt')}
      </Button>
    </Group>
  );
}

/**
 * The operator's moves on one container (/shipment/list/manage?id=): update its status as it travels,
 * and finish the receipt once it was counted on the dock.
 */
export function ShipmentManagePanel({ s }: { s: ShipmentDetail }) {
  const { t } = useTranslation();
  const can = useCan();
  const move = useApiMutation(shipmentEndpoints.updateState);
  const moves = can(shipmentEndpoints.updateState) ? plainMoves(s) : [];
  const finishing = canFinishReceipt(s.status, s.receiptState) && can(receivingEndpoints.finishUnloading);
  return (
    <Paper withBorder p="md" data-testid="shipment-manage">
      <Stack>
        <Title order={5}>{t('shipments:action.updateState')}</Title>
        {moves.length === 0 && !finishing && (
          <Text c="dimmed" size="sm">
            {t('shipments:manage.nothingOpen')}
          </Text>
        )}
        {moves.length > 0 && (
          <Group>
            {moves.map((action) => (
              <Button
                key={action}
                variant="light"
                loading={move.isPending && move.variables?.action === action}
                onClick={() => move.mutate({ ids: [s.id], action })}
              >
                {t(`shipments:action.${action}`)}
              </Button>
            ))}
          </Group>
        )}
        {finishing && <FinishReceipt s={s} />}
      </Stack>
    </Paper>
  );
}
