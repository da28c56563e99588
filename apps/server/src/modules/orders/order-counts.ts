import { type OrderStatus, orderStatuses } from '@wms/api';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { orderCounts, orders } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { customerScope, warehouseScope } from '../../platform/data-scope.ts';

export interface CountKey {
  warehouseId: string;
  customerId: string;
  status: string;
}

/** Changes of `order_counts` gathered during one write and applied once, in key order (no deadlocks). */
export class CountDeltas {
  readonly #map = new Map<string, { key: CountKey; n: number }>();
  add(key: CountKey, n: number) {
    const id = `${key.warehouseId}|${key.customerId}|${key.status}`;
    const entry = this.#map.get(id) ?? { key, n: 0 };
    entry.n += n;
    this.#map.set(id, entry);
  }
  move(from: CountKey, to: CountKey) {
    this.add(from, -1);
    this.add(to, 1);
  }
  async apply(tx: Executor, tenantId: string) {
    const rows = [...this.#map.entries()]
      .filter(([, e]) => e.n !== 0)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([, e]) => ({ tenantId, ...e.key, n: e.n }));
    if (!rows.length) return;
    await tx
      .insert(orderCounts)
      .values(rows)
      .onConflictDoUpdate({
        target: [orderCounts.tenantId, orderCounts.warehouseId, orderCounts.customerId, orderCounts.status],
        set: { n: sql`${orderCounts.n} + excluded.n` },
      });
    this.#map.clear();
  }
}

/** Orders per status within the caller's data permissions and an optional customer and warehouse. */
export async function countsByStatus(
  tx: Executor,
  principal: Principal,
  only: { customerId?: string; warehouseId?: string } = {},
): Promise<Record<OrderStatus, number>> {
  const rows = await tx
    .select({ status: orderCounts.status, n: sql<number>`sum(${orderCounts.n})::int` })
    .from(orderCounts)
    .where(
      and(
        eq(orderCounts.tenantId, principal.tenantId),
        customerScope(principal, orderCounts.customerId),
        warehouseScope(principal, orderCounts.warehouseId),
        only.customerId ? eq(orderCounts.customerId, only.customerId) : undefined,
        only.warehouseId ? eq(orderCounts.warehouseId, only.warehouseId) : undefined,
      ),
    )
    .groupBy(orderCounts.status);
  const counts = Object.fromEntries(orderStatuses.map((s) => [s, 0])) as Record<OrderStatus, number>;
  for (const row of rows) counts[row.status as OrderStatus] = Number(row.n);
  return counts;
}

/** Rebuilds a tenant's counts from the orders (after bulk SQL loads such as the benchmark's). */
export async function recountOrders(tx: Executor, tenantId: string) {
  await tx.delete(orderCounts).where(eq(orderCounts.tenantId, tenantId));
  await tx.execute(sql`
    INSERT INTO ${orderCounts} (tenant_id, warehouse_id, customer_id, status, n)
    SELECT tenant_id, warehouse_id, customer_id, status, count(*)::int FROM ${orders}
    WHERE tenant_id = ${tenantId} GROUP BY 1, 2, 3, 4`);
}
