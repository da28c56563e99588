import { ErrorCode } from '@wms/api';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { locations, stocks, warehouses } from '../../db/schema/index.ts';
import { BizError } from '../../platform/errors.ts';

/**
 * Where returned units of a product go back to stock: where the customer already holds most of it in
 * that warehouse, else the warehouse's first enabled location by name. A chosen location must belong to
 * the warehouse.
 */
export async function putAwayLocation(
  tx: Tx,
  key: { tenantId: string; warehouseId: string; customerId: string; productId: string },
  chosen: string | undefined,
): Promise<string> {
  const live = and(
    eq(locations.tenantId, key.tenantId),
    eq(locations.warehouseId, key.warehouseId),
    eq(locations.isDisabled, false),
    isNull(locations.deletedAt),
  );
  if (chosen) {
    const [found] = await tx
      .select({ id: locations.id })
      .from(locations)
      .where(and(live, eq(locations.id, chosen)));
    if (!found) throw new BizError(ErrorCode.locationWarehouse);
    return found.id;
  }
  const [held] = await tx
    .select({ id: locations.id })
    .from(stocks)
    .innerJoin(locations, and(eq(locations.tenantId, stocks.tenantId), eq(locations.id, stocks.locationId)))
    .where(
      and(
        live,
        eq(stocks.warehouseId, key.warehouseId),
        eq(stocks.customerId, key.customerId),
        eq(stocks.productId, key.productId),
      ),
    )
    .orderBy(desc(stocks.quantity), asc(locations.locationName))
    .limit(1);
  if (held) return held.id;
  const [first] = await tx
    .select({ id: locations.id })
    .from(locations)
    .where(live)
    .orderBy(asc(locations.locationName))
    .limit(1);
  if (first) return first.id;
  const [warehouse] = await tx
    .select({ name: warehouses.name })
    .from(warehouses)
    .where(and(eq(warehouses.tenantId, key.tenantId), eq(warehouses.id, key.warehouseId)));
  throw new BizError(ErrorCode.returnNoLocation, { warehouse: warehouse?.name ?? '' });
}
