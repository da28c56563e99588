import type { OCCUPATION_KINDS, OCCUPATION_STATES } from './stock.schema.ts';

export interface HeldOccupation {
  kind: (typeof OCCUPATION_KINDS)[number];
  state: (typeof OCCUPATION_STATES)[number];
}

/** Only a manual lock that still holds stock is unlocked: released or shipped goods are not given back. */
export const canUnlock = (occupation: HeldOccupation): boolean =>
  occupation.kind === 'lock' && occupation.state === 'active';
