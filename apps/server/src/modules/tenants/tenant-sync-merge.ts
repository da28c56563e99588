import { createHash } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { roles, tenantSyncCopies, users } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { BizError } from '../../platform/errors.ts';
import { principalForUser } from '../../platform/sessions.ts';
import type { SourceRecord, SyncTargetKind } from '../../platform/tenant-sync/source-kind.ts';

const hashOf = (payload: unknown) => createHash('sha256').update(JSON.stringify(payload)).digest('hex');

/** What a batch writes at the receiver: which source, which kind, where it merges, as whom. */
export interface Receiving {
  receiver: string;
  source: string;
  dataKind: string;
  runId: string;
  target: SyncTargetKind | undefined;
  principal: Principal;
}

export interface BatchCounts {
  created: number;
  updated: number;
  skipped: number;
  failed: number;
  failures: { sourceNo: string; reason: string; params?: Record<string, string | number> }[];
}

/**
 * Who writes the merged rows: a sync is started by a user of the receiver, whose rights apply; a push
 * writes as the receiver's first administrator (the account made at onboarding), since the pushing
 * tenant has no user there.
 */
export async function receiverPrincipal(
  db: Db,
  run: { tenantId: string; createdBy: string | null },
  receiver: string,
): Promise<Principal> {
  if (receiver === run.tenantId && run.createdBy) return principalForUser(db, receiver, run.createdBy);
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(roles, and(eq(roles.tenantId, users.tenantId), eq(roles.id, users.roleId)))
    .where(and(eq(users.tenantId, receiver), eq(roles.isAdmin, true)))
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(1);
  if (!admin) throw new Error(`tenant ${receiver} has no administrator`);
  return principalForUser(db, receiver, admin.id);
}

/** Merges one record in a savepoint; a refusal rolls back only this record and names its reason. */
async function merge(
  tx: Tx,
  to: Receiving,
  record: SourceRecord,
  ownId: string | null,
  now: Date,
): Promise<{ ownId: string | null } | { error: string; params?: Record<string, string | number> }> {
  if (!to.target) return { ownId: null };
  try {
    const id = await tx.transaction((sp) =>
      to.target!.merge(
        sp,
        to.principal,
        {
          sourceTenantId: to.source,
          sourceId: record.id,
          sourceNo: record.sourceNo,
          payload: record.payload,
          ownId,
        },
        now,
      ),
    );
    return { ownId: id };
  } catch (error) {
    if (error instanceof BizError) return { error: String(error.code), params: error.params };
    throw error;
  }
}

/**
 * Splits a batch against the receiver's copies (new, changed, unchanged), merges the new and changed
 * ones into the receiver's own data, and keeps the copy with the row it became. A refused record keeps
 * its earlier copy (or none), so it counts as new or changed again when a later run reads it.
 */
export async function applyBatch(tx: Tx, to: Receiving, records: SourceRecord[], now: Date) {
  const key = and(
    eq(tenantSyncCopies.tenantId, to.receiver),
    eq(tenantSyncCopies.sourceTenantId, to.source),
    eq(tenantSyncCopies.dataKind, to.dataKind),
  );
  const good = records.filter((r) => !r.error);
  const known = good.length
    ? await tx
        .select({
          sourceId: tenantSyncCopies.sourceId,
          hash: tenantSyncCopies.hash,
          ownId: tenantSyncCopies.ownId,
        })
        .from(tenantSyncCopies)
        .where(
          and(
            key,
            inArray(
              tenantSyncCopies.sourceId,
              good.map((r) => r.id),
            ),
          ),
        )
    : [];
  const copies = new Map(known.map((k) => [k.sourceId, k]));
  const counts: BatchCounts = { created: 0, updated: 0, skipped: 0, failed: 0, failures: [] };
  for (const r of records.filter((r) => r.error))
    counts.failures.push({ sourceNo: r.sourceNo, reason: r.error! });
  const fresh = [];
  for (const record of good) {
    const hash = hashOf(record.payload);
    const before = copies.get(record.id);
    if (before?.hash === hash) {
      counts.skipped++;
      continue;
    }
    const merged = await merge(tx, to, record, before?.ownId ?? null, now);
    if ('error' in merged) {
      counts.failures.push({ sourceNo: record.sourceNo, reason: merged.error, params: merged.params });
      continue;
    }
    const values = {
      sourceNo: record.sourceNo,
      payload: record.payload,
      hash,
      ownId: merged.ownId,
      runId: to.runId,
    };
    if (before) {
      counts.updated++;
      await tx
        .update(tenantSyncCopies)
        .set({ ...values, updatedAt: now })
        .where(and(key, eq(tenantSyncCopies.sourceId, record.id)));
    } else {
      counts.created++;
      fresh.push({
        ...values,
        tenantId: to.receiver,
        sourceTenantId: to.source,
        dataKind: to.dataKind,
        sourceId: record.id,
        createdAt: now,
        updatedAt: now,
      });
    }
  }
  counts.failed = counts.failures.length;
  if (fresh.length) await tx.insert(tenantSyncCopies).values(fresh);
  return counts;
}
