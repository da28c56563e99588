import { describe, expect, it } from 'vitest';
import { type CarrierQuote, rateParcel } from './rate-parcel.ts';
import type { ParcelTraits, SurchargeRules } from './surcharges.ts';

const rateCard: CarrierQuote['rateCard'] = {
  zoneChart: [
    { from: '00500', to: '49999', zone: '8' },
    { from: '50000', to: '99999', zone: '2' },
  ],
  weightBreaks: [
    { upToLb: 1, prices: { '2': 900, '8': 1200 } },
    { upToLb: 5, prices: { '2': 1100, '8': 1600 } },
    { upToLb: 10, prices: { '2': 1500, '8': 2400 } },
    { upToLb: 90, prices: { '2': 9000, '8': 15000 } },
    { upToLb: 150, prices: { '2': 14000, '8': 22000 } },
  ],
};
/** The carriers' published size limits, with this customer's surcharge prices. */
const surcharges: SurchargeRules = {
  fuel: { percent: 15.25, basis: 'freight' },
  additionalHandling: {
    fee: 1850,
    longestOver: 48,
    secondLongestOver: 30,
    lengthPlusGirthOver: 105,
    weightOver: 50,
  },
  oversize: { fee: 11500, longestOver: 96, lengthPlusGirthOver: 130, minBillingWeight: 90 },
  unauthorized: { fee: 105000, longestOver: 108, lengthPlusGirthOver: 165, weightOver: 150 },
  nonMachinable: { fee: 400, longestOver: 27, weightOver: 35 },
  remote: { postalCodes: ['9'], fee: 300 },
  ultraRemote: { postalCodes: ['967', '968'], fee: 1500 },
  dasRemote: { postalCodes: ['995'], fee: 4200 },
  peakSeason: [{ from: '2026-10-04', to: '2027-01-16', fee: 125 }],
  residential: 545,
  signature: { direct: 650, adult: 775 },
};
const quote: CarrierQuote = { carrier: 'ups', divisor: 139, rateCard, surcharges };
const small: ParcelTraits = {
  length: 12,
  width: 10,
  height: 8,
  weight: 3.2,
  postalCode: '60601',
  shipDate: '2026-06-01',
};

const fees = (parcel: ParcelTraits, q = quote) => {
  const result = rateParcel(parcel, q);
  if (!result.ok) throw new Error(result.reason);
  return Object.fromEntries(result.feeDetails.map((f) => [f.feeName, f.amount]));
};

describe('rateParcel', () => {
  it('prices the zone and weight break and adds fuel on the freight', () => {
    const result = rateParcel(small, quote);
    // dim 6.91 → 7 lb → the 10 lb break, zone 2: 15.00; fuel 15.25% → 2.2875 → 2.29
    expect(result).toEqual({
      ok: true,
      billingWeight: 7,
      dimWeight: 6.91,
      lengthPlusGirth: 48,
      zone: '2',
      totalFee: 1729,
      feeDetails: [
        { feeName: 'baseFee', amount: 1500 },
        { feeName: 'fuelCharge', amount: 229 },
      ],
    });
  });

  it('adds residential, signature and peak-season fees and puts fuel on all of them', () => {
    const f = fees({ ...small, residential: true, signature: 'adult', shipDate: '2026-12-01' });
    expect(f).toEqual({
      baseFee: 1500,
      peakSeasonSurcharge: 125,
      residentialDeliveryCharge: 545,
      signFee: 775,
      fuelCharge: 449, // 15.25% of 29.45 = 4.4911…
    });
    const onBase = fees(
      { ...small, residential: true },
      { ...quote, surcharges: { ...surcharges, fuel: { percent: 10, basis: 'base' } } },
    );
    expect(onBase.fuelCharge).toBe(150);
  });

  it('charges one area surcharge, the most remote that matches', () => {
    expect(fees({ ...small, postalCode: '99501' })).toMatchObject({ dasRemote: 4200 });
    expect(fees({ ...small, postalCode: '99501' }).remoteFee).toBeUndefined();
    expect(fees({ ...small, postalCode: '96813-1234' })).toMatchObject({ ultraRemoteFee: 1500 });
    expect(fees({ ...small, postalCode: '90210' })).toMatchObject({ remoteFee: 300 });
  });

  it('charges one size class: additional handling, oversize with its minimum weight, or over the limits', () => {
    const ahs = fees({ ...small, length: 50, weight: 20 });
    expect(ahs.ashFee).toBe(1850);
    expect(ahs.nonMotorizedFee).toBe(400); // longest over 27 in
    const oversize = rateParcel({ ...small, length: 100, width: 10, height: 10, weight: 20 }, quote);
    expect(oversize).toMatchObject({ ok: true, billingWeight: 90, lengthPlusGirth: 140 });
    const o = fees({ ...small, length: 100, width: 10, height: 10, weight: 20 });
    expect([o.overSizeFee, o.ashFee, o.baseFee]).toEqual([11500, undefined, 9000]);
    const over = fees({ ...small, length: 110, width: 10, height: 10, weight: 20 });
    expect([over.unauthorizedPackage, over.overSizeFee]).toEqual([105000, undefined]);
  });

  it('charges the second side and weight triggers of additional handling', () => {
    expect(fees({ ...small, length: 40, width: 31, height: 5 }).ashFee).toBe(1850);
    expect(fees({ ...small, weight: 51 }).ashFee).toBe(1850);
    expect(fees({ ...small, length: 40, width: 25, height: 5, weight: 30 }).ashFee).toBeUndefined();
  });

  it('refuses a destination outside the zone chart or a weight beyond the card', () => {
    expect(rateParcel({ ...small, postalCode: 'K1A 0B1' }, quote)).toEqual({ ok: false, reason: 'noZone' });
    expect(rateParcel({ ...small, postalCode: '00100' }, quote)).toEqual({ ok: false, reason: 'noZone' });
    expect(rateParcel({ ...small, weight: 149.5 }, { ...quote, surcharges: {} })).toMatchObject({
      billingWeight: 150,
    });
    expect(rateParcel({ ...small, weight: 150.01 }, { ...quote, surcharges: {} })).toEqual({
      ok: false,
      reason: 'noRate',
    });
  });
});
