import {
  canReturn,
  ErrorCode,
  handledStatus,
  type ReturnAction,
  type ReturnHandling,
  type ReturnStatus,
  type returnHandleSchema,
  type returnMoveSchema,
  type returnReceiveSchema,
} from '@wms/api';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { returnCharges, returnItems, returns } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { BizError } from '../../platform/errors.ts';
import { assertFileReadable } from '../../platform/files.ts';
import { stockService } from '../inventory/stock.service.ts';
import { putAwayLocation } from './return-put-away.ts';
import { detailOf, itemsOf, lockReturn, type ReturnRecord } from './return-rows.ts';

type Choices = { good?: ReturnHandling; damaged?: ReturnHandling };
export type HandledBy = 'customer' | 'warehouse' | 'auto';

/** Refuses an action the return's status does not open (the predicate of packages/api). */
function assertOpen(row: ReturnRecord, action: ReturnAction) {
  if (!canReturn(row.status as ReturnStatus, action))
    throw new BizError(ErrorCode.returnStatusRefused, {
      returnNo: row.returnNo,
      status: `$t(returns:status.${row.status})`,
      action: `$t(returns:action.${action})`,
    });
}

const byReturn = (row: ReturnRecord) => and(eq(returns.tenantId, row.tenantId), eq(returns.id, row.id));

/** A billable fact, once per return and kind. */
async function charge(tx: Tx, row: ReturnRecord, kind: string, quantity: number, userId: string, now: Date) {
  if (!row.customerId) return;
  await tx
    .insert(returnCharges)
    .values({
      tenantId: row.tenantId,
      returnId: row.id,
      kind,
      customerId: row.customerId,
      warehouseId: row.warehouseId,
      quantity,
      occurredAt: now,
      createdBy: userId,
    })
    .onConflictDoNothing();
}

export const returnHandlingService = {
  /** Label, on its way, cancel, complete: moves that change nothing but the status. */
  async move(tx: Tx, principal: Principal, input: z.output<typeof returnMoveSchema>, now: Date) {
    const row = await lockReturn(tx, principal, input.id);
    assertOpen(row, input.action);
    const to = { createLabel: 'ordered', dispatch: 'toReceive', cancel: 'cancelled', complete: 'completed' }[
      input.action
    ];
    await tx
      .update(returns)
      .set({ status: to, updatedAt: now, updatedBy: principal.userId })
      .where(byReturn(row));
    return detailOf(tx, principal, row.id);
  },

  /** The warehouse counts the parcel in; a parcel without a known customer waits to be claimed. */
  async receive(tx: Tx, principal: Principal, input: z.output<typeof returnReceiveSchema>, now: Date) {
    if (principal.customerId) throw new BizError(ErrorCode.returnStaffOnly);
    const row = await lockReturn(tx, principal, input.id);
    assertOpen(row, 'receive');
    // Photos are files the receiver uploaded: a reference to anyone else's file is refused.
    const kept = new Set(row.photos ?? []);
    for (const photo of input.photos) if (!kept.has(photo)) await assertFileReadable(tx, principal, photo);
    const items = await itemsOf(tx, row.tenantId, row.id);
    const counted = new Map(input.items.map((i) => [i.productId, i]));
    for (const line of input.items)
      if (!items.some((i) => i.item.productId === line.productId))
        throw new BizError(ErrorCode.returnReceiptMismatch, {
          productNo: line.productId,
          returnNo: row.returnNo,
        });
    let units = 0;
    for (const { item } of items) {
      const line = counted.get(item.productId);
      const goodQty = line?.goodQty ?? 0;
      const damagedQty = line?.damagedQty ?? 0;
      units += goodQty + damagedQty;
      await tx
        .update(returnItems)
        .set({ goodQty, damagedQty, updatedAt: now, updatedBy: principal.userId })
        .where(
          and(
            eq(returnItems.tenantId, row.tenantId),
            eq(returnItems.returnId, row.id),
            eq(returnItems.productId, item.productId),
          ),
        );
    }
    await tx
      .update(returns)
      .set({
        status: row.customerId ? 'received' : 'pendingClaim',
        receiptTime: now,
        receivedBy: principal.userId,
        // A parcel received unclaimed and counted again after its claim keeps the first photos too.
        photos: [...new Set([...(row.photos ?? []), ...input.photos])],
        updatedAt: now,
        updatedBy: principal.userId,
      })
      .where(byReturn(row));
    await charge(tx, row, 'receipt', units, principal.userId, now);
    return detailOf(tx, principal, row.id);
  },

  /** Applies the handling chosen for the good and the damaged units (the customer's, or the warehouse's). */
  async handle(
    tx: Tx,
    principal: Principal,
    input: z.output<typeof returnHandleSchema>,
    now: Date,
    by: HandledBy = principal.customerId ? 'customer' : 'warehouse',
  ) {
    const row = await lockReturn(tx, principal, input.id);
    assertOpen(row, 'handle');
    await applyHandling(tx, principal, row, input, now, by);
    return detailOf(tx, principal, row.id);
  },
};

async function applyHandling(
  tx: Tx,
  principal: Principal,
  row: ReturnRecord,
  input: Choices & { locationId?: string },
  now: Date,
  by: HandledBy,
) {
  const items = (await itemsOf(tx, row.tenantId, row.id)).map((i) => i.item);
  const units = { good: 0, damaged: 0 };
  for (const item of items) {
    units.good += item.goodQty ?? 0;
    units.damaged += item.damagedQty ?? 0;
  }
  const choices: Choices = {};
  for (const condition of ['good', 'damaged'] as const) {
    if (!units[condition]) continue;
    const choice = input[condition];
    if (!choice)
      throw new BizError(ErrorCode.returnHandlingMissing, {
        condition: `$t(returns:condition.${condition})`,
      });
    choices[condition] = choice;
  }
  const perKind = new Map<ReturnHandling, number>();
  for (const condition of ['good', 'damaged'] as const)
    if (choices[condition])
      perKind.set(choices[condition]!, (perKind.get(choices[condition]!) ?? 0) + units[condition]);
  await putAway(tx, principal, row, items, choices, input.locationId, now);
  for (const [kind, quantity] of perKind) await charge(tx, row, kind, quantity, principal.userId, now);
  await tx
    .update(returns)
    .set({
      status: handledStatus(Object.values(choices)),
      handling: choices,
      handledBy: by,
      handledAt: now,
      updatedAt: now,
      updatedBy: principal.userId,
    })
    .where(byReturn(row));
}

/** Units handled by put-away go back to stock through the stock service, logged under the return number. */
async function putAway(
  tx: Tx,
  principal: Principal,
  row: ReturnRecord,
  items: (typeof returnItems.$inferSelect)[],
  choices: Choices,
  chosen: string | undefined,
  now: Date,
) {
  const lines = [];
  for (const item of items) {
    const quantity =
      (choices.good === 'putAway' ? (item.goodQty ?? 0) : 0) +
      (choices.damaged === 'putAway' ? (item.damagedQty ?? 0) : 0);
    if (!quantity) continue;
    const key = {
      tenantId: row.tenantId,
      warehouseId: row.warehouseId,
      customerId: row.customerId!,
      productId: item.productId,
    };
    const locationId = await putAwayLocation(tx, key, chosen);
    lines.push({ ...key, locationId, quantity, sourceNo: row.returnNo, sourceModule: 'returns' });
    await tx
      .update(returnItems)
      .set({ locationId })
      .where(
        and(
          eq(returnItems.tenantId, row.tenantId),
          eq(returnItems.returnId, row.id),
          eq(returnItems.productId, item.productId),
        ),
      );
  }
  if (lines.length) await stockService.receive(tx, principal, lines, now);
}

export { applyHandling };
