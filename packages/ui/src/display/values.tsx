import { Badge, type MantineColor, useComputedColorScheme, useMantineTheme } from '@mantine/core';
import { formatDate, formatMeasure, formatMoney, type Unit } from '@wms/i18n';
import { useTranslation } from 'react-i18next';
import { useDateFormat, useLocale, useTimeZone } from './preferences.tsx';
import { statusBadgeColors } from './status-colors.ts';

/** USD with two decimals. */
export function Money({ value }: { value: number | string | null | undefined }) {
  const locale = useLocale();
  return <>{value === null || value === undefined || value === '' ? '' : formatMoney(value, locale)}</>;
}

/** lbs, in or m³. */
export function Measure({ value, unit }: { value: number | string | null | undefined; unit: Unit }) {
  const locale = useLocale();
  return (
    <>{value === null || value === undefined || value === '' ? '' : formatMeasure(value, unit, locale)}</>
  );
}

/**
 * A date or time as the navbar's date-format switch says (date only, or with the time), in the user's
 * time zone with the zone named. `withTime` marks a moment (not a calendar date); the switch decides.
 */
export function DateText({ value }: { value: string | Date | null | undefined; withTime?: boolean }) {
  const format = useDateFormat();
  const timeZone = useTimeZone();
  return <>{formatDate(value, format, timeZone, { zoneName: true })}</>;
}

const DEFAULT_COLORS: Record<string, MantineColor> = {};

/** A code's label as plain text (`${prefix}.${value}`), the code itself when it has none (e.g. a free-form source). */
export function CodeText({ value, prefix }: { value: string | number | null | undefined; prefix: string }) {
  const { t } = useTranslation();
  if (value === null || value === undefined || value === '') return null;
  return <>{t(`${prefix}.${value}`, { defaultValue: String(value) })}</>;
}

/**
 * A status as a coloured badge; its label is `${prefix}.${value}` in `@wms/i18n`. The tint and text are
 * worked out per colour scheme so every status colour keeps WCAG AA contrast (see status-colors.ts).
 */
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
  const theme = useMantineTheme();
  const scheme = useComputedColorScheme('light');
  if (value === null || value === undefined) return null;
  const color = colors[String(value)] ?? 'gray';
  const shades = theme.colors[color] ?? theme.colors.gray;
  const { background, text } = statusBadgeColors(shades, scheme, theme.colors.dark[7]);
  return (
    <Badge
      variant="light"
      color={color}
      data-status={String(value)}
      // Never narrower than its text: a badge clips its label, so a squeezed table column cut it off.
      miw="max-content"
      style={{ '--badge-bg': background, '--badge-color': text }}
    >
      {t(`${prefix}.${value}`)}
    </Badge>
  );
}
