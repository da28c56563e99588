import { notifications } from '@mantine/notifications';
import { createApiClient } from '@wms/api';
import type { i18n } from 'i18next';
import { session } from './session.ts';

/** The back office's request layer: session token, language, red closable toasts (spec §8). */
export function createBackofficeApi(i18n: i18n) {
  return createApiClient({
    system: 'backoffice',
    getToken: () => session.token(),
    getLocale: () => i18n.language,
    text: (key) => i18n.t(key),
    notify: (notice) =>
      notifications.show({
        color: notice.kind === 'error' ? 'red' : 'green',
        message: notice.message,
        withCloseButton: true,
      }),
    onForcedLogout: () => session.logout(),
  });
}
