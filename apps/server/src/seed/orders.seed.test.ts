import { orderStatuses } from '@wms/api';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { orders, pickLists, tenants } from '../db/schema/index.ts';
import { describeEachDb } from '../testing/test-env.ts';
import { seedDemo } from './demo.ts';

describeEachDb('demo orders seed', (env) => {
  it('leaves orders in every status and two pick lists with their orders on them', async () => {
    await seedDemo(env().database.db);
    const db = env().database.db;
    const [tenant] = await db.select().from(tenants).where(eq(tenants.code, 'demo'));
    const rows = await db
      .select({ status: orders.status, n: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.tenantId, tenant!.id))
      .groupBy(orders.status);
    expect(rows.map((r) => r.status).sort()).toEqual([...orderStatuses].sort());
    // Shipped orders carry their shipping time (the dashboard counts them per day by it).
    const unshipped = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(
        and(
          eq(orders.tenantId, tenant!.id),
          inArray(orders.status, ['shipped', 'logisticsException']),
          isNull(orders.shippedAt),
        ),
      );
    expect(Number(unshipped[0]!.n)).toBe(0);
    const lists = await db.select().from(pickLists).where(eq(pickLists.tenantId, tenant!.id));
    expect(lists.map((l) => l.pickingOrderType).sort()).toEqual([1, 2]);
    const onLists = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.pickStatus, 'toBePicked'));
    expect(Number(onLists[0]!.n)).toBe(lists.reduce((s, l) => s + l.orderCount, 0));
    // The main warehouse routes optimally: never longer than S-shape, and shorter on a demo list.
    expect(lists.map((l) => l.routeStrategy)).toEqual(['optimal', 'optimal']);
    for (const l of lists) expect(Number(l.walkDistance)).toBeLessThanOrEqual(Number(l.sShapeDistance));
    expect(lists.some((l) => Number(l.walkDistance) < Number(l.sShapeDistance))).toBe(true);
  });
});
