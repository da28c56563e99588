/**
 * Rating (docs/architecture.md#rating): the time to price 100,000 billable parcel facts against one rate
 * card of 8 zones × 20 weight breaks with 6 surcharges, each fact on its own date through the version in
 * force. Goal: under 2 s on the 2-core machine.
 */

import type { RateCard } from '../apps/server/src/platform/rating/rate-card.ts';
import { rateParcel } from '../apps/server/src/platform/rating/rate-parcel.ts';
import { versionInForce } from '../apps/server/src/platform/rating/rate-versions.ts';
import type { ParcelTraits, SurchargeRules } from '../apps/server/src/platform/rating/surcharges.ts';
import { seededRandom } from '../apps/server/src/testing/seeded-random.ts';

const FACTS = 100_000;
/** 20 whole-pound breaks up to 150 lb. */
const BREAKS = [1, 2, 3, 4, 5, 6, 8, 10, 15, 20, 25, 30, 40, 50, 60, 70, 90, 110, 130, 150];
const zones = ['2', '3', '4', '5', '6', '7', '8', '9'];

const rateCard: RateCard = {
  zoneChart: zones.map((zone, i) => ({
    from: String(i * 12500).padStart(5, '0'),
    to: String(i * 12500 + 12499).padStart(5, '0'),
    zone,
  })),
  weightBreaks: BREAKS.map((upToLb, b) => ({
    upToLb,
    prices: Object.fromEntries(zones.map((z, i) => [z, 800 + b * 150 + i * 90])),
  })),
  minimums: Object.fromEntries(zones.map((z) => [z, 900])),
};
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
  remote: { postalCodes: ['995', '996', '967', '968'], fee: 300 },
  peakSeason: [{ from: '2026-11-01', to: '2027-01-15', fee: 125 }],
  residential: 545,
};
/** Two versions a month apart: the second raises every price by 5 %. */
const versions = [
  { id: 'v1', effectiveFrom: '2026-01-01', rateCard, surcharges },
  {
    id: 'v2',
    effectiveFrom: '2026-07-01',
    surcharges,
    rateCard: {
      ...rateCard,
      weightBreaks: rateCard.weightBreaks.map((b) => ({
        upToLb: b.upToLb,
        prices: Object.fromEntries(Object.entries(b.prices).map(([z, p]) => [z, Math.round(p * 1.05)])),
      })),
    },
  },
];

function facts(): ParcelTraits[] {
  const rnd = seededRandom(21);
  return Array.from({ length: FACTS }, () => ({
    length: rnd.int(4, 40),
    width: rnd.int(4, 24),
    height: rnd.int(2, 18),
    weight: rnd.int(10, 9000) / 100,
    postalCode: String(rnd.int(0, 99999)).padStart(5, '0'),
    residential: rnd.next() < 0.4,
    shipDate: `2026-${String(rnd.int(1, 12)).padStart(2, '0')}-${String(rnd.int(1, 28)).padStart(2, '0')}`,
  }));
}

export async function run() {
  const all = facts();
  const started = performance.now();
  let cents = 0;
  let refused = 0;
  for (const fact of all) {
    const version = versionInForce(versions, fact.shipDate)!;
    const r = rateParcel(fact, {
      carrier: 'ups',
      divisor: 139,
      rateCard: version.rateCard,
      surcharges: version.surcharges,
    });
    if (r.ok) cents += r.totalFee;
    else refused++;
  }
  const elapsed = performance.now() - started;
  console.log(
    `${FACTS.toLocaleString('en')} facts, 8 zones × 20 breaks, 6 surcharges, 2 versions: ${(elapsed / 1000).toFixed(2)} s` +
      ` (${Math.round(FACTS / (elapsed / 1000)).toLocaleString('en')} facts/s; goal < 2 s); ` +
      `${refused} beyond the card, total ${(cents / 100).toFixed(2)}`,
  );
}
