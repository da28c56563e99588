import { integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { audit, tenantId, tenantPolicy } from './columns.ts';

export interface StoredRowError {
  row: number;
  column: string;
  /** The message in both languages, so each reader sees their own. */
  message: { en: string; 'zh-CN': string };
}

/** The outcome of an import task (its id is the task's id): rows ok, in error and skipped. */
export const importRecords = pgTable(
  'import_records',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    kind: text('kind').notNull(),
    fileName: text('file_name').notNull(),
    warehouseId: uuid('warehouse_id'),
    /** completed | failed */
    state: text('state').notNull(),
    totalRows: integer('total_rows').notNull().default(0),
    okRows: integer('ok_rows').notNull().default(0),
    errors: jsonb('errors').$type<StoredRowError[]>().notNull().default([]),
    skipped: jsonb('skipped').$type<StoredRowError[]>().notNull().default([]),
    /** Error code of a whole-file failure (no data, wrong header). */
    reasonCode: text('reason_code'),
    reasonParams: jsonb('reason_params').$type<Record<string, string | number>>(),
    ...audit,
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), tenantPolicy('import_records')],
).enableRLS();
