import { DASHBOARD_TIME_ZONE } from '@wms/api';

/** The calendar day (YYYY-MM-DD) of an instant in US Pacific time. */
export function pacificDate(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: DASHBOARD_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/** The `days` Pacific calendar days ending with today's, oldest first. */
export function pacificDays(now: Date, days: number): string[] {
  const [y, m, d] = pacificDate(now).split('-').map(Number) as [number, number, number];
  return Array.from({ length: days }, (_, i) =>
    new Date(Date.UTC(y, m - 1, d - (days - 1) + i)).toISOString().slice(0, 10),
  );
}
