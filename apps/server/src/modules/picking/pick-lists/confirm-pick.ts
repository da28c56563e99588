import { ErrorCode } from '@wms/api';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { orders, pickListLines } from '../../../db/schema/index.ts';
import type { Principal } from '../../../platform/context.ts';
import { BizError } from '../../../platform/errors.ts';
import { stockService } from '../../inventory/stock.service.ts';
import { appendLogs } from '../../orders/order-log.ts';
import { pickSource } from './pick-allocation.ts';
import { assertOpen, linesOf, lockPickLists, type PickLineRecord, saveListState } from './pick-list-store.ts';

export interface ConfirmPick {
  pickListId: string;
  lineId: string;
  qty: number;
  locationId: string;
}

/** A PDA account picks only its own lists; staff may confirm for anyone. */
function assertPicker(principal: Principal, list: { pickerId: string | null; pickListNo: string }) {
  if (principal.kind === 'pda' && list.pickerId && list.pickerId !== principal.userId)
    throw new BizError(ErrorCode.pickNotYours, { pickListNo: list.pickListNo });
}

function assertPickable(line: PickLineRecord, input: ConfirmPick, pickListNo: string) {
  if (line.state === 'outOfStock')
    throw new BizError(ErrorCode.pickListState, { pickListNo, state: '$t(picking:pickState.outOfStock)' });
  if (line.locationId !== input.locationId)
    throw new BizError(ErrorCode.pickWrongLocation, {
      pickListNo,
      seq: line.seq,
      locationName: line.locationName,
    });
  const left = line.qty - line.pickedQty;
  if (input.qty > left)
    throw new BizError(ErrorCode.pickOver, { pickListNo, seq: line.seq, left, qty: input.qty });
}

/**
 * Confirms picked units of one line (the PDA sync engine calls this for each pick event). The list and
 * its lines are locked, so the stock service takes each unit out exactly once: a resent or concurrent
 * confirmation past the line's quantity is refused as an over-pick. When an order's lines are all picked
 * it waits for the outbound scan ("to be scanned").
 */
export async function confirmPick(tx: Tx, principal: Principal, input: ConfirmPick, now: Date) {
  const [list] = await lockPickLists(tx, principal, [input.pickListId]);
  assertOpen(list!);
  assertPicker(principal, list!);
  const lines = (await linesOf(tx, principal.tenantId, [list!.id], true)) as PickLineRecord[];
  const line = lines.find((l) => l.id === input.lineId);
  if (!line) throw new BizError(ErrorCode.pickListNotFound);
  assertPickable(line, input, list!.pickListNo);
  const actor = { tenantId: principal.tenantId, userId: principal.userId };
  const key = {
    warehouseId: list!.warehouseId,
    customerId: line.customerId,
    productId: line.productId,
    locationId: line.locationId,
  };
  await stockService.pick(
    tx,
    actor,
    { ...key, quantity: input.qty },
    pickSource(line, list!.pickListNo),
    now,
  );
  const pickedQty = line.pickedQty + input.qty;
  const state = pickedQty === line.qty ? 'picked' : 'picking';
  await tx
    .update(pickListLines)
    .set({ pickedQty, state, updatedAt: now, updatedBy: principal.userId })
    .where(and(eq(pickListLines.tenantId, principal.tenantId), eq(pickListLines.id, line.id)));
  Object.assign(line, { pickedQty, state });
  const orderLines = lines.filter((l) => l.orderId === line.orderId);
  const orderPicked = orderLines.every((l) => l.state === 'picked');
  if (orderPicked) {
    await tx
      .update(orders)
      .set({ pickStatus: 'toBeScanned', updatedAt: now, updatedBy: principal.userId })
      .where(and(eq(orders.tenantId, principal.tenantId), eq(orders.id, line.orderId)));
    await appendLogs(
      tx,
      principal,
      [
        {
          orderId: line.orderId,
          action: 'picked',
          changes: { pickStatus: { before: 'toBePicked', after: 'toBeScanned' } },
          remark: list!.pickListNo,
        },
      ],
      now,
    );
  }
  const saved = await saveListState(tx, list!, lines, now, principal.userId);
  return { lineId: line.id, pickedQty, lineState: state, listState: saved.state, orderPicked };
}
