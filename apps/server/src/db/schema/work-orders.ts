import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { audit, softDelete, tenantId, tenantPolicy } from './columns.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * An after-sales ticket a customer opens with the warehouse (or staff open for a customer): its
 * category, type, priority, description and attachments, then a reply thread between the two sides.
 */
export const workOrders = pgTable(
  'work_orders',
  {
    id: uuid('id').notNull(),
    tenantId: tenantId(),
    workOrderNo: text('work_order_no').notNull(),
    customerId: uuid('customer_id').notNull(),
    warehouseId: uuid('warehouse_id'),
    /** afterSales | inventory | billing | other */
    category: text('category').notNull(),
    /** The ticket type within its category: free text from the customer's choice list. */
    type: text('type').notNull(),
    /** general | urgent | veryUrgent */
    priority: text('priority').notNull().default('general'),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** File ids (files spine). */
    attachments: jsonb('attachments').$type<string[]>().notNull().default([]),
    /** pending | processing | finished | cancelled */
    status: text('status').notNull().default('pending'),
    /** An order, return or shipment number the ticket is about. */
    relatedNo: text('related_no'),
    /** Replies the customer's side has not read yet, and the warehouse's side. */
    customerUnread: integer('customer_unread').notNull().default(0),
    staffUnread: integer('staff_unread').notNull().default(0),
    lastReplyAt: at('last_reply_at'),
    finishedAt: at('finished_at'),
    finishedBy: uuid('finished_by'),
    ...audit,
    ...softDelete,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('work_orders_tenant_no').on(t.tenantId, t.workOrderNo),
    index('work_orders_tenant_customer').on(t.tenantId, t.customerId, t.status),
    tenantPolicy('work_orders'),
  ],
).enableRLS();

/** One message of a ticket's thread; `side` says whether the customer or the warehouse wrote it. */
export const workOrderReplies = pgTable(
  'work_order_replies',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    workOrderId: uuid('work_order_id').notNull(),
    /** customer | warehouse */
    side: text('side').notNull(),
    body: text('body').notNull(),
    attachments: jsonb('attachments').$type<string[]>().notNull().default([]),
    authorId: uuid('author_id').notNull(),
    createdAt: at('created_at').notNull().default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('work_order_replies_thread').on(t.tenantId, t.workOrderId, t.createdAt),
    tenantPolicy('work_order_replies'),
  ],
).enableRLS();

/**
 * Billing lines of a ticket: the work-order fees the finance work bills. Immutable once written; the
 * line id is made by the client when the form opens, so a resent request records the fee once. A
 * correction is a line with a negative fee.
 */
export const workOrderFees = pgTable(
  'work_order_fees',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    workOrderId: uuid('work_order_id').notNull(),
    customerId: uuid('customer_id').notNull(),
    warehouseId: uuid('warehouse_id'),
    /** The fee category: handling | labour | material | storage | other */
    category: text('category').notNull(),
    /** USD cents; negative for a correction. */
    feeCents: bigint('fee_cents', { mode: 'number' }).notNull(),
    remark: text('remark'),
    occurredAt: at('occurred_at').notNull(),
    createdBy: uuid('created_by'),
    createdAt: at('created_at').notNull().default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('work_order_fees_ticket').on(t.tenantId, t.workOrderId),
    index('work_order_fees_customer').on(t.tenantId, t.customerId, t.occurredAt),
    tenantPolicy('work_order_fees'),
  ],
).enableRLS();

/**
 * After-sales stock: units a ticket holds through a stock lock (the stock service's `lock`), released by
 * unlock quantity. The occupation carries the hold; this row names it for the ticket.
 */
export const workOrderStock = pgTable(
  'work_order_stock',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    workOrderId: uuid('work_order_id').notNull(),
    occupationId: uuid('occupation_id').notNull(),
    stockId: uuid('stock_id').notNull(),
    productId: uuid('product_id').notNull(),
    quantity: integer('quantity').notNull(),
    unlockedAt: at('unlocked_at'),
    unlockedBy: uuid('unlocked_by'),
    ...audit,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('work_order_stock_ticket').on(t.tenantId, t.workOrderId),
    tenantPolicy('work_order_stock'),
  ],
).enableRLS();
