import { and, eq, lt, sql } from 'drizzle-orm';
import { orders, shipments } from '../../../db/schema/index.ts';
import type { ChargeDraft, ChargeSource } from '../charge-source.ts';
import { milli } from '../charge-source.ts';
import { chargeKey, unchargedOnly } from './uncharged.ts';

/** The handling of each shipped order: the quotation's order-processing price, once per order. */
export const orderProcessingSource: ChargeSource = {
  kind: 'order',
  async collect(tx, tenantId, upTo, quotes) {
    const shippedOn = sql<string>`to_char(min(${shipments.createdAt}) at time zone 'UTC', 'YYYY-MM-DD')`;
    const ofOrder = and(eq(orders.tenantId, shipments.tenantId), eq(orders.id, shipments.orderId));
    const where = and(
      eq(shipments.tenantId, tenantId),
      eq(shipments.state, 'active'),
      lt(shipments.createdAt, upTo),
    );
    const key = chargeKey(orders.id, 'orderProcessing');
    const keys = tx.select({ key }).from(shipments).innerJoin(orders, ofOrder).where(where);
    const only = await unchargedOnly(tx, tenantId, 'order', key, keys);
    if (!only) return [];
    const found = await tx
      .select({
        id: orders.id,
        orderNo: orders.orderNo,
        customerId: orders.customerId,
        warehouseId: orders.warehouseId,
        shippedOn,
      })
      .from(shipments)
      .innerJoin(orders, ofOrder)
      .where(and(where, only))
      .groupBy(orders.id, orders.orderNo, orders.customerId, orders.warehouseId);
    const drafts: ChargeDraft[] = [];
    for (const r of found) {
      const day = r.shippedOn;
      const price = await quotes.price(r.customerId, day, 'orderProcessing');
      if (!price) continue;
      drafts.push({
        customerId: r.customerId,
        warehouseId: r.warehouseId,
        sourceKind: 'order',
        sourceId: r.id,
        sourceNo: r.orderNo,
        feeType: 'orderProcessing',
        feeComponent: 'orderProcessing',
        quantity: 1,
        exactMilli: milli(price.cents),
        occurredOn: day,
        rateVersionId: price.versionId,
        rule: 'perOrder',
      });
    }
    return drafts;
  },
};
