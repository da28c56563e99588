import { versionInForce } from './rate-versions.ts';
import type { SurchargeRules } from './surcharges.ts';

/** A carrier's imported remote-area postal codes (or prefixes), by the area surcharge they trigger. */
export interface RemoteAreaCodes {
  remote: string[];
  extendedRemote: string[];
  dasRemote: string[];
}

/**
 * A card's rules with the carrier's imported remote areas: the imported codes replace the card's postal
 * codes of all three area rules (an import is the carrier's whole list); each fee stays the card's, or
 * nothing until a quotation prices it.
 */
export function withRemoteAreas(rules: SurchargeRules, areas: RemoteAreaCodes): SurchargeRules {
  return {
    ...rules,
    remote: { postalCodes: areas.remote, fee: rules.remote?.fee ?? 0 },
    ultraRemote: { postalCodes: areas.extendedRemote, fee: rules.ultraRemote?.fee ?? 0 },
    dasRemote: { postalCodes: areas.dasRemote, fee: rules.dasRemote?.fee ?? 0 },
  };
}

export interface WeeklyFuelRate {
  /** YYYY-MM-DD, a Monday */
  weekStart: string;
  percent: number;
}

/** The weekly fuel percentage in force on `day`: the latest week that began on or before it. */
export function fuelPercentOn(rates: readonly WeeklyFuelRate[], day: string): number | undefined {
  return versionInForce(
    rates.map((r) => ({ ...r, effectiveFrom: r.weekStart })),
    day,
  )?.percent;
}

/**
 * Fuel from the weekly table, where the quotation fixes no percentage of its own: the table's rate on the
 * fact's day, on the basis the quotation (else the card) names, freight by default.
 */
export function withWeeklyFuel(
  rules: SurchargeRules,
  weeklyPercent: number | undefined,
  quoted: { fuelPercent: number | null; fuelBasis: 'base' | 'freight' } | undefined,
): SurchargeRules {
  if (weeklyPercent === undefined || (quoted && quoted.fuelPercent !== null)) return rules;
  const basis = quoted?.fuelBasis ?? rules.fuel?.basis ?? 'freight';
  return { ...rules, fuel: { percent: weeklyPercent, basis } };
}
