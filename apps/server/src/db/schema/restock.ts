import { index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { audit, tenantId, tenantPolicy } from './columns.ts';

/** Goods received into a warehouse that wait to be shelved on a location. */
export const restocks = pgTable(
  'restocks',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    restockNo: text('restock_no').notNull(),
    warehouseId: uuid('warehouse_id').notNull(),
    customerId: uuid('customer_id').notNull(),
    productId: uuid('product_id').notNull(),
    quantity: integer('quantity').notNull(),
    shelvedQty: integer('shelved_qty').notNull().default(0),
    locationId: uuid('location_id'),
    /** Where the goods wait as stock (an inbound receiving area); shelving moves them from there. */
    stagedLocationId: uuid('staged_location_id'),
    sourceNo: text('source_no'),
    sourceModule: text('source_module'),
    /** toBeShelved | shelved | cancelled */
    state: text('state').notNull(),
    ...audit,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('restocks_tenant_state').on(t.tenantId, t.warehouseId, t.state),
    tenantPolicy('restocks'),
  ],
).enableRLS();
