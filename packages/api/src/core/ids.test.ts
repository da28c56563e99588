import { describe, expect, it } from 'vitest';
import { UUID_PATTERN, uuidv7 } from './ids.ts';

describe('uuidv7', () => {
  it('is a version 7, variant 10 UUID whose first 48 bits are the time', () => {
    const at = Date.UTC(2026, 10, 26, 3, 4, 5, 678);
    const id = uuidv7(at);
    expect(id).toMatch(UUID_PATTERN);
    expect(id[14]).toBe('7');
    expect('89ab').toContain(id[19]);
    expect(Number.parseInt(id.replaceAll('-', '').slice(0, 12), 16)).toBe(at);
  });

  it('never repeats across refills of its random pool, and sorts by time', () => {
    const ids = Array.from({ length: 2000 }, (_, i) => uuidv7(1_000_000 + i));
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
    // The random part differs between ids of one millisecond, pool boundary included.
    const same = Array.from({ length: 600 }, () => uuidv7(42).slice(14));
    expect(new Set(same).size).toBe(same.length);
  });
});
