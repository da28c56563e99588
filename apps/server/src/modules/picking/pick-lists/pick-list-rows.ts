import type { PickListRow } from '@wms/api';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { customers, type pickLists, users, warehouses } from '../../../db/schema/index.ts';

export type PickListRecord = typeof pickLists.$inferSelect;

/** Pick list rows with the names people read (warehouse, customer, picker), fetched for a page at once. */
export async function toPickListRows(
  tx: Executor,
  tenantId: string,
  lists: PickListRecord[],
): Promise<PickListRow[]> {
  if (!lists.length) return [];
  const ids = (pick: (l: PickListRecord) => string | null) => [
    ...new Set(lists.map(pick).filter((x): x is string => !!x)),
  ];
  // One after the other: a transaction is one connection.
  const wh = await tx
    .select({ id: warehouses.id, name: warehouses.name })
    .from(warehouses)
    .where(
      and(
        eq(warehouses.tenantId, tenantId),
        inArray(
          warehouses.id,
          ids((l) => l.warehouseId),
        ),
      ),
    );
  const cu = await tx
    .select({ id: customers.id, name: customers.shortName })
    .from(customers)
    .where(
      and(eq(customers.tenantId, tenantId), inArray(customers.id, [...ids((l) => l.customerId), tenantId])),
    );
  const us = await tx
    .select({ id: users.id, name: users.displayName })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.id, [...ids((l) => l.pickerId), tenantId])));
  const name = (rows: Array<{ id: string; name: string }>, id: string | null) =>
    rows.find((r) => r.id === id)?.name ?? null;
  return lists.map((l) => ({
    id: l.id,
    pickListNo: l.pickListNo,
    kind: l.kind as PickListRow['kind'],
    pickingOrderType: l.pickingOrderType as 1 | 2,
    warehouseId: l.warehouseId,
    warehouseName: name(wh, l.warehouseId),
    customerId: l.customerId,
    customerName: name(cu, l.customerId),
    carrier: l.carrier,
    pickerId: l.pickerId,
    pickerName: name(us, l.pickerId),
    state: l.state as PickListRow['state'],
    routeStrategy: l.routeStrategy,
    walkDistance: l.walkDistance,
    sShapeDistance: l.sShapeDistance,
    orderCount: l.orderCount,
    lineCount: l.lineCount,
    totalQty: l.totalQty,
    pickedQty: l.pickedQty,
    createdTime: l.createdAt.toISOString(),
    assignedTime: l.assignedAt?.toISOString() ?? null,
    finishedTime: l.finishedAt?.toISOString() ?? null,
  }));
}
