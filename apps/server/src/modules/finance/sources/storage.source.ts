import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { storageSnapshots } from '../../../db/schema/index.ts';
import { storageDayMilli } from '../../../platform/rating/warehouse-charges.ts';
import type { ChargeDraft, ChargeSource } from '../charge-source.ts';
import { chargeKey, unchargedOnly } from './uncharged.ts';

/** The key of a day's snapshot, the source id of its storage charge. */
export const snapshotKey = (customerId: string, warehouseId: string, day: string) =>
  `${customerId}:${warehouseId}:${day}`;

/**
 * Each day's snapshot at the quotation's storage price: m³ above the free allowance, at least 0.5 m³,
 * kept exact in thousandths of a cent so the bill line rounds once (a small customer is never billed 0.00
 * for a month of days that each round to nothing).
 */
export const storageSource: ChargeSource = {
  kind: 'storage',
  async collect(tx, tenantId, upTo, quotes) {
    const s = storageSnapshots;
    const snapshotId = sql`${s.customerId}::text || ':' || ${s.warehouseId}::text || ':' || ${s.day}::text`;
    const where = and(
      eq(s.tenantId, tenantId),
      gt(s.volumeMilliM3, 0),
      lt(s.day, upTo.toISOString().slice(0, 10)),
    );
    const key = chargeKey(snapshotId, 'storage');
    const only = await unchargedOnly(tx, tenantId, 'storage', key, tx.select({ key }).from(s).where(where));
    if (!only) return [];
    const found = await tx.select().from(s).where(and(where, only));
    const drafts: ChargeDraft[] = [];
    for (const r of found) {
      const price = await quotes.price(r.customerId, r.day, 'storage');
      if (!price) continue;
      const exactMilli = storageDayMilli(r.volumeMilliM3, Math.round(price.freeM3 * 1000), price.cents);
      if (exactMilli === 0) continue;
      drafts.push({
        customerId: r.customerId,
        warehouseId: r.warehouseId,
        sourceKind: 'storage',
        sourceId: snapshotKey(r.customerId, r.warehouseId, r.day),
        sourceNo: r.day,
        feeType: 'storage',
        feeComponent: 'storage',
        quantity: r.volumeMilliM3 / 1000,
        exactMilli,
        occurredOn: r.day,
        rateVersionId: price.versionId,
        rule: price.freeM3 ? `perM3Day:free${price.freeM3}:min0.5` : 'perM3Day:min0.5',
      });
    }
    return drafts;
  },
};
