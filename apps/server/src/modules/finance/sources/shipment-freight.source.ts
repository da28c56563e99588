import { and, eq, lt } from 'drizzle-orm';
import { orderFreights, orders, shipments } from '../../../db/schema/index.ts';
import { toCents } from '../../../platform/money.ts';
import { type ChargeSource, milli } from '../charge-source.ts';
import { chargeKey, unchargedOnly, utcDay } from './uncharged.ts';

/**
 * The freight of each carrier label, as the rating engine priced it when the label was made: the
 * shipment's freight row already names the quotation version, so billing copies, never reprices.
 */
export const shipmentFreightSource: ChargeSource = {
  kind: 'shipment',
  async collect(tx, tenantId, upTo) {
    const ofOrder = and(eq(orders.tenantId, shipments.tenantId), eq(orders.id, shipments.orderId));
    const ofFreight = and(
      eq(orderFreights.tenantId, shipments.tenantId),
      eq(orderFreights.id, shipments.freightId),
    );
    const where = and(
      eq(shipments.tenantId, tenantId),
      eq(shipments.state, 'active'),
      lt(shipments.createdAt, upTo),
    );
    const key = chargeKey(shipments.id, 'freight');
    const keys = tx
      .select({ key })
      .from(shipments)
      .innerJoin(orders, ofOrder)
      .innerJoin(orderFreights, ofFreight)
      .where(where);
    const only = await unchargedOnly(tx, tenantId, 'shipment', key, keys);
    if (!only) return [];
    const found = await tx
      .select({
        id: shipments.id,
        orderNo: orders.orderNo,
        customerId: orders.customerId,
        warehouseId: orders.warehouseId,
        totalFee: orderFreights.totalFee,
        rateVersionId: orderFreights.rateVersionId,
        day: utcDay(shipments.createdAt),
      })
      .from(shipments)
      .innerJoin(orders, ofOrder)
      .innerJoin(orderFreights, ofFreight)
      .where(and(where, only));
    return found.map((r) => ({
      customerId: r.customerId,
      warehouseId: r.warehouseId,
      sourceKind: 'shipment' as const,
      sourceId: r.id,
      sourceNo: r.orderNo,
      feeType: 'freight' as const,
      feeComponent: 'freight',
      quantity: 1,
      exactMilli: milli(toCents(r.totalFee)),
      occurredOn: r.day,
      rateVersionId: r.rateVersionId,
      rule: 'labelFreight',
    }));
  },
};
