import { z } from 'zod';

/**
 * A transfer order from forecast to delivered. `fight` is the product's word for palletised;
 * `outOfStock` pauses the order until its customer confirms the shortage.
 */
export const transferStatuses = [
  'forecast',
  'pending',
  'picking',
  'fight',
  'pendingUpload',
  'toBeDelivered',
  'completed',
  'cancelled',
  'outOfStock',
  'customerCancelled',
  'removed',
] as const;
export const transferStatusSchema = z.enum(transferStatuses);
export type TransferStatus = z.infer<typeof transferStatusSchema>;

/** Freight (sea or air to a platform warehouse), trucking (a full truck) and transport orders. */
export const transferKinds = ['freight', 'trucking', 'transport'] as const;
export const transferKindSchema = z.enum(transferKinds);
export type TransferKind = z.infer<typeof transferKindSchema>;

interface TransferActionRule {
  from: readonly TransferStatus[];
  /** null: the action changes fields, not the status. */
  to: TransferStatus | null;
  /** Only warehouse staff may take it; a customer's user is refused. */
  staff?: true;
}

/** Statuses in which the order is still work to do (a carrier, a time or a remark may change). */
const OPEN = [
  'forecast',
  'pending',
  'picking',
  'fight',
  'pendingUpload',
  'toBeDelivered',
  'outOfStock',
] as const;

/** Every move of a transfer order; nothing else changes its status. */
export const transferActions = {
  /** The header and lines are edited (before any stock is allocated). */
  edit: { from: ['forecast', 'pending'], to: null },
  /** The audit accepts the order: it waits for a pick list. */
  verify: { from: ['forecast'], to: 'pending', staff: true },
  /** The audit refuses it with a reason; the customer edits it and it is audited again. */
  reject: { from: ['forecast'], to: 'forecast', staff: true },
  /** A pick list of kind transport or truck now holds its stock. */
  pick: { from: ['pending'], to: 'picking', staff: true },
  /** Withdraw: back to pending, its pick lines and allocated stock released. */
  withdraw: { from: ['picking', 'fight', 'pendingUpload', 'toBeDelivered'], to: 'pending', staff: true },
  /** Withdraw to the pick list: the pallets are undone, the picked stock stays with the order. */
  withdrawToPicking: { from: ['fight', 'pendingUpload', 'toBeDelivered'], to: 'picking', staff: true },
  /** The pallets are built (SavePalletInfo). */
  palletise: { from: ['picking'], to: 'fight', staff: true },
  /** Update state: the pallets wait for the customer's documents (BOL, labels). */
  awaitDocuments: { from: ['fight'], to: 'pendingUpload', staff: true },
  /** Update state: ready for the truck. */
  readyToDeliver: { from: ['fight', 'pendingUpload'], to: 'toBeDelivered', staff: true },
  /** CreatePacking: a palletised order is loaded on an LTL packing (less-than-truckload). */
  pack: { from: ['fight', 'pendingUpload', 'toBeDelivered'], to: null, staff: true },
  /** StandardOrderDelivery: the truck took it. */
  deliver: { from: ['toBeDelivered'], to: 'completed', staff: true },
  /** The warehouse reports that stock is short; work stops until the customer confirms. */
  reportOutOfStock: { from: ['pending', 'picking'], to: 'outOfStock', staff: true },
  /** ConfirmOutOfStock: the customer accepts the shorter quantities and work goes on. */
  confirmOutOfStock: { from: ['outOfStock'], to: 'pending' },
  /** The customer gives the short order up instead. */
  customerCancel: { from: ['outOfStock'], to: 'customerCancelled' },
  cancel: { from: ['forecast', 'pending', 'outOfStock'], to: 'cancelled' },
  /** Soft delete (DeleteTransShipById, DeleteByCancelTransShip). */
  delete: { from: ['forecast', 'cancelled', 'customerCancelled'], to: 'removed' },
  changeCarrier: { from: OPEN, to: null, staff: true },
  updateEstimatedTime: { from: OPEN, to: null },
  /** OverWriteFile: a document may be replaced until the order leaves. */
  overwriteFile: { from: OPEN, to: null },
  /** IsHot: the order goes first on pick lists. */
  markHot: { from: OPEN, to: null, staff: true },
} as const satisfies Record<string, TransferActionRule>;

export type TransferAction = keyof typeof transferActions;
export const transferActionNames = Object.keys(transferActions) as TransferAction[];
export const transferActionSchema = z.enum(transferActionNames as [TransferAction, ...TransferAction[]]);

/** The moves an operator makes through "update state". */
export const transferStateUpdates = ['awaitDocuments', 'readyToDeliver'] as const;
export const transferStateUpdateSchema = z.enum(transferStateUpdates);

/** Is this action open in this state? Screens show buttons by it; the server refuses by it. */
export const transferActionOpen = (status: TransferStatus, action: TransferAction): boolean =>
  (transferActions[action].from as readonly TransferStatus[]).includes(status);

/** Whether only warehouse staff may take the action. */
export const transferStaffOnly = (action: TransferAction): boolean =>
  'staff' in transferActions[action] && transferActions[action].staff === true;

/** The status after the action (unchanged for a field-only action). */
export const transferTarget = (status: TransferStatus, action: TransferAction): TransferStatus =>
  transferActions[action].to ?? status;

/** The actions an order in this status offers to this caller. */
export const transferActionsFrom = (status: TransferStatus, isCustomer: boolean): TransferAction[] =>
  transferActionNames.filter(
    (action) => transferActionOpen(status, action) && !(isCustomer && transferStaffOnly(action)),
  );

/** The list's tabs and the statuses each shows (`all` shows every status but removed). */
export const transferTabs = {
  all: transferStatuses.filter((s) => s !== 'removed'),
  pending: ['pending', 'outOfStock'],
  pendingUpload: ['pendingUpload'],
  picking: ['picking', 'fight'],
  toBeDelivered: ['toBeDelivered'],
  forecast: ['forecast'],
  completed: ['completed'],
  cancelled: ['cancelled', 'customerCancelled'],
  removed: ['removed'],
} as const satisfies Record<string, readonly TransferStatus[]>;
export type TransferTab = keyof typeof transferTabs;
export const transferTabNames = Object.keys(transferTabs) as TransferTab[];
export const transferTabSchema = z.enum(transferTabNames as [TransferTab, ...TransferTab[]]);
