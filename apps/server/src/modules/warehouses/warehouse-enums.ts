import { LIMITS, TERRITORIES, WAREHOUSE_TYPES } from '@wms/api';
import { type Locale, translate } from '@wms/i18n/messages';
import { enumOptions } from '../../platform/enum-options.ts';

/** Enumerations the warehouse screens offer, labelled in the caller's language. */
export const warehouseEnums = {
  territories: (locale: Locale) => enumOptions(locale, 'territory', TERRITORIES),
  operationTypes: (locale: Locale) => enumOptions(locale, 'warehouseType', WAREHOUSE_TYPES),
  enableStates: (locale: Locale) => [
    { value: 'false', label: translate(locale, 'masterdata:enable.enabled') },
    { value: 'true', label: translate(locale, 'masterdata:enable.disabled') },
  ],
  /** The requirements restrict the country list to the US entry. */
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
