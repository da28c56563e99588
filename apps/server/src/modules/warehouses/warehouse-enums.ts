import { LIMITS, TERRITORIES, WAREHOUSE_TYPES } from '@wms/api';
import { type Locale, translate } from '@wms/i18n/messages';

/** Enumerations the warehouse screens offer, labelled in the caller's language. */
export function enumOptions(locale: Locale, prefix: string, values: readonly string[]) {
  return values.map((value) => ({ value, label: translate(locale, `masterdata:${prefix}.${value}`) }));
}

export const warehouseEnums = {
  territories: (locale: Locale) => enumOptions(locale, 'territory', TERRITORIES),
  operationTypes: (locale: Locale) => enumOptions(locale, 'warehouseType', WAREHOUSE_TYPES),
  enableStates: (locale: Locale) => [
    { value: 'false', label: translate(locale, 'masterdata:enable.enabled') },
    { value: 'true', label: translate(locale, 'masterdata:enable.disabled') },
  ],
  /** The spec restricts the country list to the US entry (spec platform §5). */
  countries: (locale: Locale, country: string) =>
    country === 'US'
      ? [
          {
            country: 'US',
            nameCn: translate('zh-CN', 'masterdata:country.US'),
            nameEn: translate('en', 'masterdata:country.US'),
            territories: warehouseEnums.territories(locale),
            cmPerInch: 2.54,
            lbPerKg: 2.2046226,
            defaultDivisor: LIMITS.defaultDivisor,
          },
        ]
      : [],
};
