import {
  applyShipmentAction,
  type ShipmentAction,
  type ShipmentStatus,
  type StateUpdateAction,
} from '@wms/api';
import type { Tx } from '../../db/client.ts';
import { inboundShipments } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { appendShipmentLogs } from './shipment-log.ts';
import type { ShipmentRecord } from './shipment-rows.ts';
import { byId, lockShipments, refusal } from './shipment-store.ts';

type Patch = Partial<typeof inboundShipments.$inferInsert>;

/**
 * Moves shipments all or none: every one must allow the action, else the first that does not is
 * named in the refusal and nothing changes.
 */
export async function moveShipments(
  tx: Tx,
  principal: Principal,
  ids: readonly string[],
  action: ShipmentAction,
  now: Date,
  options: { patch?: (row: ShipmentRecord) => Patch; remark?: string | null } = {},
) {
  const rows = await lockShipments(tx, principal, ids);
  const moves = rows.map((row) => {
    const result = applyShipmentAction(row.status as ShipmentStatus, action);
    if (!result.ok) throw refusal(row, action);
    return { row, to: result.status };
  });
  for (const { row, to } of moves) {
    await tx
      .update(inboundShipments)
      .set({ ...options.patch?.(row), status: to, updatedAt: now, updatedBy: principal.userId })
      .where(byId(principal.tenantId, row.id));
  }
  await appendShipmentLogs(
    tx,
    principal.tenantId,
    principal.userId,
    moves.map(({ row, to }) => ({
      shipmentId: row.id,
      action,
      before: row.status,
      after: to,
      remark: options.remark ?? null,
    })),
    now,
  );
  return { moved: moves.length };
}

/** What an operator's "update state" records beside the status. */
function statePatch(action: StateUpdateAction, now: Date, appointment?: string): Patch {
  if (action === 'reserve') return { appointmentDeliverTime: appointment ? new Date(appointment) : now };
  if (action === 'deliver') return { deliveryTime: now };
  if (action === 'empty') return { emptiedTime: now };
  return {};
}

export const shipmentMoves = {
  verify: (tx: Tx, p: Principal, input: { ids: string[] }, now: Date) =>
    moveShipments(tx, p, input.ids, 'verify', now),
  reject: (tx: Tx, p: Principal, input: { ids: string[]; reason: string }, now: Date) =>
    moveShipments(tx, p, input.ids, 'reject', now, {
      patch: () => ({ rejectReason: input.reason }),
      remark: input.reason,
    }),
  withdraw: (tx: Tx, p: Principal, input: { ids: string[] }, now: Date) =>
    moveShipments(tx, p, input.ids, 'withdraw', now),
  cancel: (tx: Tx, p: Principal, input: { ids: string[] }, now: Date) =>
    moveShipments(tx, p, input.ids, 'cancel', now),
  delete: (tx: Tx, p: Principal, input: { ids: string[] }, now: Date) =>
    moveShipments(tx, p, input.ids, 'delete', now),
  updateState: (
    tx: Tx,
    p: Principal,
    input: { ids: string[]; action: StateUpdateAction; appointmentTime?: string },
    now: Date,
  ) =>
    moveShipments(tx, p, input.ids, input.action, now, {
      patch: () => statePatch(input.action, now, input.appointmentTime),
    }),
};
