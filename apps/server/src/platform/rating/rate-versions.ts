/**
 * Effective-dated rate cards (docs/architecture.md#rating): a price change is a new version that takes
 * effect from its date, so a charge is priced by the version in force on the day of its fact and keeps
 * the id of that version and the rounding rule beside its amount.
 */

/** Every amount is integer cents; a fraction of a cent is rounded half-up (away from zero), once per line. */
export const ROUNDING_RULE = 'halfUpCentPerLine';
export type RoundingRule = typeof ROUNDING_RULE;

export interface DatedVersion {
  /** YYYY-MM-DD, the first day the version prices. */
  effectiveFrom: string;
}

/** The version in force on `date` (YYYY-MM-DD): the latest one that took effect on or before it. */
export function versionInForce<V extends DatedVersion>(versions: readonly V[], date: string): V | undefined {
  let found: V | undefined;
  for (const v of versions) {
    if (v.effectiveFrom <= date && (!found || v.effectiveFrom > found.effectiveFrom)) found = v;
  }
  return found;
}

/** The calendar day of an instant in UTC, the date a fact is priced on. */
export function factDate(at: Date): string {
  return at.toISOString().slice(0, 10);
}
