import { describe, expect, it } from 'vitest';
import { percentOf } from '../money.ts';
import { billingWeight, dimensionalWeight } from './parcel-measures.ts';
import { type CarrierQuote, rateParcel } from './rate-parcel.ts';
import { factDate, versionInForce } from './rate-versions.ts';
import type { ParcelTraits } from './surcharges.ts';
import { storageCharge } from './warehouse-charges.ts';

/** Hand-computed cases the rating engine must reproduce exactly. */
const card: CarrierQuote['rateCard'] = {
  zoneChart: [{ from: '00500', to: '99999', zone: '5' }],
  weightBreaks: [
    { upToLb: 5, prices: { '5': 1097 } },
    { upToLb: 150, prices: { '5': 2500 } },
  ],
};
const quote: CarrierQuote = {
  carrier: 'ups',
  divisor: 139,
  rateCard: card,
  surcharges: {
    fuel: { percent: 15.25, basis: 'freight' },
    residential: 550,
    oversize: { fee: 11500, longestOver: 96, lengthPlusGirthOver: 130, minBillingWeight: 1 },
    peakSeason: [{ from: '2026-11-01', to: '2027-01-15', fee: 125 }],
  },
};
const parcel: ParcelTraits = {
  length: 6,
  width: 4,
  height: 2,
  weight: 2,
  postalCode: '60601',
  shipDate: '2026-06-01',
};
const lines = (p: ParcelTraits, q = quote): Record<string, number> => {
  const r = rateParcel(p, q);
  if (!r.ok) throw new Error(r.reason);
  return { ...Object.fromEntries(r.feeDetails.map((f) => [f.feeName, f.amount])), total: r.totalFee };
};

describe('rating engine, hand-computed cases', () => {
  it('divisor 139: 20 × 15 × 10 in is 21.58 lb dimensional, billed as 22 lb', () => {
    const box = { length: 20, width: 15, height: 10, weight: 5 };
    expect(dimensionalWeight(box, 139)).toBe(21.58);
    expect(billingWeight(box, 139)).toBe(22);
  });

  it('5,184 in³ is 31.2 lb at divisor 166 and 37.3 lb at 139', () => {
    const box = { length: 18, width: 18, height: 16, weight: 1 };
    expect(box.length * box.width * box.height).toBe(5184);
    expect(dimensionalWeight(box, 166).toFixed(1)).toBe('31.2');
    expect(dimensionalWeight(box, 139).toFixed(1)).toBe('37.3');
  });

  it('fuel at 15.25 % of (10.97 + 5.50) is 2.51, total 18.98', () => {
    expect(percentOf(1097 + 550, 15.25)).toBe(251);
    expect(lines({ ...parcel, residential: true })).toEqual({
      baseFee: 1097,
      residentialDeliveryCharge: 550,
      fuelCharge: 251,
      total: 1898,
    });
  });

  it('oversize only above 96 in of length or 130 in of length + girth', () => {
    const noFuel = { ...quote, surcharges: { ...quote.surcharges, fuel: undefined } };
    const at = (length: number, width: number, height: number) =>
      lines({ ...parcel, length, width, height }, noFuel).overSizeFee;
    expect(at(96, 10, 10)).toBe(11500); // 96 long is not over, but 96 + 40 = 136 L+G is
    expect(at(96, 8, 8)).toBeUndefined();
    expect(at(96.01, 8, 8)).toBe(11500);
    expect(at(60, 17.5, 17.5)).toBeUndefined(); // 60 + 70 = 130, not above
    expect(at(60, 17.5, 17.51)).toBe(11500);
  });

  it('adds the peak-season overlay only inside its dates', () => {
    const peak = (shipDate: string) => lines({ ...parcel, shipDate }).peakSeasonSurcharge;
    expect(peak('2026-10-31')).toBeUndefined();
    expect(peak('2026-11-01')).toBe(125);
    expect(peak('2026-12-24')).toBe(125);
    expect(peak('2027-01-15')).toBe(125);
    expect(peak('2027-01-16')).toBeUndefined();
  });

  it('charges storage from 0.5 m³ a day and rounds once at the bill line', () => {
    // 0.4 m³ counts as 0.5: 0.5 × 10 days × 0.33 = 1.65
    expect(storageCharge([{ volumeM3: 0.4, days: 10 }], 33)).toBe(165);
    // 3.2 × 31 × 0.33 = 32.736 → 32.74 (rounding each day would give 31 × 1.06 = 32.86)
    expect(storageCharge([{ volumeM3: 3.2, days: 31 }], 33)).toBe(3274);
    expect(
      storageCharge(
        [
          { volumeM3: 0.4, days: 10 },
          { volumeM3: 3.2, days: 31 },
        ],
        33,
      ),
    ).toBe(3439);
  });

  it('lifts a zone price to its minimum', () => {
    const withMin = { ...quote, rateCard: { ...card, minimums: { '5': 1200 } }, surcharges: {} };
    expect(lines(parcel, withMin).baseFee).toBe(1200);
    expect(lines({ ...parcel, weight: 20 }, withMin).baseFee).toBe(2500);
  });

  it('finds the version in force on the date of the fact', () => {
    const versions = [
      { id: 'v1', effectiveFrom: '2026-01-01' },
      { id: 'v3', effectiveFrom: '2026-07-01' },
      { id: 'v2', effectiveFrom: '2026-03-15' },
    ];
    expect(versionInForce(versions, '2025-12-31')).toBeUndefined();
    expect(versionInForce(versions, '2026-03-14')?.id).toBe('v1');
    expect(versionInForce(versions, '2026-03-15')?.id).toBe('v2');
    expect(versionInForce(versions, '2026-12-01')?.id).toBe('v3');
    expect(factDate(new Date('2026-07-01T23:59:59Z'))).toBe('2026-07-01');
  });
});
