import { type DateFormat, DEFAULT_DATE_FORMAT, type Locale, resolveLocale } from '@wms/i18n';
import { createContext, type ReactNode, useContext } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec §2: the navbar switches the date format for every screen at once. */
const DateFormatContext = createContext<DateFormat>(DEFAULT_DATE_FORMAT);

export function DateFormatProvider({ value, children }: { value: DateFormat; children: ReactNode }) {
  return <DateFormatContext.Provider value={value}>{children}</DateFormatContext.Provider>;
}

export const useDateFormat = () => useContext(DateFormatContext);

export function useLocale(): Locale {
  return resolveLocale(useTranslation().i18n.language);
}
