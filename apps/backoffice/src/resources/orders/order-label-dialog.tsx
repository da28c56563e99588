import { Anchor, Button, Group, Stack } from '@mantine/core';
import { ApiError, type OrderRow, orderShippingEndpoints } from '@wms/api';
import { AppDialog, printStore, type ResourceFormProps, useApi, useApiQuery } from '@wms/ui';
import { useTranslation } from 'react-i18next';

/** PDF preview of an order's label, with re-print (a logged, fresh link of the stored PDF). */
export function OrderLabelDialog({ rows, onClose }: ResourceFormProps<OrderRow>) {
  const { t } = useTranslation();
  const api = useApi();
  const row = rows[0];
  const label = useApiQuery(orderShippingEndpoints.previewLabel, { id: row?.id ?? '' }, { enabled: !!row });
  const reprint = async () => {
    try {
      const ids = [row!.id];
      await printStore.printLabels({
        title: row!.trackingNo ?? row!.orderNo,
        zpl: ({ dpi }) => api.call(orderShippingEndpoints.labelZpl, { ids, dpi }),
        pdf: async () => (await api.call(orderShippingEndpoints.rePrintLabel, { ids }))[0]!.url,
      });
    } catch (error) {
      // A refusal was shown by the request layer.
      if (!(error instanceof ApiError)) throw error;
    }
  };
  return (
    <AppDialog opened onClose={onClose} title={`${t('orders:screen.pdfPreview')} ${row?.trackingNo ?? ''}`}>
      <Stack gap="sm">
        {label.data && (
          <iframe
            title={t('orders:screen.pdfPreview')}
            src={label.data.url}
            style={{ width: '100%', height: '60vh', border: 0 }}
          />
        )}
        <Group justify="flex-end">
          {label.data && (
            <Anchor href={label.data.url} download={`${label.data.trackingNo}.pdf`} data-testid="label-link">
              {t('orders:downloadLabel')}
            </Anchor>
          )}
          <Button variant="light" onClick={reprint}>
            {t('orders:screen.reprint')}
          </Button>
          <Button variant="default" onClick={onClose}>
            {t('resource:close')}
          </Button>
        </Group>
      </Stack>
    </AppDialog>
  );
}
