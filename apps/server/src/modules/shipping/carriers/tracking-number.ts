import type { Executor } from '../../../db/client.ts';
import { dayOf, takeNumbers } from '../../../platform/counters.ts';

/** Luhn (mod 10) check digit of a digit string: catches every single-digit error and most swaps. */
export function luhnDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

/** Whether an own-delivery tracking number is well formed and its check digit right. */
export function isOwnTrackingNo(value: string): boolean {
  const match = /^OD(\d{13})(\d)$/.exec(value);
  return !!match && luhnDigit(match[1]!) === Number(match[2]);
}

/**
 * The own delivery's tracking numbers: `OD` + yymmdd + a seven-digit daily sequence per tenant + a Luhn
 * check digit, e.g. OD26110500000127.
 */
export async function nextOwnTrackingNo(tx: Executor, tenantId: string, now: Date): Promise<string> {
  const day = dayOf(now);
  const [n] = await takeNumbers(tx, tenantId, 'ownTracking', day);
  const body = `${day}${String(n).padStart(7, '0')}`;
  return `OD${body}${luhnDigit(body)}`;
}
