import type { PickListSnapshot } from '@wms/api';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { pickListLines, pickLists, products } from '../../../db/schema/index.ts';
import { warehouseScope } from '../../../platform/data-scope.ts';
import type { PullSource } from '../../../platform/sync/pull-source.ts';
import { after, productColumns, toPdaProduct, updatedText, xidText } from './pda-rows.ts';
import { leaseHolders } from './pick-lease.ts';

const OPEN = ['unPick', 'picking'];

/**
 * The caller's pick lists (assigned to them; a list assigned to nobody is nobody's work yet, and waits for
 * the picking lead to assign it) with lines, products and locations. A fresh
 * device gets the open ones; afterwards every change comes back, with `mine: false` for a list the
 * device should drop (finished, cancelled or given to someone else).
 */
export const pickListPullSource: PullSource<PickListSnapshot> = {
  async rows(tx, principal, { after: at, live, limit, now }) {
    const mineSql = eq(pickLists.pickerId, principal.userId);
    const rows = await tx
      .select({
        list: pickLists,
        updatedAt: updatedText(pickLists.updatedAt),
        xid: xidText(pickLists.changeXid),
      })
      .from(pickLists)
      .where(
        and(
          eq(pickLists.tenantId, principal.tenantId),
          warehouseScope(principal, pickLists.warehouseId),
          live ? and(mineSql, inArray(pickLists.state, OPEN), isNull(pickLists.deletedAt)) : undefined,
          after(pickLists.changeXid, pickLists.id, at),
        ),
      )
      .orderBy(asc(pickLists.changeXid), asc(pickLists.id))
      .limit(limit);
    const ids = rows.map((r) => r.list.id);
    const lines = ids.length
      ? await tx
          .select({ line: pickListLines, product: productColumns })
          .from(pickListLines)
          .innerJoin(
            products,
            and(eq(products.tenantId, pickListLines.tenantId), eq(products.id, pickListLines.productId)),
          )
          .where(and(eq(pickListLines.tenantId, principal.tenantId), inArray(pickListLines.pickListId, ids)))
          .orderBy(asc(pickListLines.seq))
      : [];
    const holders = await leaseHolders(tx, principal.tenantId, ids, now);
    const items = rows.map(({ list, updatedAt }): PickListSnapshot => {
      const holder = holders.get(list.id);
      const mine = !list.deletedAt && OPEN.includes(list.state) && list.pickerId === principal.userId;
      return {
        id: list.id,
        pickListNo: list.pickListNo,
        warehouseId: list.warehouseId,
        state: list.state,
        mine,
        pickerId: list.pickerId,
        leaseUserId: holder?.userId ?? null,
        leaseUserName: holder?.name ?? null,
        leasedByMe: holder?.userId === principal.userId,
        totalQty: list.totalQty,
        pickedQty: list.pickedQty,
        walkDistance: list.walkDistance,
        updatedAt,
        lines: lines
          .filter((l) => l.line.pickListId === list.id)
          .map(({ line, product }) => ({
            id: line.id,
            seq: line.seq,
            orderNo: line.orderNo,
            locationId: line.locationId,
            locationName: line.locationName,
            qty: line.qty,
            pickedQty: line.pickedQty,
            state: line.state,
            product: toPdaProduct(product),
          })),
      };
    });
    return { items, positions: rows.map((r) => ({ xid: r.xid, id: r.list.id })) };
  },
};
