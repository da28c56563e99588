import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { audit, softDelete, tenantId, tenantPolicy } from './columns.ts';

/** A supply (material) of one warehouse: cartons, tape, labels, pallets. */
export const materials = pgTable(
  'materials',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    warehouseId: uuid('warehouse_id').notNull(),
    materialCode: text('material_code').notNull(),
    materialName: text('material_name').notNull(),
    materialType: text('material_type').notNull(),
    unitPrice: numeric('unit_price', { precision: 14, scale: 2 }).notNull(),
    quantity: integer('quantity').notNull().default(0),
    supplier: text('supplier'),
    batchNo: text('batch_no'),
    storageTime: timestamp('storage_time', { withTimezone: true, mode: 'date' }),
    warningRatio: integer('warning_ratio').notNull(),
    /** The quantity after the last stock-in: the warning value is `warningRatio` % of it. */
    baseline: integer('baseline').notNull().default(0),
    remark: text('remark'),
    ...audit,
    ...softDelete,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('materials_code')
      .on(t.tenantId, t.warehouseId, t.materialCode)
      .where(sql`deleted_at IS NULL`),
    tenantPolicy('materials'),
  ],
).enableRLS();

export const materialLogs = pgTable(
  'material_logs',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    /** Orders the log exactly, even within one millisecond. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    materialId: uuid('material_id').notNull(),
    warehouseId: uuid('warehouse_id').notNull(),
    eventType: text('event_type').notNull(),
    before: integer('before').notNull(),
    change: integer('change').notNull(),
    after: integer('after').notNull(),
    remark: text('remark'),
    createdAt: audit.createdAt,
    createdBy: audit.createdBy,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('material_logs_material').on(t.tenantId, t.materialId, t.seq),
    tenantPolicy('material_logs'),
  ],
).enableRLS();
