import type { pickListStates } from './pick-list.schema.ts';

type PickListState = (typeof pickListStates)[number];

/** A list still being worked on: its picker may change, it may be taken back or marked short. */
export const isPickListOpen = (state: PickListState): boolean => state !== 'picked' && state !== 'cancelled';

/** Any list not cancelled may get or change its custodian, who keeps the goods until they ship. */
export const canAllocateCustodian = (state: PickListState): boolean => state !== 'cancelled';
