/**
 * The back office's i18n: the namespaces the login page and the chrome need arrive first, for the chosen
 * language only (`loadCoreTexts`, awaited before the first render); every other
 * namespace arrives in one lazy chunk that the router loads before the first screen inside the shell
 * renders, so screens keep calling `useTranslation('orders')` as if everything were there.
 */
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { initialLocale, type Locale, resolveLocale } from './locale.ts';

type Texts = Record<string, Record<string, string>>;

/** Each language's core namespaces in its own chunk: a page loads only the language it shows. */
const coreOf: Record<Locale, () => Promise<Texts>> = {
  en: () => import('./en/core.ts').then((m) => m.core),
  'zh-CN': () => import('./zh-CN/core.ts').then((m) => m.core),
};

const CORE_NAMESPACES = ['chrome', 'common', 'errors', 'http', 'request', 'shell', 'validation'];

/** Adds the core namespaces of `lng` (once); the app renders after it resolves. */
export async function loadCoreTexts(instance: i18n, lng: string): Promise<void> {
  const locale = resolveLocale(lng);
  if (instance.hasResourceBundle(locale, 'shell')) return;
  const texts = await coreOf[locale]();
  for (const [ns, bundle] of Object.entries(texts))
    instance.addResourceBundle(locale, ns, bundle, true, false);
}

/** Switches the language once its core texts are there (the language choice of the login page). */
export async function switchLanguage(instance: i18n, lng: string): Promise<void> {
  await loadCoreTexts(instance, lng);
  await instance.changeLanguage(lng);
}

export function createLazyI18n(locale: Locale = initialLocale()): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: {},
    lng: locale,
    fallbackLng: 'en',
    ns: CORE_NAMESPACES,
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
