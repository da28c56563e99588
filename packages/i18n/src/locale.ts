/** Locales without the message resources, so the lazy setup does not pull every namespace. */
export const LOCALES = ['zh-CN', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

const STORAGE_KEY = 'wms.locale';

/** Chinese when the language is zh-CN (or another zh), otherwise English. */
export function resolveLocale(language: string | null | undefined): Locale {
  return language?.toLowerCase().startsWith('zh') ? 'zh-CN' : 'en';
}

/** The locale the user chose last, else the browser's. */
export function initialLocale(): Locale {
  const stored = globalThis.localStorage?.getItem(STORAGE_KEY);
  return stored === 'en' || stored === 'zh-CN' ? stored : resolveLocale(globalThis.navigator?.language);
}
