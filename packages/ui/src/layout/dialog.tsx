import { Drawer, Modal, type ModalProps, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** Dialogs are 900 px by default and never wider than 70% of the window. */
export const DIALOG_WIDTH_PX = 900;
export const dialogWidth = (px: number = DIALOG_WIDTH_PX) => `min(${px}px, 70vw)`;

export function AppDialog({ width, ...props }: Omit<ModalProps, 'size'> & { width?: number }) {
  return <Modal centered size={dialogWidth(width)} {...props} />;
}

export interface DetailField {
  label: string;
  value: ReactNode;
}

/** A read-only record beside the list, with label/value pairs. */
export function DetailDrawer({
  opened,
  onClose,
  title,
  fields,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  fields: readonly DetailField[];
}) {
  return (
    <Drawer opened={opened} onClose={onClose} title={title} position="right" size="lg">
      <Stack gap="sm">
        {fields.map((field) => (
          <div key={field.label}>
            <Text size="xs" c="dimmed">
              {field.label}
            </Text>
            <Text component="div">{field.value}</Text>
          </div>
        ))}
      </Stack>
    </Drawer>
  );
}
