import { sql } from 'drizzle-orm';
import {
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
import { audit, changeXid, softDelete, tenantId, tenantPolicy } from './columns.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A customer return: made from a shipped order (TransferredReturnOrder) or on its own, received in the
 * warehouse, then handled (put away, destroyed or received by the customer). The table keeps its first
 * name, `order_returns`, from when orders made the only returns.
 */
export const returns = pgTable(
  'order_returns',
  {
    id: uuid('id').notNull(),
    tenantId: tenantId(),
    returnNo: text('return_no').notNull(),
    orderId: uuid('order_id'),
    orderNo: text('order_no'),
    recordNo: text('record_no'),
    trackingNo: text('tracking_no').notNull(),
    originalTrackingNo: text('original_tracking_no'),
    warehouseId: uuid('warehouse_id').notNull(),
    /** Null while nobody has claimed the parcel (pendingClaim). */
    customerId: uuid('customer_id'),
    status: text('status').notNull().default('pending'),
    returnRemarks: text('return_remarks'),
    /** What the order knew when the return was made. */
    recipient: text('recipient'),
    address: text('address'),
    postalCode: text('postal_code'),
    logistics: text('logistics'),
    size: text('size'),
    freight: integer('freight_cents'),
    /** File ids of the receipt photos (files spine). */
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    receiptTime: at('receipt_time'),
    receivedBy: uuid('received_by'),
    claimTime: at('claim_time'),
    /** Handling chosen per condition: `{ good, damaged }`, each putAway | destroy | receive. */
    handling: jsonb('handling').$type<{ good?: string; damaged?: string }>(),
    /** customer | warehouse | auto (the receiptDay job) */
    handledBy: text('handled_by'),
    handledAt: at('handled_at'),
    ...audit,
    ...softDelete,
    /** The PDA pulls returns to receive by it (docs/architecture.md#pulls). */
    changeXid: changeXid(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('order_returns_change').on(t.tenantId, t.changeXid, t.id),
    index('order_returns_tenant_order').on(t.tenantId, t.orderId),
    index('order_returns_tenant_status').on(t.tenantId, t.status, t.receiptTime),
    uniqueIndex('order_returns_tenant_no').on(t.tenantId, t.returnNo),
    tenantPolicy('order_returns'),
  ],
).enableRLS();

/** One product of a return: the quantity announced and, once received, how many came good or damaged. */
export const returnItems = pgTable(
  'return_items',
  {
    tenantId: tenantId(),
    returnId: uuid('return_id').notNull(),
    productId: uuid('product_id').notNull(),
    quantity: integer('quantity').notNull(),
    goodQty: integer('good_qty'),
    damagedQty: integer('damaged_qty'),
    /** Where the good units were put away. */
    locationId: uuid('location_id'),
    ...audit,
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.returnId, t.productId] }), tenantPolicy('return_items')],
).enableRLS();

/**
 * Billable facts of returns, written when they happen: a receipt, and each handling (put away, destroy,
 * receive) with its unit count. Unique per return and kind, so the finance work bills a fact once.
 */
export const returnCharges = pgTable(
  'return_charges',
  {
    tenantId: tenantId(),
    returnId: uuid('return_id').notNull(),
    /** receipt | putAway | destroy | receive */
    kind: text('kind').notNull(),
    customerId: uuid('customer_id').notNull(),
    warehouseId: uuid('warehouse_id').notNull(),
    quantity: integer('quantity').notNull(),
    occurredAt: at('occurred_at').notNull(),
    createdBy: uuid('created_by'),
    createdAt: at('created_at').notNull().default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.returnId, t.kind] }),
    index('return_charges_customer').on(t.tenantId, t.customerId, t.occurredAt),
    tenantPolicy('return_charges'),
  ],
).enableRLS();
