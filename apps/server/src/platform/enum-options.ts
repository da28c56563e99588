import { type Locale, translate } from '@wms/i18n/messages';

/** A list of values as screen options, each labelled from `masterdata` in the caller's language. */
export function enumOptions(locale: Locale, prefix: string, values: readonly string[]) {
  return values.map((value) => ({ value, label: translate(locale, `masterdata:${prefix}.${value}`) }));
}
