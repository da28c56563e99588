/**
 * Spec §2/§9: dates show as year-month-day, or with hour:minute:second when the user switches the format.
 * The US clocks use IANA zones (DESIGN §4), not the spec's fixed offsets, so daylight saving is right.
 */
export const DATE_FORMATS = ['date', 'datetime'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];
export const DEFAULT_DATE_FORMAT: DateFormat = 'date';

export const US_CLOCKS = [
  { id: 'central', zone: 'America/Chicago' },
  { id: 'eastern', zone: 'America/New_York' },
  { id: 'western', zone: 'America/Los_Angeles' },
] as const;
export type UsClock = (typeof US_CLOCKS)[number]['id'];

/** Spec §9: the clocks refresh every 60 s. */
export const CLOCK_REFRESH_MS = 60_000;

const cache = new Map<string, Intl.DateTimeFormat>();
function parts(date: Date, timeZone: string | undefined): Record<string, string> {
  const key = timeZone ?? '';
  let format = cache.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    cache.set(key, format);
  }
  return Object.fromEntries(format.formatToParts(date).map((p) => [p.type, p.value]));
}

/** `2026-03-08` or `2026-03-08 14:05:09`, in the given IANA zone (the browser's by default). */
export function formatDate(
  value: Date | string | number | null | undefined,
  format: DateFormat = DEFAULT_DATE_FORMAT,
  timeZone?: string,
): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const p = parts(date, timeZone);
  const day = `${p.year}-${p.month}-${p.day}`;
  return format === 'date' ? day : `${day} ${p.hour}:${p.minute}:${p.second}`;
}

/** The three US clocks of the navbar at `now`, each as `YYYY-MM-DD HH:mm:ss` in its zone. */
export function usClockTimes(now: Date): { id: UsClock; zone: string; time: string }[] {
  return US_CLOCKS.map((clock) => ({ ...clock, time: formatDate(now, 'datetime', clock.zone) }));
}
