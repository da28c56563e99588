import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { audit, changeXid, softDelete, tenantId, tenantPolicy } from './columns.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Pallet codes: generated in print runs from the tenant counter, opened and filled
 * on the PDA, closed there (used) and finished in the back office. Warehouse and picker ids carry no
 * foreign key yet: the warehouse and user tables of other areas may move.
 */
export const pallets = pgTable(
  'pallets',
  {
    id: uuid('id').notNull(),
    tenantId: tenantId(),
    palletCode: text('pallet_code').notNull(),
    plqty: integer('plqty').notNull().default(1),
    printer: text('printer'),
    /** receipt | picking | palletizing */
    use: text('use').notNull(),
    printSize: text('print_size').notNull(),
    warehouseId: uuid('warehouse_id').notNull(),
    /** inUse | used | finished */
    status: text('status').notNull().default('inUse'),
    pickerId: uuid('picker_id'),
    cartonQty: integer('carton_qty').notNull().default(0),
    productQty: integer('product_qty').notNull().default(0),
    openedAt: at('opened_at'),
    closedAt: at('closed_at'),
    finishedAt: at('finished_at'),
    ...audit,
    changeXid: changeXid(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('pallets_tenant_code').on(t.tenantId, t.palletCode),
    index('pallets_tenant_updated').on(t.tenantId, t.updatedAt, t.id),
    index('pallets_tenant_created').on(t.tenantId, t.createdAt),
    index('pallets_change').on(t.tenantId, t.changeXid, t.id),
    tenantPolicy('pallets'),
  ],
).enableRLS();

/** What is on a pallet: cartons (by carton barcode) or products with a quantity. Removed lines are kept. */
export const palletLines = pgTable(
  'pallet_lines',
  {
    id: uuid('id').notNull(),
    tenantId: tenantId(),
    palletId: uuid('pallet_id').notNull(),
    /** carton | product */
    kind: text('kind').notNull(),
    cartonNo: text('carton_no'),
    productNo: text('product_no'),
    productId: uuid('product_id'),
    qty: integer('qty').notNull(),
    /** When the device scanned it. */
    scannedAt: at('scanned_at').notNull(),
    /** The PDA event that added it. */
    eventId: uuid('event_id'),
    deletedBy: uuid('deleted_by'),
    ...audit,
    ...softDelete,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('pallet_lines_tenant_pallet').on(t.tenantId, t.palletId),
    index('pallet_lines_tenant_carton')
      .on(t.tenantId, t.cartonNo)
      .where(sql`carton_no is not null and deleted_at is null`),
    tenantPolicy('pallet_lines'),
  ],
).enableRLS();
