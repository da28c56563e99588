import type { RateCard } from '../../platform/rating/rate-card.ts';
import type { SurchargeRules } from '../../platform/rating/surcharges.ts';

/** The operator's own delivery: the one carrier whose labels are made here, offline (decisions.md). */
export const OWN_CARRIER = 'own';
export const OWN_SERVICE = { code: 'OWN-GROUND', name: 'Own delivery ground' } as const;

/**
 * Zones from a West-coast warehouse by destination ZIP, the specific ranges (Hawaii, Alaska) first
 * because the chart takes the first range that matches.
 */
const zoneChart: RateCard['zoneChart'] = [
  { from: '96700', to: '96899', zone: '8' },
  { from: '99500', to: '99999', zone: '8' },
  { from: '90000', to: '96199', zone: '2' },
  { from: '97000', to: '99499', zone: '3' },
  { from: '80000', to: '89999', zone: '4' },
  { from: '50000', to: '79999', zone: '5' },
  { from: '30000', to: '49999', zone: '6' },
  { from: '00500', to: '29999', zone: '7' },
];

const ZONES = ['2', '3', '4', '5', '6', '7', '8'];
const MAX_LB = 150;

/** Base price in cents: a zone's first pound plus a per-pound step that grows with the zone. */
const price = (zone: number, lb: number) => 500 + (zone - 2) * 75 + (lb - 1) * (40 + 10 * (zone - 2));

export const ownDeliveryRateCard: RateCard = {
  zoneChart,
  weightBreaks: Array.from({ length: MAX_LB }, (_, i) => ({
    upToLb: i + 1,
    prices: Object.fromEntries(ZONES.map((z) => [z, price(Number(z), i + 1)])),
  })),
};

export const ownDeliverySurcharges: SurchargeRules = {
  additionalHandling: {
    fee: 1500,
    longestOver: 48,
    secondLongestOver: 30,
    lengthPlusGirthOver: 105,
    weightOver: 50,
  },
  oversize: { fee: 9500, longestOver: 96, lengthPlusGirthOver: 130, minBillingWeight: 90 },
  unauthorized: { fee: 105000, longestOver: 108, lengthPlusGirthOver: 165, weightOver: 150 },
  remote: { postalCodes: ['59', '82', '83'], fee: 350 },
  dasRemote: { postalCodes: ['967', '968', '995', '996', '997', '998', '999'], fee: 1400 },
  residential: 350,
  signature: { indirect: 300, direct: 550, adult: 700 },
  fuel: { percent: 8, basis: 'base' },
};
