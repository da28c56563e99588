import { createLazyI18n } from '@wms/i18n/lazy';

export const i18n = createLazyI18n();
