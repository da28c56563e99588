import type { afterSalesStockQuery, WorkOrderFeeLine, WorkOrderStatus, workOrderFeeQuery } from '@wms/api';
import { and, count, desc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import {
  customers,
  locations,
  products,
  stocks,
  warehouses,
  workOrderFees,
  workOrderStock,
  workOrders,
} from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { formatCents } from '../../platform/money.ts';
import { likeEscape, pageWindow } from '../../platform/values.ts';
import { scoped, sideOf } from './work-order-rows.ts';

/** The ticket columns each cross-ticket line shows; the ticket's scope decides who sees the line. */
const ticketColumns = {
  workOrderId: workOrders.id,
  workOrderNo: workOrders.workOrderNo,
  customerId: workOrders.customerId,
  customerCode: customers.customerCode,
  warehouseName: warehouses.name,
};
const joinCustomer = and(
  eq(customers.tenantId, workOrders.tenantId),
  eq(customers.id, workOrders.customerId),
);
const joinWarehouse = and(
  eq(warehouses.tenantId, workOrders.tenantId),
  eq(warehouses.id, workOrders.warehouseId),
);
const keywordOf = (keyword: string | undefined, ...columns: Parameters<typeof ilike>[0][]) => {
  const like = keyword ? likeEscape(keyword) : undefined;
  return like ? or(...columns.map((c) => ilike(c, like))) : undefined;
};

/** A stock line with its ticket, customer, warehouse, product and location. */
function stockJoins<T extends PgSelect>(query: T) {
  return query
    .innerJoin(
      workOrders,
      and(eq(workOrders.tenantId, workOrderStock.tenantId), eq(workOrders.id, workOrderStock.workOrderId)),
    )
    .innerJoin(customers, joinCustomer)
    .leftJoin(warehouses, joinWarehouse)
    .innerJoin(
      products,
      and(eq(products.tenantId, workOrderStock.tenantId), eq(products.id, workOrderStock.productId)),
    )
    .innerJoin(
      stocks,
      and(eq(stocks.tenantId, workOrderStock.tenantId), eq(stocks.id, workOrderStock.stockId)),
    )
    .innerJoin(locations, and(eq(locations.tenantId, stocks.tenantId), eq(locations.id, stocks.locationId)));
}

/** The after-sales stock screen and the work-order billing screen: lines of every ticket the caller sees. */
export const workOrderLists = {
  async stock(tx: Tx, principal: Principal, q: z.output<typeof afterSalesStockQuery>) {
    const where: SQL | undefined = scoped(
      principal,
      q.customerId ? eq(workOrders.customerId, q.customerId) : undefined,
      q.locked === 'locked' ? isNull(workOrderStock.unlockedAt) : undefined,
      q.locked === 'unlocked' ? isNotNull(workOrderStock.unlockedAt) : undefined,
      keywordOf(q.keyword, workOrders.workOrderNo, products.productNo),
    );
    const window = pageWindow(q);
    const rows = await stockJoins(
      tx
        .select({
          ...ticketColumns,
          status: workOrders.status,
          line: workOrderStock,
          productNo: products.productNo,
          locationName: locations.locationName,
        })
        .from(workOrderStock)
        .$dynamic(),
    )
      .where(where)
      .orderBy(sql`${workOrderStock.unlockedAt} is not null`, desc(workOrderStock.createdAt))
      .limit(window.limit)
      .offset(window.offset);
    const [total] = await stockJoins(tx.select({ n: count() }).from(workOrderStock).$dynamic()).where(where);
    return {
      items: rows.map(({ line, warehouseName, ...row }) => ({
        ...row,
        warehouseName: warehouseName ?? null,
        status: row.status as WorkOrderStatus,
        viewerSide: sideOf(principal),
        id: line.id,
        stockId: line.stockId,
        quantity: line.quantity,
        locked: !line.unlockedAt,
        createdTime: line.createdAt.toISOString(),
        unlockedTime: line.unlockedAt?.toISOString() ?? null,
      })),
      total: total?.n ?? 0,
    };
  },

  async fees(tx: Tx, principal: Principal, q: z.output<typeof workOrderFeeQuery>) {
    const where = scoped(
      principal,
      q.customerId ? eq(workOrders.customerId, q.customerId) : undefined,
      q.category ? eq(workOrderFees.category, q.category) : undefined,
      keywordOf(q.keyword, workOrders.workOrderNo, workOrderFees.remark),
    );
    const join = and(
      eq(workOrders.tenantId, workOrderFees.tenantId),
      eq(workOrders.id, workOrderFees.workOrderId),
    );
    const window = pageWindow(q);
    const rows = await tx
      .select({ ...ticketColumns, fee: workOrderFees })
      .from(workOrderFees)
      .innerJoin(workOrders, join)
      .innerJoin(customers, joinCustomer)
      .leftJoin(warehouses, joinWarehouse)
      .where(where)
      .orderBy(desc(workOrderFees.occurredAt), desc(workOrderFees.id))
      .limit(window.limit)
      .offset(window.offset);
    const [sum] = await tx
      .select({ n: count(), cents: sql<string>`coalesce(sum(${workOrderFees.feeCents}), 0)::text` })
      .from(workOrderFees)
      .innerJoin(workOrders, join)
      .where(where);
    return {
      items: rows.map(({ fee, warehouseName, ...row }) => ({
        ...row,
        warehouseName: warehouseName ?? null,
        id: fee.id,
        category: fee.category as WorkOrderFeeLine['category'],
        fee: Number(formatCents(fee.feeCents)),
        remark: fee.remark,
        createdTime: fee.occurredAt.toISOString(),
      })),
      total: sum?.n ?? 0,
      feeTotal: Number(formatCents(Number(sum?.cents ?? 0))),
    };
  },
};
