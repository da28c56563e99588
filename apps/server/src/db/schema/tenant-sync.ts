import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgPolicy,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { appRole, audit, tenantId, tenantPolicy } from './columns.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const currentTenant = sql`nullif(current_setting('app.tenant_id', true), '')::uuid`;

/**
 * A relationship recorded by the platform operator: data of `tenant_id` (the source) may flow to
 * `partner_tenant_id` for the listed kinds and customers. Both tenants read it; only the platform writes
 * it (owner connection), so the app role has a read policy and no write policy.
 */
export const tenantRelations = pgTable(
  'tenant_relations',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    partnerTenantId: uuid('partner_tenant_id').notNull(),
    /** cooperate | agent */
    kind: text('kind').notNull(),
    /** product | order | inventory | transShip | transport */
    dataKinds: text('data_kinds').array().notNull().default([]),
    /** The source's customers whose data is shared; empty means all. */
    customerIds: uuid('customer_ids').array().notNull().default([]),
    ...audit,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('tenant_relations_pair').on(t.tenantId, t.partnerTenantId, t.kind),
    index('tenant_relations_partner').on(t.partnerTenantId),
    pgPolicy('tenant_relations_either_side', {
      as: 'permissive',
      for: 'select',
      to: appRole,
      using: sql`tenant_id = ${currentTenant} OR partner_tenant_id = ${currentTenant}`,
    }),
  ],
).enableRLS();

/** One sync or push run, in the tenant that started it: the data-sync page and the task's counts. */
export const tenantSyncRuns = pgTable(
  'tenant_sync_runs',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    taskId: uuid('task_id').notNull(),
    /** sync (pull into this tenant) | push (from this tenant) */
    direction: text('direction').notNull(),
    dataKind: text('data_kind').notNull(),
    partnerTenantId: uuid('partner_tenant_id').notNull(),
    /** The partner's name when the run started: a tenant cannot read another tenant's row. */
    partnerName: text('partner_name').notNull(),
    /** queued | running | completed | failed */
    state: text('state').notNull().default('queued'),
    total: integer('total').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    failures: jsonb('failures').notNull().default([]),
    /** The source's snapshot horizon when the run began: its cursor never passes it. */
    horizonXid: text('horizon_xid'),
    finishedAt: at('finished_at'),
    ...audit,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('tenant_sync_runs_recent').on(t.tenantId, t.partnerTenantId, t.dataKind, t.createdAt),
    tenantPolicy('tenant_sync_runs'),
  ],
).enableRLS();

/**
 * How far the receiver has copied one kind from one source, in the source's `(change_xid, id)` order.
 * Written in the transaction that writes the batch, so a killed run resumes exactly where it stopped.
 * `scope` names what was shared when it was written: a change of shared customers starts the kind over.
 */
export const tenantSyncCursors = pgTable(
  'tenant_sync_cursors',
  {
    tenantId: tenantId(),
    sourceTenantId: uuid('source_tenant_id').notNull(),
    dataKind: text('data_kind').notNull(),
    scope: text('scope').notNull(),
    xid: text('xid'),
    lastId: uuid('last_id'),
    ...audit,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.sourceTenantId, t.dataKind] }),
    tenantPolicy('tenant_sync_cursors'),
  ],
).enableRLS();

/**
 * The receiver's own copy of a record from a related tenant, keyed by the source's id, so a re-run or a
 * retry updates instead of duplicating; `hash` tells an unchanged record (skipped) from a changed one.
 */
export const tenantSyncCopies = pgTable(
  'tenant_sync_copies',
  {
    tenantId: tenantId(),
    sourceTenantId: uuid('source_tenant_id').notNull(),
    dataKind: text('data_kind').notNull(),
    sourceId: uuid('source_id').notNull(),
    /** The record's human number at the source: product number, order number, SKU@location. */
    sourceNo: text('source_no').notNull(),
    payload: jsonb('payload').notNull(),
    hash: text('hash').notNull(),
    /** The receiver's own row the record was merged into (product, order, stock line); null: kept as a copy only. */
    ownId: uuid('own_id'),
    runId: uuid('run_id').notNull(),
    ...audit,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.sourceTenantId, t.dataKind, t.sourceId] }),
    index('tenant_sync_copies_no').on(t.tenantId, t.dataKind, t.sourceNo),
    tenantPolicy('tenant_sync_copies'),
  ],
).enableRLS();
