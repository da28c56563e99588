/**
 * The PDA's texts, loaded like the back office's core (`lazy.ts`): the chosen language only, its core
 * namespaces (sign-in, errors, requests) and the namespaces of `pdaNamespaces`, each language in its own chunk.
 */
import type { i18n } from 'i18next';
import { loadCoreTexts } from './lazy.ts';
import { type Locale, resolveLocale } from './locale.ts';

export { createLazyI18n } from './lazy.ts';

type Texts = Record<string, string>;

/** The namespaces the PDA's screens read, besides the core: each language's file its own chunk. */
const pdaNamespaces: Record<string, Record<Locale, () => Promise<Texts>>> = {
  pda: {
    en: () => import('./en/pda.ts').then((m) => m.pda),
    'zh-CN': () => import('./zh-CN/pda.ts').then((m) => m.pda),
  },
  receiving: {
    en: () => import('./en/receiving.ts').then((m) => m.receiving),
    'zh-CN': () => import('./zh-CN/receiving.ts').then((m) => m.receiving),
  },
  shipments: {
    en: () => import('./en/shipments.ts').then((m) => m.shipments),
    'zh-CN': () => import('./zh-CN/shipments.ts').then((m) => m.shipments),
  },
};

/** Adds the PDA's namespaces of `lng` (once); the app renders after it resolves. */
export async function loadPdaTexts(instance: i18n, lng: string): Promise<void> {
  const locale = resolveLocale(lng);
  await loadCoreTexts(instance, locale);
  for (const [namespace, load] of Object.entries(pdaNamespaces))
    if (!instance.hasResourceBundle(locale, namespace))
      instance.addResourceBundle(locale, namespace, await load[locale](), true, false);
}

/** Switches the PDA's language once its texts are there. */
export async function switchPdaLanguage(instance: i18n, lng: string): Promise<void> {
  await loadPdaTexts(instance, lng);
  await instance.changeLanguage(lng);
}
