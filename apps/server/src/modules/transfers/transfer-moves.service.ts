import type { TransferAction, TransferStatus } from '@wms/api';
import { transferTarget } from '@wms/api';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { transferLines, transferOrders } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { recordTransferCharge } from './transfer-charges.ts';
import { appendTransferLogs } from './transfer-log.ts';
import type { TransferRecord } from './transfer-rows.ts';
import { assertOpen, byId, lockTransfers } from './transfer-store.ts';

type Patch = Partial<typeof transferOrders.$inferInsert>;
type Ids = { ids: string[] };

/**
 * Moves orders all or none: every one must allow the action, else the first that does not is named in
 * the refusal (its number and status) and nothing changes.
 */
export async function moveTransfers(
  tx: Tx,
  principal: Principal,
  ids: readonly string[],
  action: TransferAction,
  now: Date,
  options: { patch?: (row: TransferRecord) => Patch; remark?: string | null } = {},
) {
  const rows = await lockTransfers(tx, principal, ids);
  for (const row of rows) assertOpen(principal, row, action);
  const moves = rows.map((row) => ({ row, to: transferTarget(row.status as TransferStatus, action) }));
  for (const { row, to } of moves) {
    await tx
      .update(transferOrders)
      .set({ ...options.patch?.(row), status: to, updatedAt: now, updatedBy: principal.userId })
      .where(byId(principal.tenantId, row.id));
  }
  await appendTransferLogs(
    tx,
    principal,
    moves.map(({ row, to }) => ({
      transferId: row.id,
      action,
      before: row.status,
      after: to,
      remark: options.remark ?? null,
    })),
    now,
  );
  return { moved: moves.length, rows: moves.map((m) => m.row) };
}

const count = async (work: Promise<{ moved: number }>) => ({ moved: (await work).moved });

/** The delivered quantity of each line is what was picked for it. */
async function markDelivered(tx: Tx, principal: Principal, rows: TransferRecord[], now: Date) {
  for (const row of rows) {
    const lines = await tx
      .select()
      .from(transferLines)
      .where(and(eq(transferLines.tenantId, row.tenantId), eq(transferLines.transferId, row.id)));
    for (const line of lines)
      await tx
        .update(transferLines)
        .set({ deliveryQty: line.pickedQty, updatedAt: now, updatedBy: principal.userId })
        .where(and(eq(transferLines.tenantId, row.tenantId), eq(transferLines.id, line.id)));
    await recordTransferCharge(tx, principal, row, 'handover', 1, now);
  }
}

export const transferMoves = {
  verify: (tx: Tx, p: Principal, input: Ids, now: Date) =>
    count(moveTransfers(tx, p, input.ids, 'verify', now, { patch: () => ({ rejectReason: null }) })),
  reject: (tx: Tx, p: Principal, input: Ids & { reason: string }, now: Date) =>
    count(
      moveTransfers(tx, p, input.ids, 'reject', now, {
        patch: () => ({ rejectReason: input.reason }),
        remark: input.reason,
      }),
    ),
  cancel: (tx: Tx, p: Principal, input: Ids, now: Date) =>
    count(moveTransfers(tx, p, input.ids, 'cancel', now)),
  delete: (tx: Tx, p: Principal, input: Ids, now: Date) =>
    count(moveTransfers(tx, p, input.ids, 'delete', now)),
  withdraw: (tx: Tx, p: Principal, input: Ids & { to: 'pending' | 'picking' }, now: Date) =>
    count(
      moveTransfers(tx, p, input.ids, input.to === 'picking' ? 'withdrawToPicking' : 'withdraw', now, {
        // Its pallets are undone, so it leaves its LTL packing too.
        patch: () => ({ palletNum: 0, clerk: null, ltlPackingId: null }),
      }),
    ),
  updateState: (
    tx: Tx,
    p: Principal,
    input: Ids & { action: 'awaitDocuments' | 'readyToDeliver' },
    now: Date,
  ) => count(moveTransfers(tx, p, input.ids, input.action, now)),
  updateCarrier: (
    tx: Tx,
    p: Principal,
    input: Ids & { carrier: string; truckCompany: string | null },
    now: Date,
  ) =>
    count(
      moveTransfers(tx, p, input.ids, 'changeCarrier', now, {
        patch: (row) => ({ carrier: input.carrier, truckCompany: input.truckCompany ?? row.truckCompany }),
        remark: input.carrier,
      }),
    ),
  isHot: (tx: Tx, p: Principal, input: Ids & { isHot: boolean }, now: Date) =>
    count(
      moveTransfers(tx, p, input.ids, 'markHot', now, {
        patch: () => ({ isHot: input.isHot }),
        remark: String(input.isHot),
      }),
    ),
  /** StandardOrderDelivery: the truck took the pallets; each order is handed over once. */
  async deliver(tx: Tx, p: Principal, input: Ids & { realSendGoodsTime?: string }, now: Date) {
    const sent = input.realSendGoodsTime ? new Date(input.realSendGoodsTime) : now;
    const { moved, rows } = await moveTransfers(tx, p, input.ids, 'deliver', now, {
      patch: () => ({ realSendGoodsTime: sent }),
    });
    await markDelivered(tx, p, rows, now);
    return { moved };
  },
};
