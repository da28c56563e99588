import { Button, Group, Stack } from '@mantine/core';
import { AppDialog } from '@wms/ui';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A dialog of the order screens: its fields, cancel and submit; a refusal leaves it open as it was. */
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
    } catch {
      // Shown by the request layer.
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
