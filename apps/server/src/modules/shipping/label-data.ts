import { ErrorCode } from '@wms/api';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { orderFreights, shipments } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { BizError } from '../../platform/errors.ts';
import type { ParcelSize } from '../../platform/rating/parcel-measures.ts';
import type { Dpi } from '../../platform/zpl.ts';
import { lockOrders, type OrderRecord } from '../orders/orders.service.ts';
import type { LabelRequest } from './carriers/carrier-adapter.ts';
import { labelZpl } from './carriers/label-zpl.ts';
import { parcelsOf } from './order-rating.ts';
import { shipFromOf } from './ship-from.ts';

/** What a label prints about an order, the same for the PDF made at shipment and a later ZPL print. */
export function labelRequestOf(
  order: OrderRecord,
  facts: {
    service: LabelRequest['service'];
    shipFrom: string[];
    parcel: ParcelSize;
    billingWeight: number;
    shipDate: Date;
  },
): LabelRequest {
  return {
    tenantId: order.tenantId,
    orderNo: order.orderNo,
    service: facts.service,
    shipFrom: facts.shipFrom,
    shipTo: order,
    parcel: { ...facts.parcel, billingWeight: facts.billingWeight },
    signType: order.signType,
    references: [order.customerReference1, order.customerReference2, order.recordNo].filter(
      (r): r is string => !!r,
    ),
    shipDate: facts.shipDate,
  };
}

/** The label data of a shipped order, from its active shipment and the freight it was billed at. */
export async function storedLabelRequest(tx: Tx, principal: Principal, order: OrderRecord) {
  const [row] = await tx
    .select({ shipment: shipments, freight: orderFreights })
    .from(shipments)
    .leftJoin(
      orderFreights,
      and(eq(orderFreights.tenantId, shipments.tenantId), eq(orderFreights.id, shipments.freightId)),
    )
    .where(
      and(
        eq(shipments.tenantId, principal.tenantId),
        eq(shipments.orderId, order.id),
        eq(shipments.state, 'active'),
      ),
    );
  if (!row || !order.trackingNo) throw new BizError(ErrorCode.orderNoLabel, { orderNo: order.orderNo });
  const parcel = (await parcelsOf(tx, order))[0]!;
  const request = labelRequestOf(order, {
    service: { code: row.shipment.service, name: row.freight?.serviceName ?? row.shipment.service },
    shipFrom: await shipFromOf(tx, principal.tenantId, order.warehouseId),
    parcel,
    billingWeight: Number(row.freight?.billingWeight ?? parcel.weight),
    shipDate: order.labelCreatedAt ?? row.shipment.createdAt,
  });
  return { request, trackingNo: row.shipment.trackingNo };
}

/** The 4×6 labels of shipped orders in ZPL, in the order asked; an order without a label is refused by number. */
export async function shippingLabelsZpl(tx: Tx, principal: Principal, input: { ids: string[]; dpi: Dpi }) {
  const orders = await lockOrders(tx, principal, input.ids);
  const labels: string[] = [];
  for (const order of orders) {
    const { request, trackingNo } = await storedLabelRequest(tx, principal, order);
    labels.push(labelZpl(request, trackingNo, input.dpi));
  }
  return { labels, widthMm: 101.6, heightMm: 152.4 };
}
