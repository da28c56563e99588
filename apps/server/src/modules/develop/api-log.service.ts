import { API_LOG_RETENTION, type ApiLogRow, type ApiLogSettings } from '@wms/api';
import { and, count, desc, eq, ilike, lt } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { apiLogSettings, apiLogs, users } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { likeEscape } from '../../platform/values.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

interface ApiLogQuery {
  pageIndex: number;
  pageSize: number;
  account?: string;
  path?: string;
  success?: boolean;
}

async function retentionOf(tx: Tx, tenantId: string): Promise<number> {
  const [row] = await tx
    .select({ days: apiLogSettings.retentionDays })
    .from(apiLogSettings)
    .where(eq(apiLogSettings.tenantId, tenantId));
  return row?.days ?? API_LOG_RETENTION.default;
}

/** The API log: the tenant's mutating calls (written by the request hook) and how long they are kept. */
export const apiLogService = {
  async list(tx: Tx, principal: Principal, query: ApiLogQuery) {
    const where = and(
      eq(apiLogs.tenantId, principal.tenantId),
      query.account ? ilike(users.account, likeEscape(query.account)) : undefined,
      query.path ? ilike(apiLogs.path, likeEscape(query.path)) : undefined,
      query.success === undefined ? undefined : eq(apiLogs.success, query.success),
    );
    const withUser = and(eq(users.tenantId, apiLogs.tenantId), eq(users.id, apiLogs.userId));
    const rows = await tx
      .select({ log: apiLogs, account: users.account })
      .from(apiLogs)
      .leftJoin(users, withUser)
      .where(where)
      .orderBy(desc(apiLogs.createdAt), desc(apiLogs.id))
      .limit(query.pageSize)
      .offset((query.pageIndex - 1) * query.pageSize);
    const [total] = await tx.select({ n: count() }).from(apiLogs).leftJoin(users, withUser).where(where);
    const items: ApiLogRow[] = rows.map(({ log, account }) => ({
      id: log.id,
      account: account ?? '',
      method: log.method,
      path: log.path,
      functionPoint: log.functionPoint,
      target: log.target,
      statusCode: log.statusCode,
      success: log.success,
      code: log.code,
      durationMs: log.durationMs,
      ip: log.ip,
      requestId: log.requestId,
      createdTime: log.createdAt.toISOString(),
    }));
    return { items, total: Number(total?.n ?? 0) };
  },

  async settings(tx: Tx, principal: Principal): Promise<ApiLogSettings> {
    return { retentionDays: await retentionOf(tx, principal.tenantId) };
  },

  async saveSettings(
    tx: Tx,
    principal: Principal,
    input: ApiLogSettings,
    now: Date,
  ): Promise<ApiLogSettings> {
    const values = { retentionDays: input.retentionDays, updatedBy: principal.userId, updatedAt: now };
    await tx
      .insert(apiLogSettings)
      .values({ tenantId: principal.tenantId, createdBy: principal.userId, createdAt: now, ...values })
      .onConflictDoUpdate({ target: apiLogSettings.tenantId, set: values });
    return { retentionDays: input.retentionDays };
  },

  /** Deletes the rows older than the tenant's retention at `now`; returns how many went. */
  async prune(tx: Tx, tenantId: string, now: Date): Promise<number> {
    const days = await retentionOf(tx, tenantId);
    const cutoff = new Date(now.getTime() - days * DAY_MS);
    const gone = await tx
      .delete(apiLogs)
      .where(and(eq(apiLogs.tenantId, tenantId), lt(apiLogs.createdAt, cutoff)))
      .returning({ id: apiLogs.id });
    return gone.length;
  },
};
