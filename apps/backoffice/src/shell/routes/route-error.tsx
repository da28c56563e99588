import { Button, Center, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';

/** A route whose code cannot be loaded (even after the retries) names itself and offers a reload. */
export function RouteError() {
  const { t } = useTranslation(['shell', 'chrome']);
  const { pathname } = useLocation();
  return (
    <Center mih="100vh" component="main">
      <Stack align="center">
        <Text c="red">{t('shell:routeLoadFailed', { name: pathname })}</Text>
        <Button onClick={() => globalThis.location.reload()}>{t('chrome:retry')}</Button>
      </Stack>
    </Center>
  );
}
