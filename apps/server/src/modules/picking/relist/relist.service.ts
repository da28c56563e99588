import { canRelist, ErrorCode, type RelistSnapshot, uuidv7 } from '@wms/api';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { locations, relistItems } from '../../../db/schema/index.ts';
import type { Principal } from '../../../platform/context.ts';
import { canAccess, warehouseScope } from '../../../platform/data-scope.ts';
import { BizError } from '../../../platform/errors.ts';
import { EventConflict } from '../../../platform/sync/event-handlers.ts';
import { stockService } from '../../inventory/stock.service.ts';
import type { PickListRecord } from '../pick-lists/pick-list-rows.ts';
import type { PickLineRecord } from '../pick-lists/pick-list-store.ts';
import { relistRow } from './relist-list.ts';

/**
 * Units already picked for orders that went out of stock go back on a location: one pending relist item
 * per line, suggested back where they were picked from.
 */
async function queue(tx: Tx, principal: Principal, list: PickListRecord, lines: PickLineRecord[], now: Date) {
  const picked = lines.filter((l) => l.pickedQty > 0);
  if (!picked.length) return;
  await tx.insert(relistItems).values(
    picked.map((l) => ({
      id: uuidv7(),
      tenantId: principal.tenantId,
      warehouseId: list.warehouseId,
      customerId: l.customerId,
      productId: l.productId,
      qty: l.pickedQty,
      sourceNo: list.pickListNo,
      suggestedLocationId: l.locationId,
      createdAt: now,
      updatedAt: now,
      createdBy: principal.userId,
      updatedBy: principal.userId,
    })),
  );
}

/** The relist badge: pending items in the caller's warehouses. */
async function pendingCount(tx: Tx, principal: Principal) {
  const [row] = await tx
    .select({ num: sql<number>`count(*)::int` })
    .from(relistItems)
    .where(
      and(
        eq(relistItems.tenantId, principal.tenantId),
        eq(relistItems.state, 'pending'),
        warehouseScope(principal, relistItems.warehouseId),
      ),
    );
  return { num: Number(row?.num ?? 0) };
}

/**
 * Puts a pending item on a location of its warehouse: the units arrive there through the stock service.
 * An item someone else relisted first is a conflict naming where it went.
 */
async function confirm(
  tx: Tx,
  principal: Principal,
  input: { relistId: string; locationId: string },
  now: Date,
) {
  const [item] = await tx
    .select()
    .from(relistItems)
    .where(and(eq(relistItems.tenantId, principal.tenantId), eq(relistItems.id, input.relistId)))
    .for('update');
  if (!item || !canAccess(principal, { warehouseId: item.warehouseId, customerId: item.customerId }))
    throw new BizError(ErrorCode.relistNotFound);
  const [location] = await tx
    .select()
    .from(locations)
    .where(and(eq(locations.tenantId, principal.tenantId), eq(locations.id, input.locationId)));
  if (!canRelist(item.state as RelistSnapshot['state'])) {
    const [done] = await tx
      .select({ name: locations.locationName })
      .from(locations)
      .where(and(eq(locations.tenantId, principal.tenantId), eq(locations.id, item.relistedLocationId!)));
    const params = { locationName: done?.name ?? '' };
    throw new EventConflict(ErrorCode.relistDone, params, { ...params, relistedAt: item.relistedAt });
  }
  if (!location || location.warehouseId !== item.warehouseId || location.isDisabled)
    throw new BizError(ErrorCode.locationUnknown, { code: location?.locationName ?? input.locationId });
  await stockService.receive(
    tx,
    { tenantId: principal.tenantId, userId: principal.userId },
    [
      {
        warehouseId: item.warehouseId,
        customerId: item.customerId,
        productId: item.productId,
        locationId: location.id,
        quantity: item.qty,
        sourceNo: item.sourceNo,
        sourceModule: 'relist',
      },
    ],
    now,
  );
  await tx
    .update(relistItems)
    .set({
      state: 'relisted',
      relistedLocationId: location.id,
      relistedAt: now,
      updatedAt: now,
      updatedBy: principal.userId,
    })
    .where(and(eq(relistItems.tenantId, principal.tenantId), eq(relistItems.id, item.id)));
  return { relistId: item.id, locationName: location.locationName };
}

/**
 * A relist from the back office's list: the same move as the PDA's, answered with the item as the list
 * shows it. An item relisted first elsewhere is a plain refusal naming where it went.
 */
async function relistAtDesk(
  tx: Tx,
  principal: Principal,
  input: { relistId: string; locationId: string },
  now: Date,
) {
  try {
    await confirm(tx, principal, input, now);
  } catch (error) {
    if (error instanceof EventConflict) throw new BizError(error.code, error.params);
    throw error;
  }
  return (await relistRow(tx, principal, input.relistId))!;
}

export const relistService = { queue, pendingCount, confirm, relistAtDesk };
