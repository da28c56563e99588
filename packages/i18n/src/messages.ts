/**
 * The message resources without i18next, for the server and tests: `translate('zh-CN', 'errors:WBS00012')`.
 */
import { common as enCommon } from './en/common.ts';
import { errors as enErrors, http as enHttp, request as enRequest } from './en/errors.ts';
import { pda as enPda } from './en/pda.ts';
import { validation as enValidation } from './en/validation.ts';
import { common as zhCommon } from './zh-CN/common.ts';
import { errors as zhErrors, http as zhHttp, request as zhRequest } from './zh-CN/errors.ts';
import { pda as zhPda } from './zh-CN/pda.ts';
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
    pda: enPda,
  },
  'zh-CN': {
    common: zhCommon,
    errors: zhErrors,
    request: zhRequest,
    http: zhHttp,
    validation: zhValidation,
    pda: zhPda,
  },
} as const;

export type Namespace = keyof (typeof resources)['en'];
export const namespaces = Object.keys(resources.en) as Namespace[];

/** Spec §9: Chinese when the language is zh-CN (or another zh), otherwise English. */
export function resolveLocale(language: string | null | undefined): Locale {
  return language?.toLowerCase().startsWith('zh') ? 'zh-CN' : 'en';
}

type Params = Record<string, string | number>;

function interpolate(text: string, params?: Params) {
  return params ? text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? '')) : text;
}

/** `ns:key` or `ns.key`; unknown keys come back as themselves so a gap is visible, never blank. */
export function translate(locale: Locale, key: string, params?: Params): string {
  const [ns, ...rest] = key.split(/[:.]/);
  const entry = (resources[locale] as Record<string, Record<string, string>>)[ns ?? '']?.[rest.join('.')];
  return entry === undefined ? key : interpolate(entry, params);
}
