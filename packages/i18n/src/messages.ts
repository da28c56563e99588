/**
 * The message resources without i18next, for the server and tests: `translate('zh-CN', 'errors:WBS00012')`.
 */
import { common as enCommon } from './en/common.ts';
import { errors as enErrors, http as enHttp, request as enRequest } from './en/errors.ts';
import { imports as enImports } from './en/imports.ts';
import { masterdata as enMasterdata } from './en/masterdata.ts';
import { orders as enOrders } from './en/orders.ts';
import { validation as enValidation } from './en/validation.ts';
import { common as zhCommon } from './zh-CN/common.ts';
import { errors as zhErrors, http as zhHttp, request as zhRequest } from './zh-CN/errors.ts';
import { imports as zhImports } from './zh-CN/imports.ts';
import { masterdata as zhMasterdata } from './zh-CN/masterdata.ts';
import { orders as zhOrders } from './zh-CN/orders.ts';
import { validation as zhValidation } from './zh-CN/validation.ts';

export const LOCALES = ['zh-CN', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

export const resources = {
  en: {
    common: enCommon,
    errors: enErrors,
    request: enRequest,
    http: enHttp,
    validation: enValidation,
    orders: enOrders,
    masterdata: enMasterdata,
    imports: enImports,
  },
  'zh-CN': {
    common: zhCommon,
    errors: zhErrors,
    request: zhRequest,
    http: zhHttp,
    validation: zhValidation,
    orders: zhOrders,
    masterdata: zhMasterdata,
    imports: zhImports,
  },
} as const;

export type Namespace = keyof (typeof resources)['en'];
export const namespaces = Object.keys(resources.en) as Namespace[];

/** Spec §9: Chinese when the language is zh-CN (or another zh), otherwise English. */
export function resolveLocale(language: string | null | undefined): Locale {
  return language?.toLowerCase().startsWith('zh') ? 'zh-CN' : 'en';
}

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
