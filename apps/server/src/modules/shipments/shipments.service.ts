import {
  type ShipmentDetail,
  type ShipmentInput,
  type ShipmentOverview,
  type ShipmentTab,
  type shipmentListQuery,
  type shipmentStatisticsQuery,
  shipmentTabNames,
  shipmentTabs,
} from '@wms/api';
import { and, asc, count, desc, eq, gte, inArray, lt, ne, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { customers, inboundLines, inboundShipments, products, warehouses } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { notFound, pageWindow, splitBatch } from '../../platform/values.ts';
import { shipmentForecastService as forecasts } from './shipment-forecast.service.ts';
import { shipmentLogList } from './shipment-log.ts';
import { scoped, shipmentRows, tabWhere } from './shipment-rows.ts';

export { shipmentMoves } from './shipment-moves.service.ts';

const s = inboundShipments;
const DAY_MS = 86_400_000;
const dayStart = (date: string) => new Date(`${date}T00:00:00Z`);

interface Scope {
  warehouseId?: string;
  customerId?: string;
}
const scopeWhere = (p: Principal, q: Scope, ...more: (SQL | undefined)[]) =>
  scoped(
    p,
    q.warehouseId ? eq(s.warehouseId, q.warehouseId) : undefined,
    q.customerId ? eq(s.customerId, q.customerId) : undefined,
    ...more,
  );

async function statusCounts(tx: Tx, where: SQL | undefined) {
  const rows = await tx.select({ status: s.status, n: count() }).from(s).where(where).groupBy(s.status);
  return new Map(rows.map((r) => [r.status, r.n]));
}

async function detail(tx: Tx, principal: Principal, id: string): Promise<ShipmentDetail> {
  const [row] = await shipmentRows(tx, scoped(principal, eq(s.id, id)), { limit: 1, offset: 0 }, []);
  if (!row || row.status === 'removed') notFound();
  const lines = await tx
    .select({ line: inboundLines, product: products })
    .from(inboundLines)
    .innerJoin(
      products,
      and(eq(products.tenantId, inboundLines.tenantId), eq(products.id, inboundLines.productId)),
    )
    .where(and(eq(inboundLines.tenantId, principal.tenantId), eq(inboundLines.shipmentId, id)))
    .orderBy(asc(inboundLines.lineNo));
  return {
    ...row,
    lines: lines.map(({ line, product }) => ({
      id: line.id,
      productId: line.productId,
      productNo: product.productNo,
      productName: product.nameEn,
      barcode: product.upc ?? product.productBarcode,
      cartonCount: line.cartonCount,
      qty: line.qty,
      weight: line.weightHundredths / 100,
      cbm: line.cbmHundredths / 100,
      value: line.valueCents / 100,
      receivedQty: line.receivedQty,
      damagedQty: line.damagedQty,
      receivedCartons: line.receivedCartons,
      shelvedQty: line.shelvedQty,
      unexpected: line.unexpected,
    })),
  };
}

export const shipmentsService = {
  detail,

  async list(tx: Tx, principal: Principal, q: z.infer<typeof shipmentListQuery>) {
    const keys = splitBatch(q.keyword).map((k) => k.toUpperCase());
    const where = scopeWhere(
      principal,
      q,
      tabWhere(q.tab),
      q.status ? eq(s.status, q.status) : undefined,
      keys.length ? or(inArray(s.transportNo, keys), inArray(s.containerNo, keys)) : undefined,
      q.createdFrom ? gte(s.createdAt, dayStart(q.createdFrom)) : undefined,
      q.createdTo ? lt(s.createdAt, new Date(+dayStart(q.createdTo) + DAY_MS)) : undefined,
    );
    const items = await shipmentRows(tx, where, pageWindow(q), [desc(s.createdAt), desc(s.id)]);
    const [total] = await tx.select({ n: count() }).from(s).where(where);
    return { items, total: total?.n ?? 0 };
  },

  /** One grouped count for every tab (the abnormal-different tab counts its own filter). */
  async tabCounts(tx: Tx, principal: Principal, q: Scope) {
    const byStatus = await statusCounts(tx, scopeWhere(principal, q));
    const [differs] = await tx
      .select({ n: count() })
      .from(s)
      .where(scopeWhere(principal, q, tabWhere('abnormalDifferent')));
    const out = {} as Record<ShipmentTab, number>;
    for (const tab of shipmentTabNames) {
      out[tab] =
        tab === 'abnormalDifferent'
          ? (differs?.n ?? 0)
          : (shipmentTabs[tab] as readonly string[]).reduce((n, st) => n + (byStatus.get(st) ?? 0), 0);
    }
    return out;
  },

  async overview(tx: Tx, principal: Principal, q: Scope, now: Date): Promise<ShipmentOverview> {
    const byStatus = await statusCounts(tx, scopeWhere(principal, q));
    const today = dayStart(now.toISOString().slice(0, 10));
    const [created] = await tx
      .select({ n: count() })
      .from(s)
      .where(scopeWhere(principal, q, gte(s.createdAt, today), ne(s.status, 'removed')));
    const n = (status: string) => byStatus.get(status) ?? 0;
    return {
      createdToday: created?.n ?? 0,
      forecasting: n('forecast'),
      awaitingDeparture: n('awaitingDeparture'),
      onTheWay: n('atSea'),
      arrived: n('arrived'),
      reserved: n('reserved'),
      delivered: n('delivered'),
      emptyContainer: n('emptyContainer'),
      shelved: n('shelved'),
      abnormalShipment: n('abnormal'),
    };
  },

  /** Per warehouse and customer: containers, cartons, pieces, volume and what was received. */
  async statistics(tx: Tx, principal: Principal, q: z.infer<typeof shipmentStatisticsQuery>) {
    const rows = await tx
      .select({
        warehouseId: s.warehouseId,
        warehouseName: warehouses.name,
        customerId: s.customerId,
        customerCode: customers.customerCode,
        containers: count(),
        cartons: sql<number>`coalesce(sum(${s.cartonCountSend}), 0)::int`,
        qty: sql<number>`coalesce(sum(${s.qtyTotal}), 0)::int`,
        cbm: sql<number>`coalesce(sum(${s.cbmHundredths}), 0)::int`,
        received: sql<number>`coalesce(sum(${s.countCarton}), 0)::int`,
      })
      .from(s)
      .innerJoin(warehouses, and(eq(warehouses.tenantId, s.tenantId), eq(warehouses.id, s.warehouseId)))
      .innerJoin(customers, and(eq(customers.tenantId, s.tenantId), eq(customers.id, s.customerId)))
      .where(
        scopeWhere(
          principal,
          q,
          notInArray(s.status, ['cancelled', 'removed', 'rejected']),
          q.createdFrom ? gte(s.createdAt, dayStart(q.createdFrom)) : undefined,
          q.createdTo ? lt(s.createdAt, new Date(+dayStart(q.createdTo) + DAY_MS)) : undefined,
        ),
      )
      .groupBy(s.warehouseId, warehouses.name, s.customerId, customers.customerCode)
      .orderBy(asc(warehouses.name), asc(customers.customerCode));
    return rows.map((r) => ({ ...r, cbm: Number(r.cbm) / 100 }));
  },

  logs: async (tx: Tx, principal: Principal, id: string) => {
    await detail(tx, principal, id);
    return shipmentLogList(tx, principal, id);
  },

  async create(tx: Tx, principal: Principal, input: ShipmentInput, now: Date) {
    return detail(tx, principal, await forecasts.createShipment(tx, principal, input, now));
  },

  async update(tx: Tx, principal: Principal, input: ShipmentInput & { id: string }, now: Date) {
    return detail(tx, principal, await forecasts.updateShipment(tx, principal, input, now));
  },
};
