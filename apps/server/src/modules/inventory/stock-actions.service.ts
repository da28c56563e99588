import { ErrorCode } from '@wms/api';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { stockOccupations } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { canAccess } from '../../platform/data-scope.ts';
import { BizError } from '../../platform/errors.ts';
import { notFound } from '../../platform/values.ts';
import { findLocation } from '../locations/locations.service.ts';
import { inventoryService, toOccupation } from './inventory.service.ts';
import { stockService } from './stock.service.ts';

const { row } = inventoryService;

/**
 * What the inventory screens do to stock (lock, unlock, move, edit): each checks that the caller may see
 * the row, then goes through the stock service.
 */
export const stockActions = {
  async lock(
    tx: Tx,
    principal: Principal,
    input: { stockId: string; quantity: number; remark?: string | null },
    now: Date,
  ) {
    await row(tx, principal, input.stockId, now);
    return toOccupation(await stockService.lock(tx, principal, input, now));
  },

  async unlock(tx: Tx, principal: Principal, occupationId: string, now: Date) {
    const [o] = await tx
      .select()
      .from(stockOccupations)
      .where(and(eq(stockOccupations.tenantId, principal.tenantId), eq(stockOccupations.id, occupationId)));
    if (!o) notFound();
    await row(tx, principal, o.stockId, now);
    return toOccupation(await stockService.unlock(tx, principal, occupationId, now));
  },

  async move(
    tx: Tx,
    principal: Principal,
    input: { stockId: string; toLocationId: string; quantity: number; remark?: string | null },
    now: Date,
  ) {
    const from = await row(tx, principal, input.stockId, now);
    const to = await findLocation(tx, principal, input.toLocationId);
    if (to.warehouseId !== from.warehouseId || !canAccess(principal, { warehouseId: to.warehouseId }))
      throw new BizError(ErrorCode.locationWarehouse);
    const moved = await stockService.move(tx, principal, { ...input, sourceModule: 'stock' }, now);
    return {
      from: await row(tx, principal, moved.from.id, now),
      to: await row(tx, principal, moved.to.id, now),
    };
  },

  async adjust(
    tx: Tx,
    principal: Principal,
    input: { stockId: string; quantity: number; remark?: string | null },
    now: Date,
  ) {
    await row(tx, principal, input.stockId, now);
    await stockService.adjust(tx, principal, { ...input, sourceModule: 'stock' }, now);
    return row(tx, principal, input.stockId, now);
  },
};
