import '@mantine/dates/styles.css';
import 'dayjs/locale/zh-cn';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../display/preferences.tsx';

/** The app's date pattern: the calendar, its typed text and the URL all read `2026-11-26`. */
export const DATE_VALUE_FORMAT = 'YYYY-MM-DD';

/** The calendar's month and weekday names in the app's language (dayjs's locale ids). */
const CALENDAR_LOCALES = { 'zh-CN': 'zh-cn', en: 'en' } as const;

export type DateFieldProps = Omit<DateInputProps, 'value' | 'onChange' | 'defaultValue'> & {
  /** `YYYY-MM-DD`, or '' (or nothing) for none. */
  value?: string | null;
  onChange: (value: string) => void;
};

/**
 * A date typed or picked from a calendar, in the app's language and year-month-day format (the browser's
 * own date input followed the browser's locale, `mm/dd/yyyy`, whatever the app's language).
 */
export function DateField({ value, onChange, ...props }: DateFieldProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <DateInput
      valueFormat={DATE_VALUE_FORMAT}
      locale={CALENDAR_LOCALES[locale]}
      placeholder={t('resource:datePlaceholder')}
      clearable
      clearButtonProps={{ 'aria-label': t('resource:clearDate') }}
      ariaLabels={{
        previousMonth: t('resource:calendar.previousMonth'),
        nextMonth: t('resource:calendar.nextMonth'),
        previousYear: t('resource:calendar.previousYear'),
        nextYear: t('resource:calendar.nextYear'),
        previousDecade: t('resource:calendar.previousDecade'),
        nextDecade: t('resource:calendar.nextDecade'),
        monthLevelControl: t('resource:calendar.chooseMonth'),
        yearLevelControl: t('resource:calendar.chooseYear'),
      }}
      popoverProps={{ withinPortal: true }}
      {...props}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
    />
  );
}
