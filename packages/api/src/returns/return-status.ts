import { z } from 'zod';

/** The statuses of a customer return. */
export const returnStatuses = [
  'pending',
  'ordered',
  'toReceive',
  'received',
  'hasAddTo',
  'completed',
  'pendingClaim',
  'cancelled',
] as const;
export const returnStatusSchema = z.enum(returnStatuses);
export type ReturnStatus = z.infer<typeof returnStatusSchema>;

/** What may become of returned units: back to stock, destroyed, or received (collected) by the customer. */
export const returnHandlings = ['putAway', 'destroy', 'receive'] as const;
export const returnHandlingSchema = z.enum(returnHandlings);
export type ReturnHandling = z.infer<typeof returnHandlingSchema>;

interface ReturnActionRule {
  from: readonly ReturnStatus[];
  to: ReturnStatus;
}

/**
 * Every move of a return, with the statuses it may start from. `receive` of a parcel nobody owns leads
 * to pendingClaim instead, and `handle` leads to hasAddTo when any unit goes back to stock
 * (`handledStatus`); nothing else moves a return.
 */
export const returnActions = {
  /** A return label is made for the customer's parcel. */
  createLabel: { from: ['pending'], to: 'ordered' },
  /** The parcel is on its way to the warehouse. */
  dispatch: { from: ['pending', 'ordered'], to: 'toReceive' },
  /** The warehouse counts the parcel in, good and damaged units apart. */
  receive: { from: ['pending', 'ordered', 'toReceive'], to: 'received' },
  /** A customer claims a parcel that arrived without a known owner; it is then counted in by product. */
  claim: { from: ['pendingClaim'], to: 'toReceive' },
  /** The handling is chosen and applied (by the customer, the warehouse, or after receiptDay days). */
  handle: { from: ['received'], to: 'completed' },
  /** Put-away units are on their location: the return is done. */
  complete: { from: ['hasAddTo'], to: 'completed' },
  cancel: { from: ['pending', 'ordered', 'toReceive'], to: 'cancelled' },
} as const satisfies Record<string, ReturnActionRule>;

export type ReturnAction = keyof typeof returnActions;
export const returnActionNames = Object.keys(returnActions) as ReturnAction[];

/** Is this action open in this state? Screens show buttons by it; the server refuses by it. */
export const canReturn = (status: ReturnStatus, action: ReturnAction): boolean =>
  (returnActions[action].from as readonly ReturnStatus[]).includes(status);

/** The actions a return in this status offers. */
export const returnActionsFrom = (status: ReturnStatus): ReturnAction[] =>
  returnActionNames.filter((action) => canReturn(status, action));

/** Where `handle` leads: hasAddTo when any units go back to stock, otherwise completed. */
export const handledStatus = (choices: readonly ReturnHandling[]): ReturnStatus =>
  choices.includes('putAway') ? 'hasAddTo' : 'completed';

/** The list tabs and the statuses each shows. */
export const returnTabs = {
  all: returnStatuses,
  pending: ['pending', 'ordered'],
  toReceive: ['toReceive'],
  received: ['received'],
  pendingClaim: ['pendingClaim'],
  completed: ['hasAddTo', 'completed'],
  cancelled: ['cancelled'],
} as const satisfies Record<string, readonly ReturnStatus[]>;
export type ReturnTab = keyof typeof returnTabs;
export const returnTabNames = Object.keys(returnTabs) as ReturnTab[];
