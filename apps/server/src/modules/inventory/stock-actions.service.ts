import { ErrorCode } from '@wms/api';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { stockOccupations } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { canAccess } from '../../platform/data-scope.ts';
import { BizError } from '../../platform/errors.ts';
import { findLocation } from '../locations/locations.service.ts';
import { notFound } from '../warehouses/values.ts';
import { inventoryService, toOccupation } from './inventory.service.ts';
import { stockService } from './stock.service.ts';

/**
 * What the inventory screens do to stock (lock, unlock, move, edit): each checks that the caller may see
 * the row, then goes through the stock service.
 */
export function stockActions(clock: () => Date) {
  const { row } = inventoryService(clock);
  return {
    async lock(
      tx: Tx,
      principal: Principal,
      input: { stockId: string; quantity: number; remark?: string | null },
    ) {
      await row(tx, principal, input.stockId);
      return toOccupation(await stockService.lock(tx, principal, input, clock()));
    },

    async unlock(tx: Tx, principal: Principal, occupationId: string) {
      const [o] = await tx
        .select()
        .from(stockOccupations)
        .where(and(eq(stockOccupations.tenantId, principal.tenantId), eq(stockOccupations.id, occupationId)));
      if (!o) notFound();
      await row(tx, principal, o.stockId);
      return toOccupation(await stockService.unlock(tx, principal, occupationId, clock()));
    },

    async move(
      tx: Tx,
      principal: Principal,
      input: { stockId: string; toLocationId: string; quantity: number; remark?: string | null },
    ) {
      const from = await row(tx, principal, input.stockId);
      const to = await findLocation(tx, principal, input.toLocationId);
      if (to.warehouseId !== from.warehouseId || !canAccess(principal, { warehouseId: to.warehouseId }))
        throw new BizError(ErrorCode.locationWarehouse);
      const moved = await stockService.move(tx, principal, { ...input, sourceModule: 'stock' }, clock());
      return { from: await row(tx, principal, moved.from.id), to: await row(tx, principal, moved.to.id) };
    },

    async adjust(
      tx: Tx,
      principal: Principal,
      input: { stockId: string; quantity: number; remark?: string | null },
    ) {
      await row(tx, principal, input.stockId);
      await stockService.adjust(tx, principal, { ...input, sourceModule: 'stock' }, clock());
      return row(tx, principal, input.stockId);
    },
  };
}
