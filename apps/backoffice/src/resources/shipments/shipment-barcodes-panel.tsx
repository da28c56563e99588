import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type ShipmentDetail, shipmentLabelEndpoints } from '@wms/api';
import { useApiMutation, useApiQuery, useCan } from '@wms/ui';
import { useTranslation } from 'react-i18next';

/**
 * The unloading barcode (the batch number) and the receipt pallet codes made when the unloading was
 * finished, with their Code 128 labels as one PDF; the unload list goes to the download center.
 */
export function ShipmentBarcodesPanel({ s }: { s: ShipmentDetail }) {
  const { t } = useTranslation();
  const can = useCan();
  const codes = useApiQuery(shipmentLabelEndpoints.getPallets, { id: s.id });
  const print = useApiMutation(shipmentLabelEndpoints.printLabels, {
    onSuccess: (file) => {
      window.open(file.url, '_blank', 'noopener');
    },
  });
  const unloadList = useApiMutation(shipmentLabelEndpoints.unloadListPdf);
  return (
    <Paper withBorder p="md" data-testid="shipment-barcodes">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={5}>{t('shipments:unloadingBarcode')}</Title>
          <Group gap="xs">
            {can(shipmentLabelEndpoints.unloadListPdf) && (
              <Button
                variant="default"
                loading={unloadList.isPending}
                onClick={() => unloadList.mutate({ id: s.id })}
              >
                {t('shipments:action.unloadList')}
              </Button>
            )}
            {can(shipmentLabelEndpoints.printLabels) && (
              <Button variant="light" loading={print.isPending} onClick={() => print.mutate({ id: s.id })}>
                {t('shipments:printLabels')}
              </Button>
            )}
          </Group>
        </Group>
        <Text ff="monospace" data-field="unloadingBarcode">
          {s.transportNo}
        </Text>
        <Text size="sm" c="dimmed">
          {t('shipments:palletBarcode')}
        </Text>
        <Group gap="xs" data-testid="shipment-pallet-codes">
          {(codes.data ?? []).length === 0 && <Text size="sm">—</Text>}
          {(codes.data ?? []).map((p) => (
            <Badge key={p.id} variant="outline" ff="monospace">
              {p.palletCode}
            </Badge>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}
