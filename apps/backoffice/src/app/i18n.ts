import { createLazyI18n, loadCoreTexts } from '@wms/i18n/lazy';

export const i18n = createLazyI18n();

/** The chosen language's core texts; both pages (index.html, login.html) render after them. */
export const i18nReady = loadCoreTexts(i18n, i18n.language);
