import { describe, expect, it } from 'vitest';
import { formatDate, usClockTimes } from './dates.ts';

describe('date formats', () => {
  const instant = new Date('2026-07-04T17:05:09Z');

  it('shows year-month-day, or with hour:minute:second when switched', () => {
    expect(formatDate(instant, 'date', 'UTC')).toBe('2026-07-04');
    expect(formatDate(instant, 'datetime', 'UTC')).toBe('2026-07-04 17:05:09');
    expect(formatDate('2026-01-01T00:00:00Z', 'datetime', 'Asia/Shanghai')).toBe('2026-01-01 08:00:00');
  });

  it('names the zone of a time when asked, and never shifts a plain calendar date', () => {
    expect(formatDate(instant, 'datetime', 'America/Los_Angeles', { zoneName: true })).toBe(
      '2026-07-04 10:05:09 PDT',
    );
    expect(formatDate('2026-01-15T17:05:09Z', 'datetime', 'America/Los_Angeles', { zoneName: true })).toBe(
      '2026-01-15 09:05:09 PST',
    );
    expect(formatDate('2026-11-26', 'datetime', 'America/Los_Angeles')).toBe('2026-11-26');
  });

  it('shows nothing for an empty or invalid value', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it('keeps the three US clocks right across daylight saving (IANA zones, not fixed offsets)', () => {
    expect(usClockTimes(instant).map((c) => [c.id, c.time])).toEqual([
      ['central', '2026-07-04 12:05:09'],
      ['eastern', '2026-07-04 13:05:09'],
      ['western', '2026-07-04 10:05:09'],
    ]);
    const winter = new Date('2026-01-15T17:05:09Z');
    expect(usClockTimes(winter).map((c) => c.time)).toEqual([
      '2026-01-15 11:05:09',
      '2026-01-15 12:05:09',
      '2026-01-15 09:05:09',
    ]);
  });
});
