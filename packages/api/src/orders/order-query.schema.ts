import { z } from 'zod';
import { batchQuery, pageQuery } from '../core/page-query.ts';
import { type OrderStatus, orderStatuses, orderStatusSchema } from './order-status.ts';
import { orderPickStatusSchema } from './pick-status.ts';

const when = z.iso.datetime({ offset: true });
const flag = z.union([z.boolean(), z.stringbool()]);

/**
 * The filters of every order list (batch queries on English commas). This schema is also the
 * URL schema of the order screens.
 */
export const orderFilterShape = {
  /** Order numbers or the platform's record numbers, comma separated. */
  orderNos: batchQuery.optional(),
  trackingNos: batchQuery.optional(),
  skus: batchQuery.optional(),
  customerId: z.uuid().optional(),
  warehouseId: z.uuid().optional(),
  storeId: z.uuid().optional(),
  platform: z.string().max(40).optional(),
  carrier: z.string().max(40).optional(),
  pickStatus: orderPickStatusSchema.optional(),
  isHot: flag.optional(),
  country: z.string().max(2).optional(),
  state: z.string().max(50).optional(),
  orderTimeFrom: when.optional(),
  orderTimeTo: when.optional(),
  createdFrom: when.optional(),
  createdTo: when.optional(),
  shippedFrom: when.optional(),
  shippedTo: when.optional(),
};
export const orderFilterSchema = z.object(orderFilterShape);
export type OrderFilter = z.output<typeof orderFilterSchema>;

export const orderSortFields = ['orderTime', 'createdTime', 'orderNo', 'shippedAt', 'orderAmount'] as const;
const orderSort = z.object({ field: z.enum(orderSortFields), order: z.enum(['asc', 'desc']) });

/** A fixed-status list: filters, paging and sort (newest order time first by default). */
export const orderListQuery = pageQuery({ ...orderFilterShape, sort: orderSort.optional() });
/** GetAllPageList also takes a status (e.g. the on-hold tab, which has no list call of its own). */
export const orderAllListQuery = pageQuery({
  ...orderFilterShape,
  status: orderStatusSchema.optional(),
  sort: orderSort.optional(),
});
export type OrderListQuery = z.output<typeof orderAllListQuery>;

/** The tabs of the drop-shipping order screen (both readings of the requirements), with their list call. */
export const orderTabs = {
  all: { call: 'GetAllPageList', status: null },
  pending: { call: 'GetPageList', status: 'pending' },
  toBeDelivered: { call: 'GetNotshippedPageList', status: 'toBeDelivered' },
  shipped: { call: 'GetShippedPageList', status: 'shipped' },
  outOfStock: { call: 'GetOPageList', status: 'outOfStock' },
  exception: { call: 'GetExceptionPageList', status: 'exception' },
  logisticsException: { call: 'GetLogisticsExceptionList', status: 'logisticsException' },
  postponed: { call: 'GetPostponePageList', status: 'postponed' },
  onHold: { call: 'GetAllPageList', status: 'onHold' },
  cancelled: { call: 'GetCPageList', status: 'cancelled' },
  removed: { call: 'GetDPageList', status: 'removed' },
} as const satisfies Record<string, { call: string; status: OrderStatus | null }>;
export type OrderTab = keyof typeof orderTabs;

/** GetAllCountNum: one count per tab; `all` leaves removed orders out, as the all tab does. */
export const orderCountsSchema = z.object(
  Object.fromEntries(['all', ...orderStatuses].map((k) => [k, z.number().int().min(0)])) as Record<
    'all' | OrderStatus,
    z.ZodNumber
  >,
);
export type OrderCounts = z.infer<typeof orderCountsSchema>;

/** Side-menu badges: single- and multi-product pick lists, pending delivery. */
export const orderBadgesSchema = z.object({
  singleProduct: z.number().int(),
  multiProduct: z.number().int(),
  pendingDelivery: z.number().int(),
  picking: z.number().int(),
});
export type OrderBadges = z.infer<typeof orderBadgesSchema>;
