import type { OrderBadges } from '@wms/api';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { customerScope, warehouseScope } from '../../platform/data-scope.ts';
import type { EventBus } from '../../platform/events.ts';

type Scope = Pick<Principal, 'tenantId' | 'customerId' | 'customerIds' | 'warehouseIds'>;

/**
 * The side-menu badges from processed orders: awaiting a single- or multi-product pick list, on a pick
 * list not yet picked, and picked awaiting the outbound scan (pending delivery).
 */
export async function orderBadges(tx: Executor, scope: Scope): Promise<OrderBadges> {
  const n = (where: string) => sql<number>`count(*) filter (where ${sql.raw(where)})::int`;
  const [row] = await tx
    .select({
      singleProduct: n(`pick_status = 'toBeCreated' and sku_kinds = 1`),
      multiProduct: n(`pick_status = 'toBeCreated' and sku_kinds > 1`),
      pendingDelivery: n(`pick_status = 'toBeScanned'`),
      picking: n(`pick_status = 'toBePicked'`),
    })
    .from(orders)
    .where(
      and(
        eq(orders.tenantId, scope.tenantId),
        eq(orders.status, 'toBeDelivered'),
        customerScope(scope as Principal, orders.customerId),
        warehouseScope(scope as Principal, orders.warehouseId),
      ),
    );
  return row ?? { singleProduct: 0, multiProduct: 0, pendingDelivery: 0, picking: 0 };
}

/**
 * Announces the tenant's badges to its users after a change (sent on commit on PostgreSQL). The figures
 * are the warehouse's, unscoped: the menus they belong to are warehouse staff's.
 */
export async function publishBadges(events: EventBus, tx: Executor, tenantId: string) {
  const data = await orderBadges(tx, { tenantId, customerId: null, customerIds: null, warehouseIds: null });
  await events.publish({ type: 'badge', tenantId, data }, tx);
}
