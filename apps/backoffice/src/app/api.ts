import { notifications } from '@mantine/notifications';
import { createApiClient } from '@wms/api';
import { session } from '../shell/session/session.ts';
import { i18n } from './i18n.ts';

/** The back office's request layer: session token, language, red closable toasts. */
export const api = createApiClient({
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
  onForcedLogout: (code) => session.logout({ code, message: i18n.t(`errors:${code}`) }),
});
