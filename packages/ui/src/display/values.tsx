import { Badge, type MantineColor } from '@mantine/core';
import { formatDate, formatMeasure, formatMoney, type Unit } from '@wms/i18n';
import { useTranslation } from 'react-i18next';
import { useDateFormat, useLocale } from './preferences.tsx';

/** USD with two decimals (spec §9). */
export function Money({ value }: { value: number | string | null | undefined }) {
  const locale = useLocale();
  return <>{value === null || value === undefined || value === '' ? '' : formatMoney(value, locale)}</>;
}

/** lbs, in or m³ (spec §9). */
export function Measure({ value, unit }: { value: number | string | null | undefined; unit: Unit }) {
  const locale = useLocale();
  return (
    <>{value === null || value === undefined || value === '' ? '' : formatMeasure(value, unit, locale)}</>
  );
}

/** A date in the user's chosen format; `withTime` forces hour:minute:second. */
export function DateText({
  value,
  withTime,
}: {
  value: string | Date | null | undefined;
  withTime?: boolean;
}) {
  const format = useDateFormat();
  return <>{formatDate(value, withTime ? 'datetime' : format)}</>;
}

const DEFAULT_COLORS: Record<string, MantineColor> = {};

/** A status as a coloured badge; its label is `${prefix}.${value}` in `@wms/i18n`. */
export function StatusBadge({
  value,
  prefix,
  colors = DEFAULT_COLORS,
}: {
  value: string | number | null | undefined;
  prefix: string;
  colors?: Record<string, string>;
}) {
  const { t } = useTranslation();
  if (value === null || value === undefined) return null;
  return (
    <Badge variant="light" color={colors[String(value)] ?? 'gray'} data-status={String(value)}>
      {t(`${prefix}.${value}`)}
    </Badge>
  );
}
