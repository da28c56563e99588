import { FEE_TYPES, type FeeTotals, type FeeType } from '@wms/api';
import { formatCents } from '../../platform/money.ts';
import { roundMilli } from './ledger.service.ts';

export const dollars = (cents: number) => Number(formatCents(cents));

/**
 * A bill's fee components: each fee type's exact sum rounded half-up once, and the bill's money as the
 * sum of those lines, so the total always equals the lines shown.
 */
export function feeTotals(rows: ReadonlyArray<{ feeType: string; milli: number | string }>) {
  const milli = new Map<FeeType, number>();
  for (const r of rows)
    milli.set(r.feeType as FeeType, (milli.get(r.feeType as FeeType) ?? 0) + Number(r.milli));
  let totalCents = 0;
  const fees = {} as FeeTotals;
  for (const type of FEE_TYPES) {
    const cents = roundMilli(milli.get(type) ?? 0);
    totalCents += cents;
    fees[type] = dollars(cents);
  }
  return { fees, totalCents, billMoney: dollars(totalCents) };
}
