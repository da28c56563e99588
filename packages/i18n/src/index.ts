import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { initialLocale } from './locale.ts';
import { type Locale, namespaces, resources } from './messages.ts';

export { initialLocale } from './locale.ts';
export * from './messages.ts';

const STORAGE_KEY = 'wms.locale';

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
