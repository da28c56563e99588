import { Button, Group, Text } from '@mantine/core';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../layout/dialog.tsx';

/** `const [dialog, confirm] = useConfirm(); if (await confirm(text)) …` with one dialog per screen. */
export function useConfirm() {
  const { t } = useTranslation();
  const [message, setMessage] = useState<string | null>(null);
  const resolver = useRef<(ok: boolean) => void>(undefined);
  const answer = (ok: boolean) => {
    resolver.current?.(ok);
    resolver.current = undefined;
    setMessage(null);
  };
  const confirm = useCallback(
    (text: string) =>
      new Promise<boolean>((resolve) => {
        resolver.current = resolve;
        setMessage(text);
      }),
    [],
  );
  const dialog = (
    <AppDialog
      width={420}
      opened={message !== null}
      onClose={() => answer(false)}
      title={t('resource:confirmTitle')}
    >
      <Text>{message}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={() => answer(false)}>
          {t('resource:cancel')}
        </Button>
        <Button onClick={() => answer(true)}>{t('resource:confirm')}</Button>
      </Group>
    </AppDialog>
  );
  return [dialog, confirm] as const;
}
