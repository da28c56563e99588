/** Test helpers of the stock suites: a warehouse with locations, a customer and products, and log checks. */
import { customerEndpoints, locationEndpoints, productEndpoints, warehouseEndpoints } from '@wms/api';
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Tx } from '../db/client.ts';
import { stockLogs, stocks } from '../db/schema/index.ts';
import type { Principal } from '../platform/context.ts';
import { principalForUser } from '../platform/sessions.ts';
import { withTenant } from '../platform/tenancy.ts';
import { type Api, apiFor, customerInput, productInput, warehouseInput } from './masterdata-fixtures.ts';
import type { TestEnv } from './test-env.ts';

export interface StockWorld {
  api: Api;
  principal: Principal;
  warehouseId: string;
  customerId: string;
  productIds: string[];
  locationIds: string[];
  run<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
}

export async function stockWorld(env: TestEnv, products = 2): Promise<StockWorld> {
  const api = await apiFor(env);
  const warehouse = await api.ok(warehouseEndpoints.create, warehouseInput());
  await api.ok(locationEndpoints.batchCreate, {
    warehouseId: warehouse.id,
    prefix: 'A',
    startRow: 1,
    endRow: 2,
    startColumn: 1,
    endColumn: 3,
  });
  const locations = await api.ok(locationEndpoints.getList, { warehouseId: warehouse.id });
  const customer = await api.ok(
    customerEndpoints.createChannel,
    customerInput({ warehouseIds: [warehouse.id] }),
  );
  const productIds: string[] = [];
  for (let i = 0; i < products; i++)
    productIds.push((await api.ok(productEndpoints.create, productInput(customer.id))).id);
  const principal: Principal = await principalForUser(env.database.db, api.user.tenantId, api.user.userId);
  return {
    api,
    principal,
    warehouseId: warehouse.id,
    customerId: customer.id,
    productIds,
    locationIds: locations.map((l) => l.id),
    run: (work) => withTenant(env.database.db, api.user.tenantId, work),
  };
}

export const keyFor = (w: StockWorld, product: number, location: number) => ({
  warehouseId: w.warehouseId,
  customerId: w.customerId,
  productId: w.productIds[product]!,
  locationId: w.locationIds[location]!,
});

/**
 * The log tells the whole story of every stock row: each row's log starts from zero, each entry's
 * `before` is the previous entry's `after`, and the last `after` is the quantity now, for on-hand,
 * locked and allocated alike.
 */
export async function expectLogsConsistent(w: StockWorld) {
  const [rows, logs] = await w.run(
    async (tx) =>
      [
        await tx.select().from(stocks).where(eq(stocks.tenantId, w.principal.tenantId)),
        await tx
          .select()
          .from(stockLogs)
          .where(eq(stockLogs.tenantId, w.principal.tenantId))
          .orderBy(asc(stockLogs.seq)),
      ] as const,
  );
  for (const row of rows) {
    const mine = logs.filter((l) => l.stockId === row.id);
    let [q, l, a] = [0, 0, 0];
    for (const log of mine) {
      expect([log.before, log.lockedBefore, log.allocatedBefore], `log ${log.id} of ${row.id}`).toEqual([
        q,
        l,
        a,
      ]);
      expect(log.after - log.before).toBe(log.change);
      [q, l, a] = [log.after, log.lockedAfter, log.allocatedAfter];
    }
    expect([row.quantity, row.lockedQty, row.allocatedQty], `stock ${row.id}`).toEqual([q, l, a]);
    expect(row.quantity).toBeGreaterThanOrEqual(row.lockedQty + row.allocatedQty);
  }
  return { rows, logs };
}
