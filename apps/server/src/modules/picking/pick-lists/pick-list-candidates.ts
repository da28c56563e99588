import type { pickListCreateSchema } from '@wms/api';
import { and, asc, desc, eq, gt, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../../db/client.ts';
import { orders } from '../../../db/schema/index.ts';
import type { Principal } from '../../../platform/context.ts';
import { customerScope, warehouseScope } from '../../../platform/data-scope.ts';

export type PickListCreate = z.output<typeof pickListCreateSchema>;

/** Orders that wait for a pick list of this type in the warehouse. */
export function waitingWhere(
  principal: Principal,
  warehouseId: string | undefined,
  type: 1 | 2,
  includePending = false,
): SQL {
  return and(
    eq(orders.tenantId, principal.tenantId),
    warehouseId ? eq(orders.warehouseId, warehouseId) : undefined,
    type === 1 ? eq(orders.skuKinds, 1) : gt(orders.skuKinds, 1),
    isNull(orders.pickListId),
    or(
      and(eq(orders.status, 'toBeDelivered'), eq(orders.pickStatus, 'toBeCreated')),
      includePending ? eq(orders.status, 'pending') : undefined,
    ),
    customerScope(principal, orders.customerId),
    warehouseScope(principal, orders.warehouseId),
  )!;
}

type Choices = Pick<
  PickListCreate,
  'warehouseId' | 'pickingOrderType' | 'includePending' | 'customerId' | 'carrier'
> & {
  orderIds?: string[];
};

/** The orders a generation with these choices takes: one condition for the preview and the generation. */
export function candidateWhere(principal: Principal, input: Choices) {
  return and(
    waitingWhere(principal, input.warehouseId, input.pickingOrderType, input.includePending),
    // Chosen orders are these only: an empty choice takes none, never every waiting order.
    input.orderIds ? (input.orderIds.length ? inArray(orders.id, input.orderIds) : sql`false`) : undefined,
    input.customerId ? eq(orders.customerId, input.customerId) : undefined,
    input.carrier ? eq(orders.carrier, input.carrier) : undefined,
  );
}

/** Hot ones first, then the oldest. */
export const candidateOrder = [desc(orders.isHot), asc(orders.orderTime), asc(orders.id)] as const;

/** The orders a generation takes, locked, in the order it takes them. */
export async function lockCandidates(tx: Tx, principal: Principal, input: PickListCreate, limit: number) {
  return tx
    .select()
    .from(orders)
    .where(candidateWhere(principal, input))
    .orderBy(...candidateOrder)
    .limit(limit)
    .for('update');
}
