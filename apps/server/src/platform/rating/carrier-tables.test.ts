import { describe, expect, it } from 'vitest';
import { fuelPercentOn, withRemoteAreas, withWeeklyFuel } from './carrier-tables.ts';
import { areaSurcharge, type SurchargeRules } from './surcharges.ts';

const card: SurchargeRules = {
  remote: { postalCodes: ['59'], fee: 350 },
  dasRemote: { postalCodes: ['967'], fee: 1400 },
  fuel: { percent: 8, basis: 'base' },
};

describe('carrier tables', () => {
  it("replaces a card's area postal codes with the imported ones and keeps its fees", () => {
    const rules = withRemoteAreas(card, { remote: ['100'], extendedRemote: ['101'], dasRemote: [] });
    expect(areaSurcharge(rules, '10001')).toEqual({ name: 'remoteFee', amount: 350 });
    // the card has no extended-remote fee: the code is known, the fee waits for a quotation
    expect(areaSurcharge(rules, '10101')).toEqual({ name: 'ultraRemoteFee', amount: 0 });
    expect(areaSurcharge(rules, '59001')).toBeUndefined();
    expect(areaSurcharge(rules, '96701')).toBeUndefined();
  });

  it('takes the weekly fuel rate in force on the day', () => {
    const weeks = [
      { weekStart: '2026-06-01', percent: 14 },
      { weekStart: '2026-06-08', percent: 15.25 },
    ];
    expect(fuelPercentOn(weeks, '2026-05-31')).toBeUndefined();
    expect(fuelPercentOn(weeks, '2026-06-07')).toBe(14);
    expect(fuelPercentOn(weeks, '2026-06-08')).toBe(15.25);
    expect(fuelPercentOn(weeks, '2026-12-31')).toBe(15.25);
  });

  it("lets a quotation's fixed fuel percentage win over the table, and takes the quotation's basis", () => {
    expect(withWeeklyFuel(card, 15.25, undefined).fuel).toEqual({ percent: 15.25, basis: 'base' });
    expect(withWeeklyFuel(card, 15.25, { fuelPercent: null, fuelBasis: 'freight' }).fuel).toEqual({
      percent: 15.25,
      basis: 'freight',
    });
    expect(withWeeklyFuel(card, 15.25, { fuelPercent: 10, fuelBasis: 'freight' })).toBe(card);
    expect(withWeeklyFuel(card, undefined, undefined)).toBe(card);
  });
});
