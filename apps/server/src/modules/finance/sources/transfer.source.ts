import { and, eq, inArray, lt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { transferCharges, transferOrders } from '../../../db/schema/index.ts';
import type { ChargeDraft, ChargeSource } from '../charge-source.ts';
import type { WarehousePriceType } from '../quote-book.ts';
import { chargeKey, unchargedOnly, utcDay } from './uncharged.ts';

/** The transfer facts billed, the quotation line that prices each and the bill column it lands in. */
const PRICED = {
  pallets: { line: 'pallet', feeType: 'pallet' },
  labels: { line: 'labelling', feeType: 'freightOrder' },
} as const satisfies Record<string, { line: WarehousePriceType; feeType: ChargeDraft['feeType'] }>;

/**
 * The pallets built and labels applied for a transfer order, per unit at the quotation's pallet and
 * labelling prices. They are billed once the order is handed over: until then a withdraw and a second
 * palletizing may still change the counts (transfer_charges is upserted), and a charge is never edited.
 */
export const transferSource: ChargeSource = {
  kind: 'transfer',
  async collect(tx, tenantId, upTo, quotes) {
    const fact = transferCharges;
    const handover = alias(transferCharges, 'handover');
    const ofHandover = and(
      eq(handover.tenantId, fact.tenantId),
      eq(handover.transferId, fact.transferId),
      eq(handover.kind, 'handover'),
    );
    const where = and(
      eq(fact.tenantId, tenantId),
      inArray(fact.kind, Object.keys(PRICED)),
      lt(handover.occurredAt, upTo),
    );
    const key = chargeKey(fact.transferId, fact.kind);
    const keys = tx.select({ key }).from(fact).innerJoin(handover, ofHandover).where(where);
    const only = await unchargedOnly(tx, tenantId, 'transfer', key, keys);
    if (!only) return [];
    const found = await tx
      .select({
        transferId: fact.transferId,
        kind: fact.kind,
        quantity: fact.quantity,
        customerId: fact.customerId,
        warehouseId: fact.warehouseId,
        transId: transferOrders.transId,
        day: utcDay(handover.occurredAt),
      })
      .from(fact)
      .innerJoin(handover, ofHandover)
      .innerJoin(
        transferOrders,
        and(eq(transferOrders.tenantId, fact.tenantId), eq(transferOrders.id, fact.transferId)),
      )
      .where(and(where, only));
    const drafts: ChargeDraft[] = [];
    for (const r of found) {
      const priced = PRICED[r.kind as keyof typeof PRICED];
      const price = await quotes.price(r.customerId, r.day, priced.line);
      if (!price || r.quantity <= 0) continue;
      drafts.push({
        customerId: r.customerId,
        warehouseId: r.warehouseId,
        sourceKind: 'transfer',
        sourceId: r.transferId,
        sourceNo: r.transId,
        feeType: priced.feeType,
        feeComponent: r.kind,
        quantity: r.quantity,
        exactMilli: price.cents * r.quantity * 1000,
        occurredOn: r.day,
        rateVersionId: price.versionId,
        rule: 'perUnit',
      });
    }
    return drafts;
  },
};
