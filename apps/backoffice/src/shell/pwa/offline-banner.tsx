import { Alert } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

/** Offline, the shell shows the last data under a clear banner. */
export function OfflineBanner() {
  const { t } = useTranslation('chrome');
  const { online } = useNetwork();
  if (online) return null;
  return (
    <Alert color="orange" radius={0} role="status" data-testid="offline-banner">
      {t('offlineBanner')}
    </Alert>
  );
}
