import type { BILL_STATES } from './finance.schema.ts';

export type BillState = (typeof BILL_STATES)[number];

/**
 * What may be done to a bill in each state. A bill is closed `unsettled`; it is `settled` when its
 * payments reach its total, after which its lines are final: no correction, no further payment.
 */
export const BILL_ACTIONS = {
  adjust: ['unsettled'],
  writeOff: ['unsettled'],
} as const satisfies Record<string, readonly BillState[]>;
export type BillAction = keyof typeof BILL_ACTIONS;

export const billActionOpen = (state: BillState, action: BillAction): boolean =>
  (BILL_ACTIONS[action] as readonly BillState[]).includes(state);

/** The state after a payment: settled once the paid amount covers the total (cents). */
export const billStateAfterPayment = (totalCents: number, paidCents: number): BillState =>
  paidCents >= totalCents ? 'settled' : 'unsettled';

/** A month can be closed into bills only once it is over (YYYY-MM before the clock's month). */
export const monthClosable = (billMonth: string, today: string): boolean => billMonth < today.slice(0, 7);
