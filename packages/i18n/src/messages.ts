/**
 * The message resources without i18next, for the server and tests: `translate('zh-CN', 'errors:WBS00012')`.
 */
import { en } from './en/index.ts';
import type { Locale } from './locale.ts';
import { zhCN } from './zh-CN/index.ts';

export { LOCALES, type Locale, resolveLocale } from './locale.ts';

export const resources = { en, 'zh-CN': zhCN } as const;

export type Namespace = keyof (typeof resources)['en'];
export const namespaces = /* @__PURE__ */ Object.keys(resources.en) as Namespace[];

type En = (typeof resources)['en'];
/** Every message key as `ns:key`: declarations name texts by key, checked by the compiler. */
export type MessageKey = { [N in Namespace]: `${N}:${keyof En[N] & string}` }[Namespace];

type Params = Record<string, string | number>;

/** A parameter written `$t(ns:key)` (i18next's nesting syntax) is itself translated, e.g. a status name. */
const NESTED = /^\$t\(([\w-]+[:.][\w.]+)\)$/;

function interpolate(locale: Locale, text: string, params?: Params) {
  if (!params) return text;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = String(params[name] ?? '');
    const nested = NESTED.exec(value);
    return nested ? translate(locale, nested[1]!) : value;
  });
}

/** `ns:key` or `ns.key`; unknown keys come back as themselves so a gap is visible, never blank. */
export function translate(locale: Locale, key: string, params?: Params): string {
  const [ns, ...rest] = key.split(/[:.]/);
  const entry = (resources[locale] as Record<string, Record<string, string>>)[ns ?? '']?.[rest.join('.')];
  return entry === undefined ? key : interpolate(locale, entry, params);
}
