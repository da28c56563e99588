import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { pdaWorker } from '../worker.ts';
import { LanguageToggle } from './language-toggle.tsx';

/** Without a session the app shows only this: there is no way in but the real login. */
export function SignedOutPage({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  const { t } = useTranslation('pda');
  // Nobody's outbox is open here, so a waiting version may install at once.
  useEffect(() => {
    pdaWorker.apply();
    return pdaWorker.subscribe(() => pdaWorker.apply());
  }, []);
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="md" maw={420}>
        <Title order={1}>{t('appTitle')}</Title>
        <Title order={3}>{message ? t('offline') : t('signedOut')}</Title>
        <Text ta="center" size="lg">
          {message ?? t('signedOutHint')}
        </Text>
        {onRetry && (
          <Button size="xl" onClick={onRetry}>
            {t('syncNow')}
          </Button>
        )}
        <LanguageToggle />
      </Stack>
    </Center>
  );
}
