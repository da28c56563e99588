import type { pickListStates } from './pick-list.schema.ts';

type PickListState = (typeof pickListStates)[number];

/** A list still being worked on: its picker may change, it may be taken back or marked short. */
export const isPickListOpen = (state: PickListState): boolean => state !== 'picked' && state !== 'cancelled';

/** Any list not cancelled may get or change its custodian, who keeps the goods until they ship. */
export const canAllocateCustodian = (state: PickListState): boolean => state !== 'cancelled';

/**
 * What a generation makes: lists of at most `orderLimit` orders (the warehouse's limit per list), at most
 * `maxLists` of them, from the chosen orders or the waiting ones. Orders the stock cannot cover go out of
 * stock instead, so this is the most it makes.
 */
export function pickListPlan(available: number, orderLimit: number, maxLists: number) {
  const limit = Math.max(1, orderLimit);
  const orders = Math.min(available, limit * Math.max(1, maxLists));
  return { orders, lists: Math.ceil(orders / limit), left: available - orders };
}
