import type { Locale } from '../messages.ts';

const cache = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    cache.set(key, format);
  }
  return format;
}

const toNumber = (value: number | string) => (typeof value === 'string' ? Number(value) : value);

/** Money is USD everywhere, shown with two decimals: $1,234.50 / US$1,234.50. */
export function formatMoney(value: number | string, locale: Locale): string {
  return numberFormat(locale, { style: 'currency', currency: 'USD' }).format(toNumber(value));
}

/** A plain amount with two decimals, as numeric(14,2) stores it. */
export function formatAmount(value: number | string, locale: Locale): string {
  return numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(toNumber(value));
}

export const UNIT_SYMBOLS = { lb: 'lbs', in: 'in', m3: 'm³', kg: 'kg', cm: 'cm' } as const;
export type Unit = keyof typeof UNIT_SYMBOLS;

/** A measure with up to two decimals and its unit: "12.5 lbs", "1,024 in", "0.35 m³". */
export function formatMeasure(value: number | string, unit: Unit, locale: Locale): string {
  const number = numberFormat(locale, { maximumFractionDigits: 2 }).format(toNumber(value));
  return `${number} ${UNIT_SYMBOLS[unit]}`;
}
