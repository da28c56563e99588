import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Workbox } from 'workbox-window';
import { i18n } from '../../app/i18n.ts';

/**
 * The precached shell's service worker with `prompt` semantics (docs/architecture.md#back-office): a new
 * version waits until the user chooses "update now" in the toast, then the page reloads into it.
 */
export function registerWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => {
    const update = () => {
      workbox.addEventListener('controlling', () => globalThis.location.reload());
      workbox.messageSkipWaiting();
    };
    notifications.show({
      id: 'sw-update',
      autoClose: false,
      withCloseButton: true,
      message: (
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm">{i18n.t('chrome:updateAvailable')}</Text>
          <Button size="compact-sm" onClick={update}>
            {i18n.t('chrome:updateNow')}
          </Button>
        </Group>
      ),
    });
  });
  void workbox.register();
}
