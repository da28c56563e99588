/**
 * Money and measures in integer hundredths (cents, hundredths of a pound or inch), rounded half-up
 * (half away from zero) explicitly, so that no binary fraction decides a cent.
 */

/** 12.345 or "12.345" → 1235. Decimal digits are read from the text, not from the binary value. */
export function toHundredths(value: number | string): number {
  const text = typeof value === 'number' ? value.toFixed(6) : value.trim();
  const match = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || (!match[2] && !match[3])) throw new RangeError(`not a decimal number: ${value}`);
  const [, sign, whole = '', fraction = ''] = match;
  const digits = `${fraction}000`;
  let hundredths = Number(whole || '0') * 100 + Number(digits.slice(0, 2));
  if (Number(digits[2]) >= 5) hundredths += 1;
  return sign === '-' && hundredths ? -hundredths : hundredths;
}

export const toCents = toHundredths;

/** 1235 → "12.35", the numeric(14,2) text. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** percent (up to two decimals, e.g. 15.25) of an amount in cents, half-up to the cent. */
export function percentOf(cents: number, percent: number): number {
  const basisPoints = toHundredths(percent);
  const product = Math.abs(cents * basisPoints);
  const rounded = Math.floor((product + 5000) / 10000);
  return cents * basisPoints < 0 ? -rounded : rounded;
}
