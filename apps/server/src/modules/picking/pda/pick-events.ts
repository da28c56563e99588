import { ErrorCode, type PickEventPayload, type PickEventType, pickEventPayloads } from '@wms/api';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { pickListLines, products } from '../../../db/schema/index.ts';
import type { Principal } from '../../../platform/context.ts';
import { BizError } from '../../../platform/errors.ts';
import type { EventHandler, EventMeta } from '../../sync/event-handlers.ts';
import { confirmPick } from '../pick-lists/confirm-pick.ts';
import { pickListActions } from '../pick-lists/pick-list-actions.service.ts';
import { checkOut, requireLease } from './pick-lease.ts';

/** Confirming picks on the PDA, online or through the outbox. */
export const PICK_CONFIRM_POINT = 'pda:pick:confirm';

/** The scanned code must be one of the line's product codes (SKU, UPC, product or carton barcode). */
async function assertProductCode(tx: Tx, principal: Principal, lineId: string, code: string) {
  const [row] = await tx
    .select({ product: products })
    .from(pickListLines)
    .innerJoin(
      products,
      and(eq(products.tenantId, pickListLines.tenantId), eq(products.id, pickListLines.productId)),
    )
    .where(and(eq(pickListLines.tenantId, principal.tenantId), eq(pickListLines.id, lineId)));
  if (!row) throw new BizError(ErrorCode.pickListNotFound);
  const p = row.product;
  const codes = [p.productNo, p.upc, p.productBarcode, p.cartonBarcode].filter(Boolean);
  if (!codes.some((c) => c!.toUpperCase() === code.toUpperCase()))
    throw new BizError(ErrorCode.pickWrongProduct, { code, productNo: p.productNo });
}

type Rule<T extends PickEventType> = (
  tx: Tx,
  principal: Principal,
  payload: PickEventPayload<T>,
  event: EventMeta,
) => Promise<unknown>;

const rules: { [T in PickEventType]: Rule<T> } = {
  'pick.checkOut': async (tx, principal, { pickListId }, event) => {
    const list = await checkOut(tx, principal, pickListId, event.deviceId, new Date());
    return { pickListNo: list.pickListNo };
  },
  'pick.confirm': async (tx, principal, payload, event) => {
    const now = new Date();
    // Within one batch the lease, once checked (and renewed), cannot move: the list row stays locked
    // by this transaction until it commits, and another device's check-out locks it first.
    const leaseKey = `lease:${payload.pickListId}`;
    const codeKey = `code:${payload.lineId}:${payload.code.toUpperCase()}`;
    if (!event.batch?.has(leaseKey)) await requireLease(tx, principal, payload.pickListId, now);
    if (!event.batch?.has(codeKey)) await assertProductCode(tx, principal, payload.lineId, payload.code);
    const result = await confirmPick(tx, principal, payload, now);
    event.batch?.set(leaseKey, true);
    event.batch?.set(codeKey, true);
    return result;
  },
  'pick.outOfStock': async (tx, principal, { pickListId, lineId }) => {
    const now = new Date();
    await requireLease(tx, principal, pickListId, now);
    return pickListActions.markShort(tx, principal, pickListId, [lineId], now);
  },
};

function handler<T extends PickEventType>(type: T): EventHandler {
  return {
    mode: 'sql',
    payload: pickEventPayloads[type],
    functionPoint: PICK_CONFIRM_POINT,
    apply: rules[type],
  } as unknown as EventHandler;
}

/** The pick event types for the sync registry: each runs the picking service in the batch's transaction. */
export const pickEventHandlers: Record<PickEventType, EventHandler> = {
  'pick.checkOut': handler('pick.checkOut'),
  'pick.confirm': handler('pick.confirm'),
  'pick.outOfStock': handler('pick.outOfStock'),
};
