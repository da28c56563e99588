import type { OrderFilter, OrderListQuery, OrderStatus } from '@wms/api';
import { and, asc, desc, eq, gte, inArray, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { orderItems, orders } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { customerScope, warehouseScope } from '../../platform/data-scope.ts';

type TimeColumn = typeof orders.orderTime | typeof orders.createdAt | typeof orders.shippedAt;
const since = (column: TimeColumn, value?: string) => (value ? gte(column, new Date(value)) : undefined);
const until = (column: TimeColumn, value?: string) => (value ? lte(column, new Date(value)) : undefined);
const listed = (values?: string[]) => (values?.length ? values : undefined);

/** The conditions of the filters, within the caller's data permissions; `status` undefined = all but removed. */
export function orderWhere(principal: Principal, filter: OrderFilter, status: OrderStatus | undefined): SQL {
  const orderNos = listed(filter.orderNos);
  const trackingNos = listed(filter.trackingNos);
  const skus = listed(filter.skus);
  return and(
    eq(orders.tenantId, principal.tenantId),
    status ? eq(orders.status, status) : ne(orders.status, 'removed'),
    customerScope(principal, orders.customerId),
    warehouseScope(principal, orders.warehouseId),
    orderNos ? or(inArray(orders.orderNo, orderNos), inArray(orders.recordNo, orderNos)) : undefined,
    trackingNos ? inArray(orders.trackingNo, trackingNos) : undefined,
    skus
      ? sql`exists (select 1 from ${orderItems} where ${orderItems.tenantId} = ${orders.tenantId}
          and ${orderItems.orderId} = ${orders.id} and ${inArray(orderItems.sku, skus)})`
      : undefined,
    filter.customerId ? eq(orders.customerId, filter.customerId) : undefined,
    filter.warehouseId ? eq(orders.warehouseId, filter.warehouseId) : undefined,
    filter.storeId ? eq(orders.storeId, filter.storeId) : undefined,
    filter.platform ? eq(orders.platform, filter.platform) : undefined,
    filter.carrier ? eq(orders.carrier, filter.carrier) : undefined,
    filter.pickStatus ? eq(orders.pickStatus, filter.pickStatus) : undefined,
    filter.isHot === undefined ? undefined : eq(orders.isHot, filter.isHot),
    filter.country ? eq(orders.country, filter.country.toUpperCase()) : undefined,
    filter.state ? eq(orders.state, filter.state) : undefined,
    since(orders.orderTime, filter.orderTimeFrom),
    until(orders.orderTime, filter.orderTimeTo),
    since(orders.createdAt, filter.createdFrom),
    until(orders.createdAt, filter.createdTo),
    since(orders.shippedAt, filter.shippedFrom),
    until(orders.shippedAt, filter.shippedTo),
  )!;
}

const COUNTED: ReadonlySet<string> = new Set(['customerId', 'warehouseId']);

/** Whether the totals can come from `order_counts`: no filter besides customer and warehouse. */
export function countable(filter: OrderFilter): boolean {
  return Object.entries(filter).every(
    ([key, value]) => COUNTED.has(key) || value === undefined || (Array.isArray(value) && value.length === 0),
  );
}

const SORTS = {
  orderTime: orders.orderTime,
  createdTime: orders.createdAt,
  orderNo: orders.orderNo,
  shippedAt: orders.shippedAt,
  orderAmount: orders.orderAmount,
} as const;

/** Newest order time first unless asked otherwise; the id breaks ties so pages never overlap. */
export function orderSort(sort: OrderListQuery['sort']): SQL[] {
  const field = sort?.field ?? 'orderTime';
  const direction = sort?.order === 'asc' ? asc : desc;
  return [direction(SORTS[field]), direction(orders.id)];
}
