import type { PickListRow } from '@wms/api';
import { byIds } from '../../../db/by-ids.ts';
import type { Executor } from '../../../db/client.ts';
import { customers, type pickLists, users, warehouses } from '../../../db/schema/index.ts';

export type PickListRecord = typeof pickLists.$inferSelect;

/** Pick list rows with the names people read (warehouse, customer, picker, custodian), fetched for a page at once. */
export async function toPickListRows(
  tx: Executor,
  tenantId: string,
  lists: PickListRecord[],
): Promise<PickListRow[]> {
  if (!lists.length) return [];
  // One after the other: a transaction is one connection.
  const wh = await byIds(
    tx,
    warehouses,
    tenantId,
    lists.map((l) => l.warehouseId),
    { name: warehouses.name },
  );
  const cu = await byIds(tx, customers, tenantId, [...lists.map((l) => l.customerId), tenantId], {
    name: customers.shortName,
  });
  const us = await byIds(
    tx,
    users,
    tenantId,
    [...lists.flatMap((l) => [l.pickerId, l.custodianId]), tenantId],
    {
      name: users.displayName,
    },
  );
  const name = (rows: Map<string, { name: string }>, id: string | null) => (id && rows.get(id)?.name) ?? null;
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
    custodianId: l.custodianId,
    custodianName: name(us, l.custodianId),
    custodianAssignedTime: l.custodianAssignedAt?.toISOString() ?? null,
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
