import { describe, expect, it } from 'vitest';
import { formatAmount, formatMeasure, formatMoney } from './numbers.ts';

describe('number formatters', () => {
  it('shows money in USD with two decimals in both languages', () => {
    expect(formatMoney(1234.5, 'en')).toBe('$1,234.50');
    expect(formatMoney('1234.5', 'zh-CN')).toBe('US$1,234.50');
    expect(formatMoney(-3, 'en')).toBe('-$3.00');
  });

  it('shows plain amounts with two decimals', () => {
    expect(formatAmount('12', 'en')).toBe('12.00');
  });

  it('shows lbs, in and m³ with up to two decimals', () => {
    expect(formatMeasure(12.5, 'lb', 'en')).toBe('12.5 lbs');
    expect(formatMeasure('1024', 'in', 'zh-CN')).toBe('1,024 in');
    expect(formatMeasure(0.3456, 'm3', 'en')).toBe('0.35 m³');
  });
});
