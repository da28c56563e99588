import { notifications } from '@mantine/notifications';
import { createApiClient } from '@wms/api/pda';
import type { i18n } from 'i18next';
import { pdaSession } from './session.ts';

/** The PDA's request layer: same client as the back office, `System: pda`, the PDA session's token. */
export function createPdaApi(i18n: i18n) {
  return createApiClient({
    system: 'pda',
    getToken: () => pdaSession.token(),
    getLocale: () => i18n.language,
    text: (key) => i18n.t(key.replace('.', ':')),
    notify: (notice) =>
      notifications.show({ color: notice.kind === 'error' ? 'red' : 'green', message: notice.message }),
    onForcedLogout: () => pdaSession.signOut(),
  });
}
export type PdaApi = ReturnType<typeof createPdaApi>;
