import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { audit, changeXid, tenantId, tenantPolicy } from './columns.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A pick list checked out on a PDA (docs/architecture.md#leases): one holder at a time. Another picker's
 * scans against it are conflicts. The lease lapses after a quiet spell (`renewedAt`, moved by every scan of
 * the holder).
 */
export const pickListLeases = pgTable(
  'pick_list_leases',
  {
    tenantId: tenantId(),
    pickListId: uuid('pick_list_id').notNull(),
    userId: uuid('user_id').notNull(),
    deviceId: uuid('device_id').notNull(),
    leasedAt: at('leased_at').notNull(),
    renewedAt: at('renewed_at').notNull(),
    ...audit,
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.pickListId] }), tenantPolicy('pick_list_leases')],
).enableRLS();

/**
 * Relist (GLOSSARY 重新上架): units taken off a location that must go back, e.g. units already picked for
 * an order that went out of stock. Pending until a PDA puts them on a location (stock arrives there).
 */
export const relistItems = pgTable(
  'relist_items',
  {
    id: uuid('id').notNull(),
    tenantId: tenantId(),
    warehouseId: uuid('warehouse_id').notNull(),
    customerId: uuid('customer_id').notNull(),
    productId: uuid('product_id').notNull(),
    qty: integer('qty').notNull(),
    /** Where the units came from: the pick list number. */
    sourceNo: text('source_no').notNull(),
    suggestedLocationId: uuid('suggested_location_id').notNull(),
    /** pending | relisted */
    state: text('state').notNull().default('pending'),
    relistedLocationId: uuid('relisted_location_id'),
    relistedAt: at('relisted_at'),
    ...audit,
    changeXid: changeXid(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('relist_items_tenant_pending').on(t.tenantId, t.warehouseId).where(sql`state = 'pending'`),
    index('relist_items_tenant_updated').on(t.tenantId, t.updatedAt, t.id),
    index('relist_items_change').on(t.tenantId, t.changeXid, t.id),
    tenantPolicy('relist_items'),
  ],
).enableRLS();
