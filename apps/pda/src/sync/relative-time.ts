const formats = new Map<string, Intl.RelativeTimeFormat>();

/** "3 minutes ago" in the UI language, for the cache age and retry times. */
export function relativeTime(locale: string, iso: string | number, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    formats.set(locale, format);
  }
  const abs = Math.abs(seconds);
  if (abs < 60) return format.format(seconds, 'second');
  if (abs < 3600) return format.format(Math.round(seconds / 60), 'minute');
  if (abs < 86_400) return format.format(Math.round(seconds / 3600), 'hour');
  return format.format(Math.round(seconds / 86_400), 'day');
}
