import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { audit, changeXid, tenantId, tenantPolicy } from './columns.ts';

/**
 * Stock of one product of one customer on one location. Only `modules/inventory/stock.service.ts`
 * writes these tables (a test guards it), always with a log row in the same transaction.
 */
export const stocks = pgTable(
  'stocks',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    warehouseId: uuid('warehouse_id').notNull(),
    customerId: uuid('customer_id').notNull(),
    productId: uuid('product_id').notNull(),
    locationId: uuid('location_id').notNull(),
    /** On hand. */
    quantity: integer('quantity').notNull().default(0),
    lockedQty: integer('locked_qty').notNull().default(0),
    allocatedQty: integer('allocated_qty').notNull().default(0),
    /** When the oldest unit now on this location arrived (inventory age); null when empty. */
    firstReceivedAt: timestamp('first_received_at', { withTimezone: true, mode: 'date' }),
    ...audit,
    changeXid: changeXid(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('stocks_key').on(t.tenantId, t.warehouseId, t.customerId, t.productId, t.locationId),
    index('stocks_tenant_product').on(t.tenantId, t.productId),
    index('stocks_tenant_location').on(t.tenantId, t.locationId),
    index('stocks_change').on(t.tenantId, t.changeXid, t.id),
    tenantPolicy('stocks'),
  ],
).enableRLS();

/** One row per change of one stock row: before, change and after of each bucket. */
export const stockLogs = pgTable(
  'stock_logs',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    /** Orders the log of a stock row exactly, even within one millisecond. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    stockId: uuid('stock_id').notNull(),
    warehouseId: uuid('warehouse_id').notNull(),
    customerId: uuid('customer_id').notNull(),
    productId: uuid('product_id').notNull(),
    locationId: uuid('location_id').notNull(),
    eventType: text('event_type').notNull(),
    before: integer('before').notNull(),
    change: integer('change').notNull(),
    after: integer('after').notNull(),
    lockedBefore: integer('locked_before').notNull(),
    lockedAfter: integer('locked_after').notNull(),
    allocatedBefore: integer('allocated_before').notNull(),
    allocatedAfter: integer('allocated_after').notNull(),
    sourceNo: text('source_no'),
    sourceModule: text('source_module'),
    remark: text('remark'),
    /** When it happened where it happened: a PDA scan's device time (the device may have been offline). */
    occurredAt: timestamp('occurred_at', { withTimezone: true, mode: 'date' }),
    /** When the server recorded it. */
    createdAt: audit.createdAt,
    createdBy: audit.createdBy,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('stock_logs_stock').on(t.tenantId, t.stockId, t.seq),
    index('stock_logs_tenant_time').on(t.tenantId, t.createdAt),
    index('stock_logs_source').on(t.tenantId, t.sourceNo),
    tenantPolicy('stock_logs'),
  ],
).enableRLS();

/** What holds a stock row's allocated or locked quantity: the occupation list (source number and module). */
export const stockOccupations = pgTable(
  'stock_occupations',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    stockId: uuid('stock_id').notNull(),
    /** allocate | lock */
    kind: text('kind').notNull(),
    sourceNo: text('source_no').notNull(),
    sourceModule: text('source_module').notNull(),
    /** Still held. */
    quantity: integer('quantity').notNull(),
    /** Taken out of the warehouse from this occupation. */
    shippedQty: integer('shipped_qty').notNull().default(0),
    /** active | released | shipped */
    state: text('state').notNull(),
    remark: text('remark'),
    ...audit,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('stock_occupations_stock').on(t.tenantId, t.stockId, t.state),
    index('stock_occupations_source').on(t.tenantId, t.sourceModule, t.sourceNo),
    tenantPolicy('stock_occupations'),
  ],
).enableRLS();
