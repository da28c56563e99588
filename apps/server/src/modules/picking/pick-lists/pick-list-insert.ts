import { uuidv7 } from '@wms/api';
import type { Tx } from '../../../db/client.ts';
import { pickListLines, pickLists } from '../../../db/schema/index.ts';
import type { Principal } from '../../../platform/context.ts';
import { dayOf, takeNumbers } from '../../../platform/counters.ts';
import type { AllocatedLine } from './pick-allocation.ts';
import type { routeLines } from './pick-route-plan.ts';

type Context = { tx: Tx; principal: Principal; now: Date };

/** The next pick-list number of the day: PK, the day, then a four-digit count. */
export async function newPickListNo(c: Context): Promise<string> {
  const [n] = await takeNumbers(c.tx, c.principal.tenantId, 'pickListNo', dayOf(c.now));
  return `PK${dayOf(c.now)}${String(n).padStart(4, '0')}`;
}

/** What a pick-list line copies from the allocated stop it picks. */
export const lineOfStop = (l: AllocatedLine) => ({
  orderId: l.orderId,
  orderNo: l.orderNo,
  customerId: l.customerId,
  productId: l.productId,
  productNo: l.productNo,
  locationId: l.locationId,
  locationName: l.locationName,
  qty: l.qty,
});

type ListHeader = Pick<
  typeof pickLists.$inferInsert,
  | 'pickListNo'
  | 'kind'
  | 'pickingOrderType'
  | 'warehouseId'
  | 'customerId'
  | 'carrier'
  | 'routeStrategy'
  | 'orderCount'
>;

/**
 * Writes a pick list (of parcel orders or of a transfer order) and its lines in walking order; its
 * distances and counts come from the route.
 */
export async function insertRoutedList(
  c: Context,
  header: ListHeader,
  route: ReturnType<typeof routeLines<AllocatedLine>>,
) {
  const id = uuidv7(c.now.getTime());
  const by = { createdBy: c.principal.userId, updatedBy: c.principal.userId };
  const [list] = await c.tx
    .insert(pickLists)
    .values({
      ...header,
      ...by,
      id,
      tenantId: c.principal.tenantId,
      walkDistance: route.distance,
      sShapeDistance: route.sShapeDistance,
      lineCount: route.stops.length,
      totalQty: route.stops.reduce((s, l) => s + l.qty, 0),
    })
    .returning();
  await c.tx.insert(pickListLines).values(
    route.stops.map((l, i) => ({
      ...by,
      id: uuidv7(),
      tenantId: c.principal.tenantId,
      pickListId: id,
      seq: i + 1,
      ...lineOfStop(l),
    })),
  );
  return list!;
}
