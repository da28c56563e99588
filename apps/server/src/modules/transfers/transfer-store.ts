import {
  ErrorCode,
  type TransferAction,
  type TransferStatus,
  transferActionOpen,
  transferStaffOnly,
} from '@wms/api';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { transferOrders } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { BizError } from '../../platform/errors.ts';
import { notFound } from '../../platform/values.ts';
import { scoped, type TransferRecord } from './transfer-rows.ts';

const t = transferOrders;

/**
 * Refuses an action the order's status does not allow, or a staff action by a customer's user, naming
 * the order number and its status in the caller's language.
 */
export function assertOpen(principal: Principal, row: TransferRecord, action: TransferAction) {
  if (principal.customerId && transferStaffOnly(action))
    throw new BizError(ErrorCode.transferStaffOnly, { transID: row.transId });
  if (!transferActionOpen(row.status as TransferStatus, action))
    throw new BizError(ErrorCode.transferStatusRefused, {
      transID: row.transId,
      status: `$t(transfer:status.${row.status})`,
      action: `$t(transfer:action.${action})`,
    });
}

/** Locks the caller's orders (all or none is found), in id order so concurrent moves cannot deadlock. */
export async function lockTransfers(tx: Tx, principal: Principal, ids: readonly string[]) {
  const unique = [...new Set(ids)].sort();
  const rows = await tx
    .select()
    .from(t)
    .where(scoped(principal, inArray(t.id, unique)))
    .orderBy(t.id)
    .for('update');
  if (rows.length !== unique.length || rows.some((r) => r.status === 'removed')) notFound();
  return rows;
}

export async function lockTransfer(tx: Tx, principal: Principal, id: string) {
  const [row] = await lockTransfers(tx, principal, [id]);
  return row!;
}

export const byId = (tenantId: string, id: string) => and(eq(t.tenantId, tenantId), eq(t.id, id));
