import { z } from 'zod';

/**
 * An inbound shipment (container) from forecast to shelved. `rejected`, `cancelled` and `removed` are
 * the ends a forecast can take besides being received.
 */
export const shipmentStatuses = [
  'forecast',
  'awaitingDeparture',
  'atSea',
  'arrived',
  'reserved',
  'delivered',
  'emptyContainer',
  'shelved',
  'abnormal',
  'rejected',
  'cancelled',
  'removed',
] as const;
export const shipmentStatusSchema = z.enum(shipmentStatuses);
export type ShipmentStatus = z.infer<typeof shipmentStatusSchema>;

interface ShipmentActionRule {
  from: readonly ShipmentStatus[];
  to: ShipmentStatus;
}

/** Where a container may still be late: verified, not yet delivered. */
const UNDELIVERED = ['awaitingDeparture', 'atSea', 'arrived', 'reserved'] as const;

/** Every move of a container; nothing else changes its status. */
export const shipmentActions = {
  /** The operator accepts the forecast; the container waits for its ETD. */
  verify: { from: ['forecast'], to: 'awaitingDeparture' },
  /** The operator refuses the forecast with a reason; the customer may edit and forecast again. */
  reject: { from: ['forecast'], to: 'rejected' },
  /** The customer takes a verified container back to edit it before it leaves. */
  withdraw: { from: ['awaitingDeparture'], to: 'forecast' },
  /** Editing a rejected forecast submits it again. */
  resubmit: { from: ['rejected'], to: 'forecast' },
  cancel: { from: ['forecast', 'awaitingDeparture', 'rejected'], to: 'cancelled' },
  /** Soft delete. */
  delete: { from: ['forecast', 'rejected', 'cancelled'], to: 'removed' },
  /** Update state: the container left the port of loading. */
  depart: { from: ['awaitingDeparture'], to: 'atSea' },
  /** Update state: the container reached the port. */
  arrive: { from: ['atSea', 'abnormal'], to: 'arrived' },
  /** Update state: a delivery appointment at the warehouse is booked. */
  reserve: { from: ['arrived', 'abnormal'], to: 'reserved' },
  /** Update state: the container is at the warehouse. */
  deliver: { from: ['arrived', 'reserved', 'abnormal'], to: 'delivered' },
  /** Update state: unloaded; the goods wait in the receiving area. */
  empty: { from: ['delivered'], to: 'emptyContainer' },
  /** The last line is put away. */
  shelve: { from: ['delivered', 'emptyContainer'], to: 'shelved' },
  /** Raised by the abnormalDay job: still not delivered that many days after its ETA. */
  flagAbnormal: { from: UNDELIVERED, to: 'abnormal' },
} as const satisfies Record<string, ShipmentActionRule>;

export type ShipmentAction = keyof typeof shipmentActions;
export const shipmentActionNames = Object.keys(shipmentActions) as ShipmentAction[];
export const shipmentActionSchema = z.enum(shipmentActionNames as [ShipmentAction, ...ShipmentAction[]]);

/** The moves an operator makes through "update state". */
export const stateUpdateActions = ['depart', 'arrive', 'reserve', 'deliver', 'empty'] as const;
export const stateUpdateActionSchema = z.enum(stateUpdateActions);
export type StateUpdateAction = z.infer<typeof stateUpdateActionSchema>;

export type ShipmentActionResult =
  | { ok: true; status: ShipmentStatus }
  | { ok: false; from: ShipmentStatus; action: ShipmentAction; allowedFrom: readonly ShipmentStatus[] };

/** The status after the action, or a refusal naming the statuses it may start from. */
export function applyShipmentAction(status: ShipmentStatus, action: ShipmentAction): ShipmentActionResult {
  const rule: ShipmentActionRule = shipmentActions[action];
  return rule.from.includes(status)
    ? { ok: true, status: rule.to }
    : { ok: false, from: status, action, allowedFrom: rule.from };
}

/** Whether the action is open in this status (buttons call it; the server checks again). */
export const shipmentActionOpen = (status: ShipmentStatus, action: ShipmentAction): boolean =>
  (shipmentActions[action].from as readonly ShipmentStatus[]).includes(status);

/** The actions a container in this status offers. */
export const shipmentActionsFrom = (status: ShipmentStatus): ShipmentAction[] =>
  shipmentActionNames.filter((action) => shipmentActionOpen(status, action));

/** The header and lines may be edited only before the operator has accepted the forecast. */
export const shipmentEditable = (status: ShipmentStatus): boolean =>
  status === 'forecast' || status === 'rejected';

/** The list's tabs and the statuses each shows (`all` shows every status but removed). */
export const shipmentTabs = {
  all: shipmentStatuses.filter((s) => s !== 'removed'),
  arrival: ['arrived', 'reserved'],
  atSea: ['atSea'],
  delivered: ['delivered', 'emptyContainer', 'shelved'],
  abnormal: ['abnormal'],
  /** Filtered by a received quantity that differs from the forecast, not by status. */
  abnormalDifferent: ['delivered', 'emptyContainer', 'shelved', 'abnormal'],
} as const satisfies Record<string, readonly ShipmentStatus[]>;
export type ShipmentTab = keyof typeof shipmentTabs;
export const shipmentTabNames = Object.keys(shipmentTabs) as ShipmentTab[];
export const shipmentTabSchema = z.enum(shipmentTabNames as [ShipmentTab, ...ShipmentTab[]]);

/** The ETD tip window: a forecast whose ETD is further away than this is flagged on the form. */
export const ETD_TIP_DAYS = 14;
const DAY_MS = 86_400_000;

/** Whether an ETD (yyyy-mm-dd) lies within the next two weeks of `today` (yyyy-mm-dd), today included. */
export function etdWithinTipWindow(etd: string, today: string): boolean {
  const days = (Date.parse(etd) - Date.parse(today)) / DAY_MS;
  return days >= 0 && days <= ETD_TIP_DAYS;
}

/**
 * Whether a container is late: not delivered `abnormalDay` full days after its ETA (dates yyyy-mm-dd).
 * A warehouse with no abnormalDay setting never flags.
 */
export function shipmentOverdue(
  status: ShipmentStatus,
  eta: string | null,
  abnormalDay: number | null,
  today: string,
): boolean {
  if (!eta || abnormalDay == null || abnormalDay <= 0) return false;
  if (!(UNDELIVERED as readonly ShipmentStatus[]).includes(status)) return false;
  return (Date.parse(today) - Date.parse(eta)) / DAY_MS > abnormalDay;
}
