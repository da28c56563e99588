import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { customerScope, warehouseScope } from '../../platform/data-scope.ts';
import type { OrderRecord } from './order-store.ts';

/** The caller's orders by order number, locked for the write (imports name orders by number). */
export async function ordersByNumber(tx: Tx, principal: Principal, orderNos: string[]) {
  if (!orderNos.length) return new Map<string, OrderRecord>();
  const rows = await tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.tenantId, principal.tenantId),
        inArray(orders.orderNo, [...new Set(orderNos)]),
        customerScope(principal, orders.customerId),
        warehouseScope(principal, orders.warehouseId),
      ),
    )
    .orderBy(orders.orderNo)
    .for('update');
  return new Map(rows.map((r) => [r.orderNo.toUpperCase(), r]));
}
