import { describe, expect, it } from 'vitest';
import { formatCents, percentOf, toCents } from './money.ts';

describe('money in cents', () => {
  it('reads decimals from the text and rounds half up', () => {
    expect(toCents('12.34')).toBe(1234);
    expect(toCents('12.345')).toBe(1235);
    expect(toCents('12.3449')).toBe(1234);
    expect(toCents(1.005)).toBe(101); // 1.005 is 1.00499… in binary; Math.round(100.49…) would say 100
    expect(toCents(2.675)).toBe(268);
    expect(toCents('7')).toBe(700);
    expect(toCents('.5')).toBe(50);
    expect(toCents('-0.125')).toBe(-13);
    expect(() => toCents('12,5')).toThrow(RangeError);
  });

  it('formats as numeric(14,2) text', () => {
    expect(formatCents(1235)).toBe('12.35');
    expect(formatCents(5)).toBe('0.05');
    expect(formatCents(-1205)).toBe('-12.05');
  });

  it('takes a percentage half up to the cent', () => {
    expect(percentOf(1000, 15)).toBe(150);
    expect(percentOf(1234, 15.25)).toBe(188); // 188.185
    expect(percentOf(1010, 5)).toBe(51); // 50.5 goes up
    expect(percentOf(1009, 5)).toBe(50); // 50.45 goes down
    expect(percentOf(0, 20)).toBe(0);
  });
});
