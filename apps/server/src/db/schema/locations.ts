import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { audit, changeXid, softDelete, tenantId, tenantPolicy } from './columns.ts';

const live = sql`deleted_at IS NULL`;

/** A location: aisle (channelNum), row, column, level (high) and side, in one warehouse. */
export const locations = pgTable(
  'locations',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    warehouseId: uuid('warehouse_id').notNull(),
    locationName: text('location_name').notNull(),
    channelNum: integer('channel_num'),
    row: integer('row'),
    column: integer('column'),
    high: integer('high'),
    direction: text('direction'),
    locationType: text('location_type').notNull(),
    pickOrder: integer('pick_order'),
    isDisabled: boolean('is_disabled').notNull().default(false),
    ...audit,
    changeXid: changeXid(),
    ...softDelete,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('locations_tenant_name').on(t.tenantId, t.warehouseId, t.locationName).where(live),
    index('locations_tenant_route').on(t.tenantId, t.warehouseId, t.channelNum, t.column),
    index('locations_change').on(t.tenantId, t.changeXid, t.id),
    tenantPolicy('locations'),
  ],
).enableRLS();
