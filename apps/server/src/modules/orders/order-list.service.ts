import {
  ErrorCode,
  type OrderCounts,
  type OrderFilter,
  type OrderListQuery,
  type OrderStatus,
  orderStatuses,
} from '@wms/api';
import { and, asc, count, eq, gte, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { orderLogs, orders, users } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { customerScope, warehouseScope } from '../../platform/data-scope.ts';
import { BizError } from '../../platform/errors.ts';
import { countsByStatus } from './order-counts.ts';
import { countable, orderSort, orderWhere } from './order-filters.ts';
import { namesFor } from './order-refs.ts';
import { latestFreight, packagesOf, toOrderDetail, toOrderRow } from './order-rows.ts';

async function findVisible(tx: Tx, principal: Principal, id: string) {
  const [row] = await tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.tenantId, principal.tenantId),
        eq(orders.id, id),
        customerScope(principal, orders.customerId),
        warehouseScope(principal, orders.warehouseId),
      ),
    );
  if (!row) throw new BizError(ErrorCode.orderNotFound);
  return row;
}

async function total(tx: Tx, principal: Principal, filter: OrderFilter, status: OrderStatus | undefined) {
  if (countable(filter)) {
    const counts = await countsByStatus(tx, principal, filter);
    return status ? counts[status] : sumAll(counts);
  }
  const [row] = await tx
    .select({ n: count() })
    .from(orders)
    .where(orderWhere(principal, filter, status));
  return row?.n ?? 0;
}

/** Reads of the order screens: paged lists, tab counts, detail and the operation log. */
export const orderListService = {
  findVisible,

  async list(tx: Tx, principal: Principal, query: OrderListQuery, now: Date, fixed?: OrderStatus) {
    const { pageIndex, pageSize, sort, status, ...filter } = query;
    const wanted = fixed ?? status;
    const rows = await tx
      .select()
      .from(orders)
      .where(orderWhere(principal, filter, wanted))
      .orderBy(...orderSort(sort))
      .limit(pageSize)
      .offset((pageIndex - 1) * pageSize);
    const names = await namesFor(tx, principal.tenantId, rows);
    const items = rows.map((row) =>
      toOrderRow(row, now, {
        customerName: names.customer.get(row.customerId),
        warehouseName: names.warehouse.get(row.warehouseId),
      }),
    );
    return { items, total: await total(tx, principal, filter, wanted) };
  },

  async counts(tx: Tx, principal: Principal, filter: OrderFilter): Promise<OrderCounts> {
    let counts: Record<OrderStatus, number>;
    if (countable(filter)) counts = await countsByStatus(tx, principal, filter);
    else {
      const rows = await tx
        .select({ status: orders.status, n: count() })
        .from(orders)
        .where(orderWhere(principal, filter, undefined))
        .groupBy(orders.status);
      // orderWhere leaves removed orders out of "all"; count them on their own
      const [removed] = await tx
        .select({ n: count() })
        .from(orders)
        .where(orderWhere(principal, filter, 'removed'));
      counts = Object.fromEntries(orderStatuses.map((s) => [s, 0])) as Record<OrderStatus, number>;
      for (const row of rows) counts[row.status as OrderStatus] = row.n;
      counts.removed = removed?.n ?? 0;
    }
    return { all: sumAll(counts), ...counts };
  },

  async detail(tx: Tx, principal: Principal, id: string, now: Date) {
    return toOrderDetail(tx, principal, await findVisible(tx, principal, id), now);
  },

  async operations(tx: Tx, principal: Principal, id: string) {
    await findVisible(tx, principal, id);
    const rows = await tx
      .select({ log: orderLogs, operatorName: users.displayName })
      .from(orderLogs)
      .leftJoin(users, and(eq(users.tenantId, orderLogs.tenantId), eq(users.id, orderLogs.createdBy)))
      .where(and(eq(orderLogs.tenantId, principal.tenantId), eq(orderLogs.orderId, id)))
      .orderBy(asc(orderLogs.createdAt), asc(orderLogs.id));
    return rows.map(({ log, operatorName }) => ({
      id: log.id,
      action: log.action,
      beforeStatus: log.beforeStatus as OrderStatus | null,
      afterStatus: log.afterStatus as OrderStatus | null,
      changes: log.changes as Record<string, { before: unknown; after: unknown }>,
      remark: log.remark,
      operatorId: log.createdBy,
      operatorName: operatorName ?? null,
      createdTime: log.createdAt.toISOString(),
    }));
  },

  async packages(tx: Tx, principal: Principal, id: string) {
    await findVisible(tx, principal, id);
    return packagesOf(tx, principal.tenantId, id);
  },

  async freightCache(tx: Tx, principal: Principal, id: string) {
    await findVisible(tx, principal, id);
    return latestFreight(tx, principal.tenantId, id);
  },

  async transitRate(
    tx: Tx,
    principal: Principal,
    input: { shippedFrom: string; shippedTo: string; warehouseId?: string },
  ) {
    const rows = await tx
      .select({
        carrier: sql<string>`coalesce(${orders.carrier}, '')`,
        shipped: count(),
        logisticsException: sql<number>`count(*) filter (where ${orders.status} = 'logisticsException')::int`,
      })
      .from(orders)
      .where(
        and(
          orderWhere(principal, { warehouseId: input.warehouseId }, undefined),
          gte(orders.shippedAt, new Date(input.shippedFrom)),
          lte(orders.shippedAt, new Date(input.shippedTo)),
        ),
      )
      .groupBy(sql`1`)
      .orderBy(sql`1`);
    return rows.map((r) => ({
      carrier: r.carrier,
      shipped: r.shipped,
      logisticsException: Number(r.logisticsException),
      transitRate: r.shipped
        ? Math.round(((r.shipped - Number(r.logisticsException)) / r.shipped) * 10000) / 100
        : 0,
    }));
  },
};

function sumAll(counts: Record<OrderStatus, number>) {
  return orderStatuses.filter((s) => s !== 'removed').reduce((sum, s) => sum + counts[s], 0);
}
