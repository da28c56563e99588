import { count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  customerStores,
  customers,
  locations,
  materials,
  products,
  restocks,
  stockOccupations,
  stocks,
  warehouses,
} from '../db/schema/index.ts';
import { tenantsService } from '../modules/tenants/tenants.service.ts';
import { withTenant } from '../platform/tenancy.ts';
import { describeEachDb } from '../testing/test-env.ts';
import { seedDemo } from './demo.ts';

describeEachDb('master-data seed', (env) => {
  it('seeds warehouses with aisles of locations, customers with stores, products and stock', async () => {
    const { db } = env().database;
    await seedDemo(db);
    const tenant = (await tenantsService.findByCode(db, 'demo'))!;
    const n = (
      table:
        | typeof warehouses
        | typeof locations
        | typeof customers
        | typeof customerStores
        | typeof products
        | typeof restocks
        | typeof materials,
    ) => withTenant(db, tenant.id, async (tx) => (await tx.select({ n: count() }).from(table))[0]!.n);
    expect(await n(warehouses)).toBe(2);
    expect(await n(locations)).toBe(2 * (8 * 10 * 3 + 2 * 6));
    expect(await n(customers)).toBe(3);
    expect(await n(customerStores)).toBe(5);
    expect(await n(products)).toBe(18);
    expect(await n(restocks)).toBe(3);
    expect(await n(materials)).toBe(4);
    const stock = await withTenant(db, tenant.id, (tx) =>
      tx.select().from(stocks).where(eq(stocks.tenantId, tenant.id)),
    );
    expect(stock.length).toBeGreaterThan(36);
    // Every row got 20, 35, 50, 65 or 80; the demo shipped lock took 4 out of exactly one of them.
    const holds = await withTenant(db, tenant.id, (tx) =>
      tx.select().from(stockOccupations).where(eq(stockOccupations.sourceNo, 'DEMO-LOCK-1')),
    );
    expect(holds.map((h) => [h.kind, h.state, h.quantity, h.shippedQty])).toEqual([
      ['lock', 'shipped', 0, 4],
    ]);
    const offGrid = stock.filter((s) => (s.quantity - 20) % 15 !== 0);
    expect(offGrid.map((s) => [s.id, (s.quantity + 4 - 20) % 15, s.lockedQty])).toEqual([
      [holds[0]!.stockId, 0, 0],
    ]);
    expect(await seedDemo(db)).toBeUndefined();
  });
});
