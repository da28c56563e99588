import { sql } from 'drizzle-orm';
import {
  boolean,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { audit, softDelete, tenantId, tenantPolicy } from './columns.ts';

const live = sql`deleted_at IS NULL`;

/** A warehouse with its picking-route and allocation configuration. */
export const warehouses = pgTable(
  'warehouses',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    name: text('name').notNull(),
    shortName: text('short_name').notNull(),
    warehouseKey: text('warehouse_key').notNull(),
    contact: text('contact'),
    contactPhone: text('contact_phone'),
    country: text('country').notNull().default('US'),
    province: text('province'),
    city: text('city'),
    street: text('street'),
    postcode: text('postcode'),
    territory: text('territory'),
    shelfSqmAvg: numeric('shelf_sqm_avg', { precision: 10, scale: 2 }),
    unitStorageCapacity: numeric('unit_storage_capacity', { precision: 12, scale: 2 }),
    type: text('type').notNull(),
    state: text('state').notNull(),
    isDisabled: boolean('is_disabled').notNull().default(false),
    warningQuantity: integer('warning_quantity'),
    receiptDay: integer('receipt_day').notNull(),
    abnormalDay: integer('abnormal_day').notNull(),
    pickListOrderLimit: integer('pick_list_order_limit').notNull(),
    config: jsonb('config').notNull(),
    ...audit,
    ...softDelete,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('warehouses_tenant_key').on(t.tenantId, t.warehouseKey).where(live),
    tenantPolicy('warehouses'),
  ],
).enableRLS();

/** A US postal code with its state, city and territory (zipCode import kind). */
export const postalCodes = pgTable(
  'postal_codes',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    country: text('country').notNull(),
    postcode: text('postcode').notNull(),
    state: text('state').notNull(),
    city: text('city'),
    territory: text('territory').notNull(),
    ...audit,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('postal_codes_tenant_code').on(t.tenantId, t.country, t.postcode),
    tenantPolicy('postal_codes'),
  ],
).enableRLS();

/** Zone partition of a warehouse: destination postcodes start–end are in `zone` (zone import kind). */
export const warehouseZones = pgTable(
  'warehouse_zones',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    warehouseId: uuid('warehouse_id').notNull(),
    postcodeStart: text('postcode_start').notNull(),
    postcodeEnd: text('postcode_end').notNull(),
    zone: text('zone').notNull(),
    ...audit,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('warehouse_zones_range').on(t.tenantId, t.warehouseId, t.postcodeStart),
    tenantPolicy('warehouse_zones'),
  ],
).enableRLS();
