import { createApiClient } from '@wms/api';
import type { i18n } from 'i18next';

export function createBackofficeApi(i18n: i18n) {
  return createApiClient({
    system: 'backoffice',
    getToken: () => null,
    getLocale: () => i18n.language,
    text: (key) => i18n.t(key),
  });
}
