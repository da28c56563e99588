import {
  ErrorCode,
  SYNC_COOL_DOWN_MS,
  type SyncDataKind,
  type SyncDirection,
  type SyncRunRow,
  uuidv7,
} from '@wms/api';
import type { Locale } from '@wms/i18n/messages';
import { and, count, desc, eq, gt, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { tenantSyncRuns, tenants } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { BizError } from '../../platform/errors.ts';
import type { JobQueue } from '../../platform/jobs.ts';
import { tenantRelationsService } from './tenant-relations.service.ts';

/** The job that runs a sync or push (registries/tenant-sync-kinds.ts registers it with its adapters). */
export const TENANT_SYNC_JOB = 'tenant-sync';

type Run = typeof tenantSyncRuns.$inferSelect;

export function toSyncRunRow(row: Run): SyncRunRow {
  return {
    id: row.id,
    taskId: row.taskId,
    direction: row.direction as SyncDirection,
    dataKind: row.dataKind as SyncDataKind,
    partnerTenantId: row.partnerTenantId,
    partnerName: row.partnerName,
    state: row.state as SyncRunRow['state'],
    total: row.total,
    created: row.created,
    updated: row.updated,
    skipped: row.skipped,
    failed: row.failed,
    failures: row.failures as SyncRunRow['failures'],
    createdTime: row.createdAt.toISOString(),
    finishedTime: row.finishedAt?.toISOString() ?? null,
  };
}

/** Who sends and who receives: a push sends the caller's data, a sync brings the partner's. */
export function flowOf(direction: SyncDirection, self: string, partner: string) {
  return direction === 'push' ? { source: self, receiver: partner } : { source: partner, receiver: self };
}

interface StartInput {
  direction: SyncDirection;
  dataKind: SyncDataKind;
  partnerTenantId: string;
}

interface Partner {
  name: string;
  isDisabled: boolean;
}

/** Sync and push runs as the starting tenant sees them. */
export const tenantSyncService = {
  /**
   * Queues a run. An unrelated tenant and an unknown one get the same refusal; the same kind between the
   * same tenants may start again only after the cool-down, and never while one is unfinished (code 99).
   */
  async start(
    tx: Tx,
    principal: Principal,
    input: StartInput,
    context: { now: Date; locale: Locale; jobs: JobQueue; partner: Partner | undefined },
  ): Promise<SyncRunRow> {
    const self = principal.tenantId;
    const { source, receiver } = flowOf(input.direction, self, input.partnerTenantId);
    const flows = await tenantRelationsService.flows(tx, source, receiver, input.dataKind);
    const partner = context.partner;
    if (!flows.length || !partner || partner.isDisabled) throw new BizError(ErrorCode.tenantNotRelated);
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(hashtext(${`tenant-sync:${self}:${input.partnerTenantId}:${input.dataKind}:${input.direction}`}))`,
    );
    const since = new Date(context.now.getTime() - SYNC_COOL_DOWN_MS);
    const [recent] = await tx
      .select({ n: count() })
      .from(tenantSyncRuns)
      .where(
        and(
          eq(tenantSyncRuns.tenantId, self),
          eq(tenantSyncRuns.partnerTenantId, input.partnerTenantId),
          eq(tenantSyncRuns.dataKind, input.dataKind),
          eq(tenantSyncRuns.direction, input.direction),
          or(gt(tenantSyncRuns.createdAt, since), inArray(tenantSyncRuns.state, ['queued', 'running'])),
        ),
      );
    if (Number(recent?.n ?? 0) > 0) throw new BizError(ErrorCode.frequent);
    const id = uuidv7(context.now.getTime());
    const task = await context.jobs.enqueue(tx, {
      tenantId: self,
      userId: principal.userId,
      kind: 'sync',
      type: TENANT_SYNC_JOB,
      filename: `${input.direction}-${input.dataKind}-${partner.name}`,
      locale: context.locale,
      payload: { runId: id },
    });
    const [row] = await tx
      .insert(tenantSyncRuns)
      .values({
        tenantId: self,
        id,
        taskId: task.id,
        direction: input.direction,
        dataKind: input.dataKind,
        partnerTenantId: input.partnerTenantId,
        partnerName: partner.name,
        createdAt: context.now,
        updatedAt: context.now,
        createdBy: principal.userId,
      })
      .returning();
    return toSyncRunRow(row!);
  },

  /**
   * The partner's name and state, read on the owner connection before the request's transaction (the
   * app role sees only its own tenant row); `start` uses it only once a relationship is found.
   */
  async partner(db: Db, partnerTenantId: string): Promise<Partner | undefined> {
    const [row] = await db
      .select({ name: tenants.name, isDisabled: tenants.isDisabled })
      .from(tenants)
      .where(eq(tenants.id, partnerTenantId));
    return row;
  },

  /** GetDataSyncPushList: the tenant's runs, newest first. */
  async list(
    tx: Tx,
    principal: Principal,
    query: { pageIndex: number; pageSize: number; direction?: SyncDirection; dataKind?: SyncDataKind },
  ) {
    const conditions: (SQL | undefined)[] = [
      eq(tenantSyncRuns.tenantId, principal.tenantId),
      query.direction ? eq(tenantSyncRuns.direction, query.direction) : undefined,
      query.dataKind ? eq(tenantSyncRuns.dataKind, query.dataKind) : undefined,
    ];
    const where = and(...conditions);
    const rows = await tx
      .select()
      .from(tenantSyncRuns)
      .where(where)
      .orderBy(desc(tenantSyncRuns.createdAt), desc(tenantSyncRuns.id))
      .limit(query.pageSize)
      .offset((query.pageIndex - 1) * query.pageSize);
    const [total] = await tx.select({ n: count() }).from(tenantSyncRuns).where(where);
    return { items: rows.map(toSyncRunRow), total: Number(total?.n ?? 0) };
  },
};
