import { percentOf } from '../money.ts';
import { billingWeight, dimensionalWeight, lengthPlusGirth } from './parcel-measures.ts';
import { basePrice, type RateCard, zoneFor } from './rate-card.ts';
import {
  areaSurcharge,
  type FeeName,
  feeNames,
  type ParcelTraits,
  type SurchargeRules,
  serviceSurcharges,
  sizeSurcharge,
} from './surcharges.ts';

export interface CarrierQuote {
  carrier: string;
  /** From `dimDivisor(carrier, customer)`. */
  divisor: number;
  rateCard: RateCard;
  surcharges: SurchargeRules;
}

export interface FeeDetail {
  feeName: FeeName;
  /** cents */
  amount: number;
}

export type RateResult =
  | {
      ok: true;
      billingWeight: number;
      dimWeight: number;
      lengthPlusGirth: number;
      zone: string;
      /** cents */
      totalFee: number;
      feeDetails: FeeDetail[];
    }
  | { ok: false; reason: 'noZone' | 'noRate' };

/**
 * Trial freight of one parcel (docs/architecture.md#rating): billing weight, zone, base price from the rate
 * card, then the surcharges; fuel last, as a percentage of the base price or of all the freight before it.
 */
export function rateParcel(parcel: ParcelTraits, quote: CarrierQuote): RateResult {
  const zone = zoneFor(quote.rateCard, parcel.postalCode);
  if (zone === undefined) return { ok: false, reason: 'noZone' };
  const rules = quote.surcharges;
  const size = sizeSurcharge(rules, parcel);
  let weight = billingWeight(parcel, quote.divisor);
  // carriers bill an oversize parcel at no less than a minimum weight
  if (size?.name === 'overSizeFee' && rules.oversize)
    weight = Math.max(weight, rules.oversize.minBillingWeight);
  const base = basePrice(quote.rateCard, zone, weight);
  if (base === undefined) return { ok: false, reason: 'noRate' };
  const fees = [{ name: 'baseFee' as FeeName, amount: base }, size, areaSurcharge(rules, parcel.postalCode)]
    .concat(serviceSurcharges(rules, parcel))
    .filter((f) => f !== undefined);
  if (rules.fuel) {
    const freight = fees.reduce((sum, f) => sum + f.amount, 0);
    const fuel = percentOf(rules.fuel.basis === 'base' ? base : freight, rules.fuel.percent);
    fees.push({ name: 'fuelCharge', amount: fuel });
  }
  const feeDetails = fees
    .filter((f) => f.name === 'baseFee' || f.amount > 0)
    .sort((p, q) => feeNames.indexOf(p.name) - feeNames.indexOf(q.name))
    .map((f) => ({ feeName: f.name, amount: f.amount }));
  return {
    ok: true,
    billingWeight: weight,
    dimWeight: dimensionalWeight(parcel, quote.divisor),
    lengthPlusGirth: lengthPlusGirth(parcel),
    zone,
    totalFee: feeDetails.reduce((sum, f) => sum + f.amount, 0),
    feeDetails,
  };
}
