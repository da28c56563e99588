import { and, eq, lt, sql } from 'drizzle-orm';
import { workOrderFees, workOrders } from '../../../db/schema/index.ts';
import { type ChargeSource, milli } from '../charge-source.ts';
import { chargeKey, unchargedOnly, utcDay } from './uncharged.ts';

/** The source id of a work-order line's charge: the ticket first, so the bill line opens the ticket. */
export const workOrderLineKey = (workOrderId: string, lineId: string) => `${workOrderId}:${lineId}`;

/**
 * Each billing line of a work order, at the amount the warehouse entered (a negative line is the ticket's
 * own correction, charged as it is). A line without a warehouse takes its ticket's; a line whose ticket
 * names none either is not billed, as a charge belongs to one warehouse's bill.
 */
export const workOrderSource: ChargeSource = {
  kind: 'workOrderLine',
  async collect(tx, tenantId, upTo) {
    const fee = workOrderFees;
    const warehouseId = sql<string | null>`coalesce(${fee.warehouseId}, ${workOrders.warehouseId})`;
    const sourceId = sql`${fee.workOrderId}::text || ':' || ${fee.id}::text`;
    const ofTicket = and(eq(workOrders.tenantId, fee.tenantId), eq(workOrders.id, fee.workOrderId));
    const where = and(eq(fee.tenantId, tenantId), lt(fee.occurredAt, upTo), sql`${warehouseId} is not null`);
    const key = chargeKey(sourceId, fee.category);
    const keys = tx.select({ key }).from(fee).innerJoin(workOrders, ofTicket).where(where);
    const only = await unchargedOnly(tx, tenantId, 'workOrderLine', key, keys);
    if (!only) return [];
    const found = await tx
      .select({
        id: fee.id,
        workOrderId: fee.workOrderId,
        workOrderNo: workOrders.workOrderNo,
        customerId: fee.customerId,
        warehouseId,
        category: fee.category,
        feeCents: fee.feeCents,
        day: utcDay(fee.occurredAt),
      })
      .from(fee)
      .innerJoin(workOrders, ofTicket)
      .where(and(where, only));
    return found.map((r) => ({
      customerId: r.customerId,
      warehouseId: r.warehouseId!,
      sourceKind: 'workOrderLine' as const,
      sourceId: workOrderLineKey(r.workOrderId, r.id),
      sourceNo: r.workOrderNo,
      feeType: 'workOrder' as const,
      feeComponent: r.category,
      quantity: 1,
      exactMilli: milli(r.feeCents),
      occurredOn: r.day,
      rateVersionId: null,
      rule: `workOrderLine:${r.category}`,
    }));
  },
};
