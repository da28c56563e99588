import { ErrorCode, type SyncDataKind, type SyncDirection } from '@wms/api';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tenantSyncCursors, tenantSyncRuns } from '../../db/schema/index.ts';
import { BizError } from '../../platform/errors.ts';
import type { JobHandler } from '../../platform/jobs.ts';
import { actAsTenant, withTenant } from '../../platform/tenancy.ts';
import type { SyncKind, SyncSourceKind } from '../../platform/tenant-sync/source-kind.ts';
import { tenantRelationsService } from './tenant-relations.service.ts';
import { flowOf } from './tenant-sync.service.ts';
import { applyBatch, type Receiving, receiverPrincipal } from './tenant-sync-merge.ts';

/** Records per transaction: one batch is read, written and counted together. */
export const SYNC_BATCH = 250;
/** The run keeps this many failed records to show. */
const FAILURES_KEPT = 50;

type Run = typeof tenantSyncRuns.$inferSelect;
export type SyncKinds = ReadonlyMap<SyncDataKind, SyncKind>;

interface Flow {
  run: Run;
  source: string;
  receiver: string;
  adapter: SyncSourceKind;
  receiving: Receiving;
  /** The shared customers (empty: all) and their fingerprint, kept with the cursor. */
  customerIds: string[];
  scope: string;
  horizon: string;
}

async function loadRun(db: Db, tenantId: string, runId: string): Promise<Run> {
  const [run] = await withTenant(db, tenantId, (tx) =>
    tx
      .select()
      .from(tenantSyncRuns)
      .where(and(eq(tenantSyncRuns.tenantId, tenantId), eq(tenantSyncRuns.id, runId))),
  );
  if (!run) throw new BizError(ErrorCode.recordNotFound);
  return run;
}

/** The relationship is checked again when the run works: one ended meanwhile stops it. */
async function prepare(db: Db, run: Run, kinds: SyncKinds): Promise<Flow> {
  const { source, receiver } = flowOf(run.direction as SyncDirection, run.tenantId, run.partnerTenantId);
  const kind = kinds.get(run.dataKind as SyncDataKind);
  const flows = await withTenant(db, run.tenantId, (tx) =>
    tenantRelationsService.flows(tx, source, receiver, run.dataKind as SyncDataKind),
  );
  if (!kind || !flows.length) throw new BizError(ErrorCode.tenantNotRelated);
  const all = flows.some((f) => f.customerIds.length === 0);
  const customerIds = all ? [] : [...new Set(flows.flatMap((f) => f.customerIds))].sort();
  const horizon =
    run.horizonXid ??
    (await withTenant(db, source, async (tx) => {
      const result = await tx.execute(sql`SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin`);
      return (result as unknown as { rows: { xmin: string }[] }).rows[0]!.xmin;
    }));
  const receiving = {
    receiver,
    source,
    dataKind: run.dataKind,
    runId: run.id,
    target: kind.target,
    principal: await receiverPrincipal(db, run, receiver),
  };
  const scope = all ? '*' : customerIds.join(',');
  return { run, source, receiver, adapter: kind.source, receiving, customerIds, scope, horizon };
}

/**
 * One batch in one transaction: read as the source after the receiver's cursor, write the copies and
 * move the cursor as the receiver, count as the starting tenant. A run killed between batches resumes
 * at the cursor, and its counts hold exactly what was written. Returns how many records it moved.
 */
async function runBatch(db: Db, flow: Flow, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const key = and(
      eq(tenantSyncCursors.tenantId, flow.receiver),
      eq(tenantSyncCursors.sourceTenantId, flow.source),
      eq(tenantSyncCursors.dataKind, flow.run.dataKind),
    );
    await actAsTenant(tx, flow.receiver);
    await tx
      .insert(tenantSyncCursors)
      .values({
        tenantId: flow.receiver,
        sourceTenantId: flow.source,
        dataKind: flow.run.dataKind,
        scope: flow.scope,
      })
      .onConflictDoNothing();
    const [cursor] = await tx.select().from(tenantSyncCursors).where(key).for('update');
    const after = positionOf(cursor, flow.scope);
    await actAsTenant(tx, flow.source);
    const records = await flow.adapter.read(tx, {
      sourceTenantId: flow.source,
      after,
      horizon: flow.horizon,
      customerIds: flow.customerIds,
      limit: SYNC_BATCH,
    });
    if (!records.length) return 0;
    await actAsTenant(tx, flow.receiver);
    const counts = await applyBatch(tx, flow.receiving, records, now);
    const last = records.at(-1)!;
    await tx
      .update(tenantSyncCursors)
      .set({ scope: flow.scope, xid: last.xid, lastId: last.id, updatedAt: now })
      .where(key);
    await actAsTenant(tx, flow.run.tenantId);
    const failures = counts.failures;
    await tx
      .update(tenantSyncRuns)
      .set({
        created: sql`${tenantSyncRuns.created} + ${counts.created}`,
        updated: sql`${tenantSyncRuns.updated} + ${counts.updated}`,
        skipped: sql`${tenantSyncRuns.skipped} + ${counts.skipped}`,
        failed: sql`${tenantSyncRuns.failed} + ${counts.failed}`,
        failures: failures.length
          ? sql`(SELECT coalesce(jsonb_agg(f), '[]'::jsonb) FROM (SELECT f FROM jsonb_array_elements(${tenantSyncRuns.failures} || ${JSON.stringify(failures)}::jsonb) f LIMIT ${FAILURES_KEPT}) kept)`
          : tenantSyncRuns.failures,
        updatedAt: now,
      })
      .where(and(eq(tenantSyncRuns.tenantId, flow.run.tenantId), eq(tenantSyncRuns.id, flow.run.id)));
    return records.length;
  });
}

/** Where the receiver's copy of this kind stands; null when it starts over (new, or other customers). */
async function cursorOf(db: Db, flow: Flow) {
  const [cursor] = await withTenant(db, flow.receiver, (tx) =>
    tx
      .select()
      .from(tenantSyncCursors)
      .where(
        and(
          eq(tenantSyncCursors.tenantId, flow.receiver),
          eq(tenantSyncCursors.sourceTenantId, flow.source),
          eq(tenantSyncCursors.dataKind, flow.run.dataKind),
        ),
      ),
  );
  return positionOf(cursor, flow.scope);
}

function positionOf(cursor: typeof tenantSyncCursors.$inferSelect | undefined, scope: string) {
  return cursor?.scope === scope && cursor.xid && cursor.lastId
    ? { xid: cursor.xid, id: cursor.lastId }
    : null;
}

/**
 * A run that refused records (no matching customer, warehouse…) leaves the receiver's cursor at the
 * start, so the next run reads the kind again: refused records are merged once their match exists, and
 * merged unchanged ones count as skipped.
 */
async function readAgainNextTime(db: Db, flow: Flow) {
  await withTenant(db, flow.receiver, (tx) =>
    tx
      .update(tenantSyncCursors)
      .set({ xid: null, lastId: null })
      .where(
        and(
          eq(tenantSyncCursors.tenantId, flow.receiver),
          eq(tenantSyncCursors.sourceTenantId, flow.source),
          eq(tenantSyncCursors.dataKind, flow.run.dataKind),
        ),
      ),
  );
}

async function setRun(db: Db, run: Run, values: Partial<typeof tenantSyncRuns.$inferInsert>) {
  const [row] = await withTenant(db, run.tenantId, (tx) =>
    tx
      .update(tenantSyncRuns)
      .set(values)
      .where(and(eq(tenantSyncRuns.tenantId, run.tenantId), eq(tenantSyncRuns.id, run.id)))
      .returning(),
  );
  return row!;
}

/** Runs a sync or push, resuming where a killed worker stopped (decisions.md "Tenant-to-tenant sync"). */
export const tenantSyncRunService = {
  async run(
    db: Db,
    kinds: SyncKinds,
    task: { tenantId: string; runId: string },
    options: { clock: () => Date; progress?: (percent: number) => Promise<void>; maxBatches?: number },
  ) {
    let run = await loadRun(db, task.tenantId, task.runId);
    try {
      const flow = await prepare(db, run, kinds);
      const done = run.created + run.updated + run.skipped + run.failed;
      const after = await cursorOf(db, flow);
      const remaining = await withTenant(db, flow.source, (tx) =>
        flow.adapter.count(tx, {
          sourceTenantId: flow.source,
          after,
          horizon: flow.horizon,
          customerIds: flow.customerIds,
        }),
      );
      run = await setRun(db, run, { state: 'running', horizonXid: flow.horizon, total: done + remaining });
      flow.run = run;
      let moved = done;
      for (let batch = 0; options.maxBatches === undefined || batch < options.maxBatches; batch++) {
        const n = await runBatch(db, flow, options.clock());
        if (!n) break;
        moved += n;
        await options.progress?.((moved / Math.max(1, run.total)) * 100);
      }
      if (options.maxBatches !== undefined) return loadRun(db, task.tenantId, task.runId);
      const finished = await loadRun(db, task.tenantId, task.runId);
      if (finished.failed > 0) await readAgainNextTime(db, flow);
      const total = finished.created + finished.updated + finished.skipped + finished.failed;
      return setRun(db, finished, { state: 'completed', total, finishedAt: options.clock() });
    } catch (error) {
      await setRun(db, run, { state: 'failed', finishedAt: options.clock() });
      throw error;
    }
  },

  /** The task-center job: the run's counts are its result. */
  job(db: Db, kinds: SyncKinds, clock: () => Date): JobHandler {
    return async (job) => {
      const { runId } = job.task.payload as { runId: string };
      // the starter's rights now: a user disabled since queuing fails the run
      await job.principal();
      const run = await tenantSyncRunService.run(
        db,
        kinds,
        { tenantId: job.task.tenantId, runId },
        { clock, progress: job.progress },
      );
      const { total, created, updated, skipped, failed } = run;
      return { result: { total, created, updated, skipped, failed } };
    };
  },
};
