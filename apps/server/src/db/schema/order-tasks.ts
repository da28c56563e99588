import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { audit, tenantId, tenantPolicy } from './columns.ts';

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
