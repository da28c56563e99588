import { ErrorCode, type pickListQuery } from '@wms/api';
import { and, count, desc, eq, gte, inArray, isNotNull, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../../db/client.ts';
import { orders, pickListLines, pickLists, stocks } from '../../../db/schema/index.ts';
import type { Principal } from '../../../platform/context.ts';
import { customerScope, warehouseScope } from '../../../platform/data-scope.ts';
import { BizError } from '../../../platform/errors.ts';
import { pickLinePlaces } from './pick-line-places.ts';
import { waitingWhere } from './pick-list-candidates.ts';
import { toPickListRows } from './pick-list-rows.ts';

export type PickListFilter = Omit<z.output<typeof pickListQuery>, 'pageIndex' | 'pageSize' | 'sort'>;

export function pickListWhere(principal: Principal, f: PickListFilter, ...more: (SQL | undefined)[]) {
  return and(
    eq(pickLists.tenantId, principal.tenantId),
    isNull(pickLists.deletedAt),
    warehouseScope(principal, pickLists.warehouseId),
    principal.customerId || principal.customerIds
      ? customerScope(principal, pickLists.customerId)
      : undefined,
    f.kind ? eq(pickLists.kind, f.kind) : undefined,
    f.pickingOrderType ? eq(pickLists.pickingOrderType, f.pickingOrderType) : undefined,
    f.state ? eq(pickLists.state, f.state) : undefined,
    f.warehouseId ? eq(pickLists.warehouseId, f.warehouseId) : undefined,
    f.pickerId ? eq(pickLists.pickerId, f.pickerId) : undefined,
    f.hasCustodian === 'true' ? isNotNull(pickLists.custodianId) : undefined,
    f.hasCustodian === 'false' ? isNull(pickLists.custodianId) : undefined,
    f.pickListNos?.length ? inArray(pickLists.pickListNo, f.pickListNos) : undefined,
    f.orderNos?.length
      ? sql`exists (select 1 from ${pickListLines} where ${pickListLines.tenantId} = ${pickLists.tenantId}
          and ${pickListLines.pickListId} = ${pickLists.id} and ${inArray(pickListLines.orderNo, f.orderNos)})`
      : undefined,
    f.createdFrom ? gte(pickLists.createdAt, new Date(f.createdFrom)) : undefined,
    f.createdTo ? lte(pickLists.createdAt, new Date(f.createdTo)) : undefined,
    ...more,
  )!;
}

export const pickListQueries = {
  async page(tx: Tx, principal: Principal, q: z.output<typeof pickListQuery>) {
    const { pageIndex, pageSize, sort: _sort, ...filter } = q;
    const where = pickListWhere(principal, filter);
    const rows = await tx
      .select()
      .from(pickLists)
      .where(where)
      .orderBy(desc(pickLists.createdAt), desc(pickLists.id))
      .limit(pageSize)
      .offset((pageIndex - 1) * pageSize);
    const [total] = await tx.select({ n: count() }).from(pickLists).where(where);
    return { items: await toPickListRows(tx, principal.tenantId, rows), total: total?.n ?? 0 };
  },

  async detail(tx: Tx, principal: Principal, id: string) {
    const [list] = await tx
      .select()
      .from(pickLists)
      .where(pickListWhere(principal, {}, eq(pickLists.id, id)));
    if (!list) throw new BizError(ErrorCode.pickListNotFound);
    const lines = await tx
      .select({ line: pickListLines, onHand: sql<number>`coalesce(${stocks.quantity}, 0)::int` })
      .from(pickListLines)
      .leftJoin(
        stocks,
        and(
          eq(stocks.tenantId, pickListLines.tenantId),
          eq(stocks.warehouseId, list.warehouseId),
          eq(stocks.customerId, pickListLines.customerId),
          eq(stocks.productId, pickListLines.productId),
          eq(stocks.locationId, pickListLines.locationId),
        ),
      )
      .where(and(eq(pickListLines.tenantId, principal.tenantId), eq(pickListLines.pickListId, id)))
      .orderBy(pickListLines.seq);
    const [row] = await toPickListRows(tx, principal.tenantId, [list]);
    const map = await pickLinePlaces(
      tx,
      principal.tenantId,
      list.warehouseId,
      lines.map(({ line }) => line.locationId),
    );
    return {
      ...row!,
      layout: map.layout,
      lines: lines.map(({ line, onHand }) => ({
        aisle: map.placeOf(line.locationId)?.aisle ?? null,
        depth: map.placeOf(line.locationId)?.depth ?? null,
        id: line.id,
        seq: line.seq,
        orderId: line.orderId,
        orderNo: line.orderNo,
        productId: line.productId,
        productNo: line.productNo,
        locationId: line.locationId,
        locationName: line.locationName,
        qty: line.qty,
        pickedQty: line.pickedQty,
        inventoryQty: Number(onHand),
        state: line.state as 'unPick' | 'picking' | 'picked' | 'outOfStock',
      })),
    };
  },

  /** GetPickOrderCount: orders waiting for a pick list of the type (the side-menu badge). */
  /** The orders a generation with the same warehouse and `includePending` would take. */
  async waitingCount(
    tx: Tx,
    principal: Principal,
    type: 1 | 2,
    scope: { warehouseId?: string | null; includePending?: boolean } = {},
  ) {
    const [row] = await tx
      .select({ n: count() })
      .from(orders)
      .where(waitingWhere(principal, scope.warehouseId ?? undefined, type, scope.includePending));
    return { count: row?.n ?? 0 };
  },

  /** Pick progress per kind: lists by state and units picked of units to pick. */
  async progress(tx: Tx, principal: Principal, q: { warehouseId?: string; kind?: string }) {
    const rows = await tx
      .select({
        kind: pickLists.kind,
        state: pickLists.state,
        n: count(),
        totalQty: sql<number>`coalesce(sum(${pickLists.totalQty}), 0)::int`,
        pickedQty: sql<number>`coalesce(sum(${pickLists.pickedQty}), 0)::int`,
      })
      .from(pickLists)
      .where(
        pickListWhere(
          principal,
          { warehouseId: q.warehouseId, kind: q.kind as PickListFilter['kind'] },
          sql`${pickLists.state} <> 'cancelled'`,
        ),
      )
      .groupBy(pickLists.kind, pickLists.state);
    const kinds = ['dropShipping', 'transport', 'truck'] as const;
    return kinds
      .filter((kind) => !q.kind || q.kind === kind)
      .map((kind) => {
        const of = rows.filter((r) => r.kind === kind);
        const n = (state: string) => of.find((r) => r.state === state)?.n ?? 0;
        const sum = (pick: (r: (typeof of)[number]) => number) => of.reduce((s, r) => s + Number(pick(r)), 0);
        return {
          kind,
          unPick: n('unPick'),
          picking: n('picking'),
          picked: n('picked'),
          totalQty: sum((r) => r.totalQty),
          pickedQty: sum((r) => r.pickedQty),
        };
      });
  },
};
