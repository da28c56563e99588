/**
 * The back office's i18n: the namespaces the login page and the chrome need are bundled; every other
 * namespace arrives in one lazy chunk that the router loads before the first screen inside the shell
 * renders, so screens keep calling `useTranslation('orders')` as if everything were there.
 */
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { chrome as chromeEn } from './en/chrome.ts';
import { common as commonEn } from './en/common.ts';
import { errors as errorsEn, http as httpEn, request as requestEn } from './en/errors.ts';
import { shell as shellEn } from './en/shell.ts';
import { validation as validationEn } from './en/validation.ts';
import { initialLocale } from './locale.ts';
import type { Locale } from './messages.ts';
import { chrome as chromeZh } from './zh-CN/chrome.ts';
import { common as commonZh } from './zh-CN/common.ts';
import { errors as errorsZh, http as httpZh, request as requestZh } from './zh-CN/errors.ts';
import { shell as shellZh } from './zh-CN/shell.ts';
import { validation as validationZh } from './zh-CN/validation.ts';

const core = {
  en: {
    chrome: chromeEn,
    common: commonEn,
    errors: errorsEn,
    http: httpEn,
    request: requestEn,
    shell: shellEn,
    validation: validationEn,
  },
  'zh-CN': {
    chrome: chromeZh,
    common: commonZh,
    errors: errorsZh,
    http: httpZh,
    request: requestZh,
    shell: shellZh,
    validation: validationZh,
  },
};

export function createLazyI18n(locale: Locale = initialLocale()): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: core,
    lng: locale,
    fallbackLng: 'en',
    ns: Object.keys(core.en),
    defaultNS: 'common',
    nsSeparator: ':',
    keySeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
    partialBundledLanguages: true,
  });
  instance.on('languageChanged', (lng) => rememberLocale(lng));
  rememberLocale(locale);
  return instance;
}

function rememberLocale(lng: string) {
  globalThis.localStorage?.setItem('wms.locale', lng);
  globalThis.document?.documentElement.setAttribute('lang', lng);
}

let everything: Promise<void> | undefined;

/** Adds every namespace of both languages (once); screens render after it resolves. */
export function loadAllNamespaces(instance: i18n): Promise<void> {
  everything ??= Promise.all([import('./en/index.ts'), import('./zh-CN/index.ts')]).then(([en, zh]) => {
    for (const [lng, bundle] of [
      ['en', en.en],
      ['zh-CN', zh.zhCN],
    ] as const) {
      for (const [ns, texts] of Object.entries(bundle))
        instance.addResourceBundle(lng, ns, texts, true, false);
    }
  });
  return everything;
}
