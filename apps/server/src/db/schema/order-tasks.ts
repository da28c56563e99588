import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { audit, softDelete, tenantId, tenantPolicy } from './columns.ts';

/**
 * One line of an order task (OrderTask GetDetailPageList): an order of a batch shipment or a row of an
 * order import, with its outcome. The task itself is a row of `tasks`.
 */
export const orderTaskLines = pgTable(
  'order_task_lines',
  {
    id: uuid('id').notNull(),
    tenantId: tenantId(),
    taskId: uuid('task_id').notNull(),
    rowNo: integer('row_no').notNull(),
    orderId: uuid('order_id'),
    orderNo: text('order_no').notNull().default(''),
    ok: boolean('ok').notNull(),
    trackingNo: text('tracking_no'),
    code: text('code'),
    /** The outcome in both languages: `{ en, 'zh-CN' }`. */
    message: jsonb('message'),
    createdAt: audit.createdAt,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('order_task_lines_tenant_task').on(t.tenantId, t.taskId, t.rowNo),
    tenantPolicy('order_task_lines'),
  ],
).enableRLS();

/**
 * A return made from a shipped order (TransferredReturnOrder). The returns area owns its later life;
 * this table holds what the order side knows (spec §3 return fields).
 */
export const orderReturns = pgTable(
  'order_returns',
  {
    id: uuid('id').notNull(),
    tenantId: tenantId(),
    returnNo: text('return_no').notNull(),
    orderId: uuid('order_id').notNull(),
    orderNo: text('order_no').notNull(),
    recordNo: text('record_no'),
    trackingNo: text('tracking_no').notNull(),
    originalTrackingNo: text('original_tracking_no'),
    warehouseId: uuid('warehouse_id').notNull(),
    customerId: uuid('customer_id').notNull(),
    status: text('status').notNull().default('pending'),
    returnRemarks: text('return_remarks'),
    ...audit,
    ...softDelete,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('order_returns_tenant_order').on(t.tenantId, t.orderId),
    tenantPolicy('order_returns'),
  ],
).enableRLS();
