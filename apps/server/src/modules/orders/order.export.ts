import type { OrderFilter } from '@wms/api';
import { translate } from '@wms/i18n/messages';
import { and, asc, count, eq, gt, inArray, type SQL } from 'drizzle-orm';
import { customers, orders, warehouses } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import type { ExportSource } from '../../platform/excel/export-job.ts';
import { orderWhere } from './order-filters.ts';

/** To-be-delivered orders chosen by id, by pick list, or by the list filters (OmsUnshippedOrder exports). */
export type OrderExportFilter = OrderFilter & { ids?: string[]; pickListIds?: string[] };

const where = (principal: Principal, f: OrderExportFilter, ...more: (SQL | undefined)[]) => {
  const { ids, pickListIds, ...filter } = f;
  return and(
    orderWhere(principal, filter, 'toBeDelivered'),
    ids?.length ? inArray(orders.id, ids) : undefined,
    pickListIds?.length ? inArray(orders.pickListId, pickListIds) : undefined,
    ...more,
  );
};

export function orderExport(): ExportSource<OrderExportFilter> {
  return {
    kind: 'order',
    async count(tx, principal, f) {
      const [n] = await tx.select({ n: count() }).from(orders).where(where(principal, f));
      return n?.n ?? 0;
    },
    async batch(tx, principal, f, after, limit, locale) {
      const rows = await tx
        .select({ o: orders, customerCode: customers.customerCode, warehouseCode: warehouses.warehouseKey })
        .from(orders)
        .leftJoin(
          customers,
          and(eq(customers.tenantId, orders.tenantId), eq(customers.id, orders.customerId)),
        )
        .leftJoin(
          warehouses,
          and(eq(warehouses.tenantId, orders.tenantId), eq(warehouses.id, orders.warehouseId)),
        )
        .where(where(principal, f, after ? gt(orders.id, after) : undefined))
        .orderBy(asc(orders.id))
        .limit(limit);
      return rows.map(({ o, customerCode, warehouseCode }) => ({
        key: o.id,
        values: {
          orderNo: o.orderNo,
          recordNo: o.recordNo,
          orderTime: o.orderTime.toISOString(),
          orderStatus: translate(locale, `orders:status.${o.status}`),
          customerCode,
          warehouseCode,
          storeName: o.storeName,
          platform: o.platform,
          recipient: o.receiverName,
          phone: o.phone,
          country: o.country,
          state: o.state,
          city: o.city,
          postcode: o.postalCode,
          address1: o.address1,
          address2: o.address2,
          skuSummary: o.skuSummary,
          itemQty: o.itemQty,
          weight: o.weight,
          carrier: o.carrier,
          service: o.service,
          trackingNo: o.trackingNo,
          pickListNo: o.pickListNo,
        },
      }));
    },
  };
}
