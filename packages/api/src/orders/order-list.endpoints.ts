import { z } from 'zod';
import { defineEndpoint, type Endpoint } from '../core/define-endpoint.ts';
import { pageOf } from '../core/page-query.ts';
import {
  idSchema,
  orderDetailSchema,
  orderOperationSchema,
  orderRowSchema,
  trialResultSchema,
} from './order.schema.ts';
import { packageSchema } from './order-fields.schema.ts';
import {
  orderAllListQuery,
  orderCountsSchema,
  orderFilterSchema,
  orderListQuery,
  orderTabs,
} from './order-query.schema.ts';

export const ORDER_BASE = '/api/v1/OMS/Order';
export const orderView = { functionPoint: 'oms:order:view' } as const;
const rows = pageOf(orderRowSchema);

const list = (call: string, summary: string) =>
  defineEndpoint({
    method: 'POST',
    path: `${ORDER_BASE}/${call}`,
    summary,
    input: orderListQuery,
    output: rows,
    access: orderView,
    mutates: false,
  });

/** One paged list per tab; the on-hold tab uses GetAllPageList with `status: onHold`. */
export const orderListEndpoints = {
  getAllPageList: defineEndpoint({
    method: 'POST',
    path: `${ORDER_BASE}/${orderTabs.all.call}`,
    summary: 'Orders of every status but removed, or of one status; newest order time first',
    input: orderAllListQuery,
    output: rows,
    access: orderView,
    mutates: false,
  }),
  getPageList: list(orderTabs.pending.call, 'Pending orders (to be processed)'),
  getNotshippedPageList: list(orderTabs.toBeDelivered.call, 'Processed orders, to be delivered'),
  getShippedPageList: list(orderTabs.shipped.call, 'Shipped orders'),
  getOPageList: list(orderTabs.outOfStock.call, 'Out-of-stock orders'),
  getExceptionPageList: list(orderTabs.exception.call, 'Orders in exception'),
  getLogisticsExceptionList: list(orderTabs.logisticsException.call, 'Orders with a logistics exception'),
  getPostponePageList: list(orderTabs.postponed.call, 'Postponed orders'),
  getCPageList: list(orderTabs.cancelled.call, 'Cancelled orders'),
  getDPageList: list(orderTabs.removed.call, 'Removed orders'),
  getAllCountNum: defineEndpoint({
    method: 'GET',
    path: `${ORDER_BASE}/GetAllCountNum`,
    summary: 'The count of every tab under the same filters, in one call',
    input: orderFilterSchema,
    output: orderCountsSchema,
    access: orderView,
  }),
  getDetail: defineEndpoint({
    method: 'POST',
    path: `${ORDER_BASE}/GetDetail`,
    summary: 'One order with its items, packages and freight',
    input: idSchema,
    output: orderDetailSchema,
    access: orderView,
    mutates: false,
  }),
  getOrderOperation: defineEndpoint({
    method: 'GET',
    path: `${ORDER_BASE}/GetOrderOperation`,
    summary: 'The operation log of an order, oldest first',
    input: idSchema,
    output: z.array(orderOperationSchema),
    access: orderView,
  }),
  getPackageInfoList: defineEndpoint({
    method: 'POST',
    path: `${ORDER_BASE}/GetPackageInfoList`,
    summary: 'The packages of an order',
    input: idSchema,
    output: z.array(packageSchema),
    access: orderView,
    mutates: false,
  }),
  getFreightCacheDetail: defineEndpoint({
    method: 'GET',
    path: `${ORDER_BASE}/GetFreightCacheDetail`,
    summary: 'The last freight trial of an order, if any',
    input: idSchema,
    output: trialResultSchema.nullable(),
    access: orderView,
  }),
  getPendingCount: defineEndpoint({
    method: 'POST',
    path: `${ORDER_BASE}/GetPendingCount`,
    summary: 'Pending delivery badge: picked orders waiting to be scanned out',
    input: z.object({}),
    output: z.object({ count: z.number().int() }),
    access: 'session',
    mutates: false,
  }),
  getPickingCount: defineEndpoint({
    method: 'POST',
    path: `${ORDER_BASE}/GetPickingCount`,
    summary: 'Orders on a pick list that are not picked yet',
    input: z.object({}),
    output: z.object({ count: z.number().int() }),
    access: 'session',
    mutates: false,
  }),
  getWareHouseInfoByCustomerId: defineEndpoint({
    method: 'POST',
    path: `${ORDER_BASE}/GetWareHouseInfoByCustomerId`,
    summary: "The customer's available warehouses that the caller may see",
    input: z.object({ customerId: z.uuid() }),
    output: z.array(z.object({ warehouseId: z.uuid(), warehouseName: z.string() })),
    access: 'session',
    mutates: false,
  }),
  getLogisticsTransitRate: defineEndpoint({
    method: 'POST',
    path: `${ORDER_BASE}/GetLogisticsTransitRate`,
    summary: 'Per carrier: orders shipped in a period and the share without a logistics exception',
    input: z.object({
      shippedFrom: z.iso.datetime({ offset: true }),
      shippedTo: z.iso.datetime({ offset: true }),
      warehouseId: z.uuid().optional(),
    }),
    output: z.array(
      z.object({
        carrier: z.string(),
        shipped: z.number().int(),
        logisticsException: z.number().int(),
        /** Percent, two decimals. */
        transitRate: z.number(),
      }),
    ),
    access: orderView,
    mutates: false,
  }),
} satisfies Record<string, Endpoint>;
