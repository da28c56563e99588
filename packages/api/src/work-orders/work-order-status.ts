import { z } from 'zod';

/** The statuses of a work order (ticket). */
export const workOrderStatuses = ['pending', 'processing', 'finished', 'cancelled'] as const;
export const workOrderStatusSchema = z.enum(workOrderStatuses);
export type WorkOrderStatus = z.infer<typeof workOrderStatusSchema>;

export const workOrderPriorities = ['general', 'urgent', 'veryUrgent'] as const;
export const workOrderPrioritySchema = z.enum(workOrderPriorities);
export type WorkOrderPriority = z.infer<typeof workOrderPrioritySchema>;

/** Ticket categories, and the types each offers. */
export const workOrderTypes = {
  afterSales: ['returnRequest', 'damagedGoods', 'wrongShipment', 'missingItems'],
  inventory: ['stockDiscrepancy', 'relabel', 'stockCheck'],
  delivery: ['tracking', 'addressChange', 'interception'],
  billing: ['feeQuery', 'invoice'],
  other: ['other'],
} as const;
export type WorkOrderCategory = keyof typeof workOrderTypes;
export const workOrderCategories = Object.keys(workOrderTypes) as WorkOrderCategory[];
export const workOrderCategorySchema = z.enum(
  workOrderCategories as [WorkOrderCategory, ...WorkOrderCategory[]],
);
export const workOrderTypeNames = [...new Set(Object.values(workOrderTypes).flat())] as string[];

/** Categories of the billing lines a ticket adds to the customer's bill. */
export const workOrderFeeCategories = ['handling', 'labour', 'material', 'storage', 'other'] as const;
export const workOrderFeeCategorySchema = z.enum(workOrderFeeCategories);

interface WorkOrderActionRule {
  from: readonly WorkOrderStatus[];
  /** Who may take it: the customer's side, the warehouse's, or both. */
  by: readonly ('customer' | 'warehouse')[];
}

/**
 * Every move of a ticket, with the statuses it may start from and who may make it. A warehouse reply
 * turns a pending ticket processing; nothing else changes the status but finish and cancel.
 */
export const workOrderActions = {
  /** The opener changes the ticket before the warehouse has answered. */
  edit: { from: ['pending'], by: ['customer', 'warehouse'] },
  reply: { from: ['pending', 'processing'], by: ['customer', 'warehouse'] },
  /** Check finish: the warehouse closes the ticket once the matter is settled. */
  finish: { from: ['pending', 'processing'], by: ['warehouse'] },
  cancel: { from: ['pending'], by: ['customer', 'warehouse'] },
  /** A billing line: also after finishing, when the work is counted up. */
  addFee: { from: ['pending', 'processing', 'finished'], by: ['warehouse'] },
  /** After-sales stock: units held for the ticket (lock), and released (unlock quantity). */
  lockStock: { from: ['pending', 'processing'], by: ['warehouse'] },
  unlockStock: { from: ['pending', 'processing', 'finished', 'cancelled'], by: ['warehouse'] },
} as const satisfies Record<string, WorkOrderActionRule>;
export type WorkOrderAction = keyof typeof workOrderActions;
export const workOrderActionNames = Object.keys(workOrderActions) as WorkOrderAction[];

/** Is this action open in this state, for this side? Screens show buttons by it; the server refuses by it. */
export const canWorkOrder = (
  status: WorkOrderStatus,
  action: WorkOrderAction,
  side: 'customer' | 'warehouse' = 'warehouse',
): boolean =>
  (workOrderActions[action].from as readonly WorkOrderStatus[]).includes(status) &&
  (workOrderActions[action].by as readonly string[]).includes(side);

/** The list tabs and the statuses each shows. */
export const workOrderTabs = {
  all: workOrderStatuses,
  pending: ['pending'],
  processing: ['processing'],
  finished: ['finished'],
  cancelled: ['cancelled'],
} as const satisfies Record<string, readonly WorkOrderStatus[]>;
export type WorkOrderTab = keyof typeof workOrderTabs;
export const workOrderTabNames = Object.keys(workOrderTabs) as WorkOrderTab[];
