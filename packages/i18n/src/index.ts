import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { type Locale, namespaces, resolveLocale, resources } from './messages.ts';

export * from './messages.ts';

const STORAGE_KEY = 'wms.locale';

/** The locale the user chose last, else the browser's (spec §9). */
export function initialLocale(): Locale {
  const stored = globalThis.localStorage?.getItem(STORAGE_KEY);
  return stored === 'en' || stored === 'zh-CN' ? stored : resolveLocale(globalThis.navigator?.language);
}

export function createI18n(locale: Locale = initialLocale()): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: locale,
    fallbackLng: 'en',
    ns: namespaces,
    defaultNS: 'common',
    nsSeparator: ':',
    keySeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  instance.on('languageChanged', (lng) => {
    globalThis.localStorage?.setItem(STORAGE_KEY, lng);
    globalThis.document?.documentElement.setAttribute('lang', lng);
  });
  return instance;
}
export * from './format/index.ts';
