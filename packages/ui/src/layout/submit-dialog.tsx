import { Button, Group, Stack } from '@mantine/core';
import { ApiError } from '@wms/api';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from './dialog.tsx';

/**
 * A dialog with fields, cancel and confirm. Confirm runs `onSubmit`, then `onDone`; a refusal (already
 * shown by the request layer) leaves the dialog open with what was entered.
 */
export function SubmitDialog(props: {
  title: string;
  onClose: () => void;
  onSubmit: () => Promise<unknown>;
  onDone: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    try {
      await props.onSubmit();
      props.onDone();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    } finally {
      setBusy(false);
    }
  };
  return (
    <AppDialog opened onClose={props.onClose} title={props.title}>
      <Stack gap="sm">
        {props.children}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {t('resource:cancel')}
          </Button>
          <Button loading={busy} onClick={submit}>
            {t('resource:confirm')}
          </Button>
        </Group>
      </Stack>
    </AppDialog>
  );
}
