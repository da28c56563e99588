import { and, eq, lt } from 'drizzle-orm';
import { returnCharges, returns } from '../../../db/schema/index.ts';
import type { ChargeDraft, ChargeSource } from '../charge-source.ts';
import { milli } from '../charge-source.ts';
import { chargeKey, unchargedOnly, utcDay } from './uncharged.ts';

/**
 * Each return fact (receipt, put-away, destroy, receive) at the quotation's per-unit price times its units:
 * one charge per return and kind, the key `return_charges` already has.
 */
export const returnHandlingSource: ChargeSource = {
  kind: 'return',
  async collect(tx, tenantId, upTo, quotes) {
    const ofReturn = and(
      eq(returns.tenantId, returnCharges.tenantId),
      eq(returns.id, returnCharges.returnId),
    );
    const where = and(eq(returnCharges.tenantId, tenantId), lt(returnCharges.occurredAt, upTo));
    const key = chargeKey(returnCharges.returnId, returnCharges.kind);
    const keys = tx.select({ key }).from(returnCharges).innerJoin(returns, ofReturn).where(where);
    const only = await unchargedOnly(tx, tenantId, 'return', key, keys);
    if (!only) return [];
    const found = await tx
      .select({
        returnId: returnCharges.returnId,
        kind: returnCharges.kind,
        returnNo: returns.returnNo,
        customerId: returnCharges.customerId,
        warehouseId: returnCharges.warehouseId,
        quantity: returnCharges.quantity,
        day: utcDay(returnCharges.occurredAt),
      })
      .from(returnCharges)
      .innerJoin(returns, ofReturn)
      .where(and(where, only));
    const drafts: ChargeDraft[] = [];
    for (const r of found) {
      const price = await quotes.price(r.customerId, r.day, 'unit');
      if (!price) continue;
      drafts.push({
        customerId: r.customerId,
        warehouseId: r.warehouseId,
        sourceKind: 'return',
        sourceId: r.returnId,
        sourceNo: r.returnNo,
        feeType: 'additionalService',
        feeComponent: r.kind,
        quantity: r.quantity,
        exactMilli: milli(price.cents * r.quantity),
        occurredOn: r.day,
        rateVersionId: price.versionId,
        rule: 'perUnit',
      });
    }
    return drafts;
  },
};
