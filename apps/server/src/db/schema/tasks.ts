import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { audit, softDelete, tenantId, tenantPolicy } from './columns.ts';

/**
 * Background work (exports, imports, batch shipments, data sync). A worker claims rows with
 * `FOR UPDATE SKIP LOCKED`, so several server instances share the queue (docs/architecture.md#jobs).
 */
export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').notNull(),
    tenantId: tenantId(),
    /** export | import | shipment | sync */
    kind: text('kind').notNull(),
    /** The handler, e.g. `export:demo-users`. */
    type: text('type').notNull(),
    /** queued | running | completed | failed | cancelled */
    state: text('state').notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    filename: text('filename').notNull(),
    suffix: text('suffix').notNull().default(''),
    locale: text('locale').notNull().default('en'),
    payload: jsonb('payload').notNull().default({}),
    result: jsonb('result'),
    errorCode: text('error_code'),
    errorMessage: text('error_message'),
    fileId: uuid('file_id'),
    attempts: integer('attempts').notNull().default(0),
    lockedBy: text('locked_by'),
    lockedAt: timestamp('locked_at', { withTimezone: true, mode: 'date' }),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    ...audit,
    ...softDelete,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('tasks_tenant_creator').on(t.tenantId, t.createdBy, t.createdAt),
    index('tasks_queue').on(t.state, t.createdAt),
    tenantPolicy('tasks'),
  ],
).enableRLS();

/**
 * Files under `DATA_DIR/files`, served through expiring signed URLs. The owner is the uploading user
 * (`created_by`) and, for a file about one customer's goods (a label), that customer: a record may point
 * only at a file its editor may read.
 */
export const files = pgTable(
  'files',
  {
    id: uuid('id').notNull(),
    tenantId: tenantId(),
    customerId: uuid('customer_id'),
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    ...audit,
    ...softDelete,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('files_tenant').on(t.tenantId, t.createdAt),
    tenantPolicy('files'),
  ],
).enableRLS();
