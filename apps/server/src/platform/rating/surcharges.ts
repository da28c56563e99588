import { lengthPlusGirth, type ParcelSize, sortedSides } from './parcel-measures.ts';
import { postalCode5 } from './rate-card.ts';

/** The fee lines, in the order a trial result lists them. */
export const feeNames = [
  'baseFee',
  'ashFee',
  'overSizeFee',
  'unauthorizedPackage',
  'remoteFee',
  'ultraRemoteFee',
  'dasRemote',
  'nonMotorizedFee',
  'peakSeasonSurcharge',
  'residentialDeliveryCharge',
  'signFee',
  'fuelCharge',
] as const;
export type FeeName = (typeof feeNames)[number];

export const signatureTypes = ['none', 'indirect', 'direct', 'adult'] as const;
export type SignatureType = (typeof signatureTypes)[number];

/** Size thresholds are "over" (strictly greater than), in inches and lb; fees in cents. */
export interface SurchargeRules {
  fuel?: { percent: number; basis: 'base' | 'freight' };
  additionalHandling?: {
    fee: number;
    longestOver: number;
    secondLongestOver: number;
    lengthPlusGirthOver: number;
    weightOver: number;
  };
  oversize?: { fee: number; longestOver: number; lengthPlusGirthOver: number; minBillingWeight: number };
  unauthorized?: { fee: number; longestOver: number; lengthPlusGirthOver: number; weightOver: number };
  nonMachinable?: { fee: number; longestOver: number; weightOver: number };
  /** Postal codes or prefixes; one area surcharge per parcel, the most remote that matches. */
  remote?: { postalCodes: string[]; fee: number };
  ultraRemote?: { postalCodes: string[]; fee: number };
  dasRemote?: { postalCodes: string[]; fee: number };
  peakSeason?: Array<{ from: string; to: string; fee: number }>;
  residential?: number;
  signature?: Partial<Record<SignatureType, number>>;
}

export interface ParcelTraits extends ParcelSize {
  postalCode: string;
  residential?: boolean;
  signature?: SignatureType;
  /** YYYY-MM-DD */
  shipDate: string;
  /** Packaging a sorter cannot take (e.g. not boxed), whatever its size. */
  nonMachinable?: boolean;
}

type Fee = { name: FeeName; amount: number };

/** One size class per parcel, the most severe: over the maximum limits, oversize, additional handling. */
export function sizeSurcharge(rules: SurchargeRules, parcel: ParcelSize): Fee | undefined {
  const [longest, second] = sortedSides(parcel);
  const girth = lengthPlusGirth(parcel);
  const { unauthorized: u, oversize: o, additionalHandling: a } = rules;
  if (u && (longest > u.longestOver || girth > u.lengthPlusGirthOver || parcel.weight > u.weightOver)) {
    return { name: 'unauthorizedPackage', amount: u.fee };
  }
  if (o && (longest > o.longestOver || girth > o.lengthPlusGirthOver))
    return { name: 'overSizeFee', amount: o.fee };
  const ahs =
    a &&
    (longest > a.longestOver ||
      second > a.secondLongestOver ||
      girth > a.lengthPlusGirthOver ||
      parcel.weight > a.weightOver);
  return ahs ? { name: 'ashFee', amount: a.fee } : undefined;
}

export function areaSurcharge(rules: SurchargeRules, postalCode: string): Fee | undefined {
  const code = postalCode5(postalCode) ?? postalCode;
  const areas = [
    ['dasRemote', rules.dasRemote],
    ['ultraRemoteFee', rules.ultraRemote],
    ['remoteFee', rules.remote],
  ] as const;
  for (const [name, area] of areas) {
    if (area?.postalCodes.some((prefix) => prefix && code.startsWith(prefix)))
      return { name, amount: area.fee };
  }
  return undefined;
}

/** The flat per-parcel surcharges besides size, area and fuel. */
export function serviceSurcharges(rules: SurchargeRules, parcel: ParcelTraits): Fee[] {
  const fees: Fee[] = [];
  const [longest] = sortedSides(parcel);
  const n = rules.nonMachinable;
  if (n && (parcel.nonMachinable || longest > n.longestOver || parcel.weight > n.weightOver)) {
    fees.push({ name: 'nonMotorizedFee', amount: n.fee });
  }
  const peak = rules.peakSeason?.find((w) => w.from <= parcel.shipDate && parcel.shipDate <= w.to);
  if (peak) fees.push({ name: 'peakSeasonSurcharge', amount: peak.fee });
  if (parcel.residential && rules.residential) {
    fees.push({ name: 'residentialDeliveryCharge', amount: rules.residential });
  }
  const sign = rules.signature?.[parcel.signature ?? 'none'];
  if (sign) fees.push({ name: 'signFee', amount: sign });
  return fees;
}
