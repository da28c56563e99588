import {
  type DateFormat,
  DEFAULT_DATE_FORMAT,
  DEFAULT_TIME_ZONE,
  type Locale,
  resolveLocale,
} from '@wms/i18n';
import { createContext, type ReactNode, useContext } from 'react';
import { useTranslation } from 'react-i18next';

/** The navbar switches the date format for every screen at once. */
const DateFormatContext = createContext<DateFormat>(DEFAULT_DATE_FORMAT);
/** Times show in the zone the user chose, US Pacific by default (as the dashboard counts days). */
const TimeZoneContext = createContext<string>(DEFAULT_TIME_ZONE);

export function DateFormatProvider({
  value,
  timeZone = DEFAULT_TIME_ZONE,
  children,
}: {
  value: DateFormat;
  timeZone?: string;
  children: ReactNode;
}) {
  return (
    <DateFormatContext.Provider value={value}>
      <TimeZoneContext.Provider value={timeZone}>{children}</TimeZoneContext.Provider>
    </DateFormatContext.Provider>
  );
}

export const useDateFormat = () => useContext(DateFormatContext);
export const useTimeZone = () => useContext(TimeZoneContext);

export function useLocale(): Locale {
  return resolveLocale(useTranslation().i18n.language);
}
