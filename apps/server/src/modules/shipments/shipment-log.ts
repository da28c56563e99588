import { uuidv7 } from '@wms/api';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import { inboundLogs, users } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { iso } from '../../platform/values.ts';

export interface ShipmentLogEntry {
  shipmentId: string;
  /** A shipment action name (`shipments:action.*`). */
  action: string;
  before?: string | null;
  after?: string | null;
  remark?: string | null;
}

/**
 * Appends operation-log rows. `userId` null is the system (the abnormalDay job), which has no user.
 */
export async function appendShipmentLogs(
  tx: Executor,
  tenantId: string,
  userId: string | null,
  entries: ShipmentLogEntry[],
  now: Date,
) {
  if (!entries.length) return;
  await tx.insert(inboundLogs).values(
    entries.map((e) => ({
      id: uuidv7(now.getTime()),
      tenantId,
      shipmentId: e.shipmentId,
      action: e.action,
      beforeStatus: e.before ?? null,
      afterStatus: e.after ?? null,
      remark: e.remark ?? null,
      createdAt: now,
      createdBy: userId,
    })),
  );
}

export async function shipmentLogList(tx: Tx, principal: Principal, shipmentId: string) {
  const rows = await tx
    .select({ log: inboundLogs, name: users.displayName })
    .from(inboundLogs)
    .leftJoin(users, and(eq(users.tenantId, inboundLogs.tenantId), eq(users.id, inboundLogs.createdBy)))
    .where(and(eq(inboundLogs.tenantId, principal.tenantId), eq(inboundLogs.shipmentId, shipmentId)))
    .orderBy(asc(inboundLogs.seq));
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
