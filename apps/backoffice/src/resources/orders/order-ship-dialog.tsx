import { Alert, Anchor, Button, Group, Radio, Stack, Text } from '@mantine/core';
import {
  ApiError,
  type EndpointOutput,
  type OrderRow,
  orderShippingEndpoints,
  type Shipment,
} from '@wms/api';
import { AppDialog, DataTable, Money, type ResourceFormProps, useApi } from '@wms/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type Outcome = EndpointOutput<typeof orderShippingEndpoints.trialFreightCalculationNew>[number];

/** Shipping from the order: trial freight of every service, then CreateShipment with the chosen one. */
export function OrderShipDialog({ rows, onClose, onDone }: ResourceFormProps<OrderRow>) {
  const { t } = useTranslation();
  const api = useApi();
  const row = rows[0];
  const [outcomes, setOutcomes] = useState<Outcome[]>();
  const [choice, setChoice] = useState<string>();
  const [shipment, setShipment] = useState<Shipment>();
  const [busy, setBusy] = useState(false);
  if (!row) return null;
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      // A refusal was shown by the request layer.
      if (!(error instanceof ApiError)) throw error;
    } finally {
      setBusy(false);
    }
  };
  const trial = () =>
    run(async () => {
      const found = await api.call(orderShippingEndpoints.trialFreightCalculationNew, { ids: [row.id] });
      setOutcomes(found);
      const cheapest = found.filter((o) => o.ok).sort((a, b) => a.result!.totalFee - b.result!.totalFee)[0];
      if (cheapest) setChoice(`${cheapest.carrier}|${cheapest.service}`);
    });
  const ship = () =>
    run(async () => {
      const [carrier, service] = choice ? choice.split('|') : [];
      setShipment(await api.call(orderShippingEndpoints.createShipment, { ids: [row.id], carrier, service }));
    });
  return (
    <AppDialog
      opened
      onClose={shipment ? onDone : onClose}
      title={`${t('orders:action.createShipment')} ${row.orderNo}`}
    >
      <Stack gap="sm">
        {shipment ? (
          <Alert color="green" data-testid="shipment-created">
            <Text>
              {t('orders:trackingNo')}: <b data-testid="tracking-no">{shipment.trackingNo}</b> ·{' '}
              {t('orders:totalFee')}: <Money value={shipment.totalFee} />
            </Text>
            <Anchor href={shipment.labelUrl} target="_blank" data-testid="label-link">
              {t('orders:downloadLabel')}
            </Anchor>
          </Alert>
        ) : (
          <>
            <Group>
              <Button variant="light" loading={busy} onClick={trial}>
                {t('orders:trialFreight')}
              </Button>
            </Group>
            {outcomes && (
              <Radio.Group value={choice} onChange={setChoice}>
                <DataTable
                  data-testid="trial-results"
                  records={outcomes}
                  rowKey={(o) => `${o.carrier}|${o.service}`}
                  columns={[
                    {
                      key: 'choice',
                      render: (o) => (
                        <Radio value={`${o.carrier}|${o.service}`} disabled={!o.ok} aria-label={o.service} />
                      ),
                    },
                    { accessor: 'carrier', title: 'orders:carrier', codeText: 'orders:carrierName' },
                    { accessor: 'service', title: 'orders:service' },
                    {
                      key: 'billingWeight',
                      title: 'orders:billingWeight',
                      render: (o) => o.result?.billingWeight ?? '',
                    },
                    {
                      key: 'totalFee',
                      title: 'orders:totalFee',
                      render: (o) => (o.ok ? <Money value={o.result!.totalFee} /> : o.reason),
                    },
                  ]}
                />
              </Radio.Group>
            )}
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={shipment ? onDone : onClose}>
            {t('resource:close')}
          </Button>
          {!shipment && (
            <Button loading={busy} onClick={ship}>
              {t('orders:action.createShipment')}
            </Button>
          )}
        </Group>
      </Stack>
    </AppDialog>
  );
}
