import type { LoginLogRow } from '@wms/api';
import { and, count, desc, eq, ilike } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { loginLogs } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { likeEscape } from '../../platform/values.ts';

/** The login log: the tenant's own attempts (the table is filled by the login itself). */
export const loginLogService = {
  async list(
    tx: Tx,
    principal: Principal,
    query: { pageIndex: number; pageSize: number; account?: string; success?: boolean },
  ) {
    const where = and(
      eq(loginLogs.tenantId, principal.tenantId),
      query.account ? ilike(loginLogs.account, likeEscape(query.account)) : undefined,
      query.success === undefined ? undefined : eq(loginLogs.success, query.success),
    );
    const rows = await tx
      .select()
      .from(loginLogs)
      .where(where)
      .orderBy(desc(loginLogs.createdAt), desc(loginLogs.id))
      .limit(query.pageSize)
      .offset((query.pageIndex - 1) * query.pageSize);
    const [total] = await tx.select({ n: count() }).from(loginLogs).where(where);
    const items: LoginLogRow[] = rows.map((row) => ({
      id: row.id,
      account: row.account,
      ip: row.ip,
      system: row.system,
      success: row.success,
      reason: row.reason,
      createdTime: row.createdAt.toISOString(),
    }));
    return { items, total: Number(total?.n ?? 0) };
  },
};
