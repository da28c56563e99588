/**
 * What other modules may use of an order: lock it, move it, log it, give up its label, republish the
 * badges. Picking, shipping and returns build on orders through this file; every other file of orders is its own.
 */
export { publishBadges } from './order-badges.ts';
export { patchOrder } from './order-edits.ts';
export { voidLabels } from './order-labels.ts';
export { appendLogs, type LogEntry } from './order-log.ts';
export { orderItemsOf } from './order-rows.ts';
export {
  assertAction,
  lockOrder,
  lockOrders,
  moveOrders,
  type OrderRecord,
  onlyOne,
  statusParam,
} from './order-store.ts';
