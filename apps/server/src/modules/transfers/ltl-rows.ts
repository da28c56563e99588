import type { LtlPacking, ltlPackingListQuery } from '@wms/api';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import {
  customers,
  ltlPackings,
  transferOrders,
  transferPallets,
  warehouses,
} from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { warehouseScope } from '../../platform/data-scope.ts';
import { iso, splitBatch } from '../../platform/values.ts';
import { scoped } from './transfer-rows.ts';

const p = ltlPackings;
const t = transferOrders;
export type PackingRecord = typeof p.$inferSelect;

/** A packing the caller may see: one of its warehouses, holding at least one of its orders (or none, for staff). */
export const visible = (principal: Principal, ...more: (SQL | undefined)[]) =>
  and(
    eq(p.tenantId, principal.tenantId),
    warehouseScope(principal, p.warehouseId),
    principal.customerId
      ? sql`exists (select 1 from ${t} where ${scoped(principal, sql`${t.ltlPackingId} = ${p.id}`)})`
      : undefined,
    ...more,
  );
const onPacking = sql`${t.tenantId} = ${p.tenantId} and ${t.ltlPackingId} = ${p.id}`;
/** Delivered once it holds orders and none of them is left undelivered. */
export const delivered = sql<boolean>`(exists (select 1 from ${t} where ${onPacking}) and not exists (select 1 from ${t} where ${onPacking} and ${t.status} <> 'completed'))`;

/** The packings with their orders (those the caller may see), pallets, cartons and weights. */
export async function packingsOf(tx: Tx, principal: Principal, rows: PackingRecord[]): Promise<LtlPacking[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const orders = await tx
    .select({ row: t, customerCode: customers.customerCode })
    .from(t)
    .innerJoin(customers, and(eq(customers.tenantId, t.tenantId), eq(customers.id, t.customerId)))
    .where(scoped(principal, inArray(t.ltlPackingId, ids)))
    .orderBy(t.transId);
  const pallets = orders.length
    ? await tx
        .select({
          transferId: transferPallets.transferId,
          cartons: sql<number>`sum(${transferPallets.cartons})::int`,
          weight: sql<number>`sum(${transferPallets.weightHundredths})::int`,
        })
        .from(transferPallets)
        .where(
          and(
            eq(transferPallets.tenantId, principal.tenantId),
            inArray(
              transferPallets.transferId,
              orders.map((o) => o.row.id),
            ),
          ),
        )
        .groupBy(transferPallets.transferId)
    : [];
  const byOrder = new Map(pallets.map((x) => [x.transferId, x]));
  const names = await tx
    .select({ id: warehouses.id, name: warehouses.name })
    .from(warehouses)
    .where(
      and(
        eq(warehouses.tenantId, principal.tenantId),
        inArray(warehouses.id, [...new Set(rows.map((r) => r.warehouseId))]),
      ),
    );
  const warehouseName = new Map(names.map((w) => [w.id, w.name]));
  return rows.map((r) => {
    const mine = orders
      .filter((o) => o.row.ltlPackingId === r.id)
      .map(({ row, customerCode }) => ({
        id: row.id,
        transID: row.transId,
        customerCode,
        platformCode: row.platformCode,
        toWarehouseName: row.toWarehouseName,
        state: row.status,
        palletNum: row.palletNum,
        cartons: byOrder.get(row.id)?.cartons ?? 0,
        weight: (byOrder.get(row.id)?.weight ?? 0) / 100,
      }));
    return {
      id: r.id,
      packingNo: r.packingNo,
      warehouseId: r.warehouseId,
      fromWarehouse: warehouseName.get(r.warehouseId) ?? '',
      carrier: r.carrier,
      truckCompany: r.truckCompany,
      remark: r.remark,
      state:
        mine.length && mine.every((o) => o.state === 'completed')
          ? ('delivered' as const)
          : ('open' as const),
      orderCount: mine.length,
      palletCount: mine.reduce((s, o) => s + o.palletNum, 0),
      cartonCount: mine.reduce((s, o) => s + o.cartons, 0),
      weight: Math.round(mine.reduce((s, o) => s + o.weight, 0) * 100) / 100,
      orders: mine,
      transIDs: mine.map((o) => o.transID).join(', '),
      createTime: iso(r.createdAt),
    };
  });
}

export type ListFilter = Pick<z.output<typeof ltlPackingListQuery>, 'state' | 'warehouseId' | 'keyword'> & {
  ids?: string[];
};

export function listWhere(principal: Principal, q: ListFilter) {
  const keys = splitBatch(q.keyword);
  return visible(
    principal,
    q.ids?.length ? inArray(p.id, q.ids) : undefined,
    q.warehouseId ? eq(p.warehouseId, q.warehouseId) : undefined,
    q.state === 'delivered' ? delivered : q.state === 'open' ? sql`not (${delivered})` : undefined,
    keys.length
      ? sql`(${inArray(p.packingNo, keys)} or exists (select 1 from ${t} where ${onPacking} and ${inArray(t.transId, keys)}))`
      : undefined,
  );
}
