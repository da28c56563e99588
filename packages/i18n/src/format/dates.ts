/**
 * Dates show as year-month-day, or with hour:minute:second when the user switches the format.
 * The US clocks use IANA zones, not the fixed offsets the requirements give, so daylight saving is right.
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

/** The clocks refresh every 60 s. */
export const CLOCK_REFRESH_MS = 60_000;

/** The zone times are shown in unless the user chose another: the warehouses' US Pacific. */
export const DEFAULT_TIME_ZONE = 'America/Los_Angeles';

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
      timeZoneName: 'short',
    });
    cache.set(key, format);
  }
  return Object.fromEntries(format.formatToParts(date).map((p) => [p.type, p.value]));
}

/** A calendar date without a time (`2026-11-26`): shown as it is, never shifted by a zone. */
const PLAIN_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * `2026-03-08`, or `2026-03-08 14:05:09 PST` with the time, in the given IANA zone (the browser's by
 * default). With `zoneName` the time carries its zone's short name, so a reader knows which clock it is.
 */
export function formatDate(
  value: Date | string | number | null | undefined,
  format: DateFormat = DEFAULT_DATE_FORMAT,
  timeZone?: string,
  options: { zoneName?: boolean } = {},
): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string' && PLAIN_DATE.test(value)) return value;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const p = parts(date, timeZone);
  const day = `${p.year}-${p.month}-${p.day}`;
  if (format === 'date') return day;
  const time = `${day} ${p.hour}:${p.minute}:${p.second}`;
  return options.zoneName && p.timeZoneName ? `${time} ${p.timeZoneName}` : time;
}

/** The three US clocks of the navbar at `now`, each as `YYYY-MM-DD HH:mm:ss` in its zone. */
export function usClockTimes(now: Date): { id: UsClock; zone: string; time: string }[] {
  return US_CLOCKS.map((clock) => ({ ...clock, time: formatDate(now, 'datetime', clock.zone) }));
}
