import { uuidv7 } from '@wms/api';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import { transferLogs, users } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { iso } from '../../platform/values.ts';

export interface TransferLogEntry {
  transferId: string;
  /** A transfer action name (`transfer:action.*`), `create` or `warehouseRemark`. */
  action: string;
  before?: string | null;
  after?: string | null;
  remark?: string | null;
}

export async function appendTransferLogs(
  tx: Executor,
  principal: Principal,
  entries: TransferLogEntry[],
  now: Date,
) {
  if (!entries.length) return;
  await tx.insert(transferLogs).values(
    entries.map((e) => ({
      id: uuidv7(now.getTime()),
      tenantId: principal.tenantId,
      transferId: e.transferId,
      action: e.action,
      beforeStatus: e.before ?? null,
      afterStatus: e.after ?? null,
      remark: e.remark ?? null,
      createdAt: now,
      createdBy: principal.userId,
    })),
  );
}

export async function transferLogList(tx: Tx, principal: Principal, transferId: string, action?: string) {
  const rows = await tx
    .select({ log: transferLogs, name: users.displayName })
    .from(transferLogs)
    .leftJoin(users, and(eq(users.tenantId, transferLogs.tenantId), eq(users.id, transferLogs.createdBy)))
    .where(
      and(
        eq(transferLogs.tenantId, principal.tenantId),
        eq(transferLogs.transferId, transferId),
        action ? eq(transferLogs.action, action) : undefined,
      ),
    )
    .orderBy(asc(transferLogs.seq));
  return rows.map(({ log, name }) => ({
    id: log.id,
    action: log.action,
    beforeStatus: log.beforeStatus,
    afterStatus: log.afterStatus,
    remark: log.remark,
    createdTime: iso(log.createdAt),
    createdByName: name,
  }));
}
