import type { ShipmentStatus } from './shipment-status.ts';

type ReceiptState = 'notReceived' | 'partlyReceived' | 'received';

/** Statuses a container is counted in on the dock; the first count marks it delivered. */
export const RECEIVABLE_STATUSES: readonly ShipmentStatus[] = [
  'arrived',
  'reserved',
  'delivered',
  'abnormal',
];

/** Whether the PDA may still count goods of this container (the server checks again). */
export const canReceive = (status: ShipmentStatus, receiptState: ReceiptState): boolean =>
  RECEIVABLE_STATUSES.includes(status) && receiptState !== 'received';

/** Whether unloading can be closed: it is delivered and something was counted. */
export const canFinishReceipt = (status: ShipmentStatus, receiptState: ReceiptState): boolean =>
  status === 'delivered' && receiptState === 'partlyReceived';

/** Goods are put away once the receipt is closed, until the container is shelved. */
export const canPutAway = (status: ShipmentStatus, receiptState: ReceiptState): boolean =>
  status === 'emptyContainer' && receiptState === 'received';

interface CountedLine {
  qty: number;
  receivedQty: number;
  damagedQty: number;
  shelvedQty: number;
  unexpected: boolean;
}

/** Good units wait in the receiving area for put-away; damaged ones are reported, not stocked. */
export const goodQty = (line: Pick<CountedLine, 'receivedQty' | 'damagedQty'>): number =>
  line.receivedQty - line.damagedQty;

/** What is left of a line to put away. */
export const putAwayRemaining = (line: CountedLine): number => goodQty(line) - line.shelvedQty;

/** Short, over and damaged units of a line, against its forecast. */
export function lineDifference(line: CountedLine) {
  return {
    short: Math.max(0, line.qty - line.receivedQty),
    over: Math.max(0, line.receivedQty - line.qty),
    damaged: line.damagedQty,
    unexpected: line.unexpected,
  };
}

/** Whether a count differs from the forecast: a short, over, damaged or unexpected line. */
export const receiptDiffers = (lines: readonly CountedLine[]): boolean =>
  lines.some((l) => {
    const d = lineDifference(l);
    return d.short > 0 || d.over > 0 || d.damaged > 0 || d.unexpected;
  });

/** The container is shelved when every counted good unit is on a location. */
export const allShelved = (lines: readonly CountedLine[]): boolean =>
  lines.every((l) => putAwayRemaining(l) <= 0);
