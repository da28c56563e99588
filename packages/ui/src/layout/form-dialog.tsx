import { Button, Group, Stack } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from './dialog.tsx';

/**
 * A dialog holding one form: its fields, then cancel and save. Enter submits; `onSubmit` is the form's
 * own handler (e.g. `form.onSubmit(...)` of `useZodForm`), so validation messages stay at the fields.
 */
export function FormDialog({
  title,
  width,
  opened = true,
  onClose,
  onSubmit,
  loading = false,
  children,
}: {
  title: string;
  width?: number;
  opened?: boolean;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  loading?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <AppDialog opened={opened} onClose={onClose} title={title} width={width}>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          {children}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('resource:cancel')}
            </Button>
            <Button type="submit" loading={loading}>
              {t('resource:save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppDialog>
  );
}
