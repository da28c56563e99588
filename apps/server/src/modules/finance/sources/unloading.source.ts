import { and, eq, lt } from 'drizzle-orm';
import { inboundUnloadings } from '../../../db/schema/index.ts';
import type { ChargeDraft, ChargeSource } from '../charge-source.ts';
import { chargeKey, unchargedOnly, utcDay } from './uncharged.ts';

type Unloading = Pick<
  typeof inboundUnloadings.$inferSelect,
  'cartons' | 'pieces' | 'cbmHundredths' | 'pallets'
>;

/**
 * What the quotation's unloading line counts, read from the unit it names: m³ of the container, cartons,
 * pieces or pallets counted on the dock; any other unit (or none) is one price per container. Quantities
 * are in hundredths so m³ keeps its two decimals.
 */
export function unloadingMeasure(unit: string, u: Unloading): { hundredths: number; rule: string } {
  const named = unit.trim().toLowerCase();
  if (/m³|m3|cbm|立方|方/.test(named)) return { hundredths: u.cbmHundredths, rule: 'perM3' };
  if (/carton|ctn|box|箱/.test(named)) return { hundredths: u.cartons * 100, rule: 'perCarton' };
  if (/pallet|plt|托|板/.test(named)) return { hundredths: u.pallets * 100, rule: 'perPallet' };
  if (/piece|pcs|unit|件|个/.test(named)) return { hundredths: u.pieces * 100, rule: 'perPiece' };
  return { hundredths: 100, rule: 'perContainer' };
}

/** Each unloaded container at the quotation's unloading price, once per container. */
export const unloadingSource: ChargeSource = {
  kind: 'unloading',
  async collect(tx, tenantId, upTo, quotes) {
    const u = inboundUnloadings;
    const where = and(eq(u.tenantId, tenantId), lt(u.unloadedAt, upTo));
    const key = chargeKey(u.shipmentId, 'unloading');
    const only = await unchargedOnly(tx, tenantId, 'unloading', key, tx.select({ key }).from(u).where(where));
    if (!only) return [];
    const found = await tx
      .select({ fact: u, day: utcDay(u.unloadedAt) })
      .from(u)
      .where(and(where, only));
    const drafts: ChargeDraft[] = [];
    for (const { fact, day } of found) {
      const price = await quotes.price(fact.customerId, day, 'unloading');
      if (!price) continue;
      const { hundredths, rule } = unloadingMeasure(price.unit, fact);
      drafts.push({
        customerId: fact.customerId,
        warehouseId: fact.warehouseId,
        sourceKind: 'unloading',
        sourceId: fact.shipmentId,
        sourceNo: fact.transportNo,
        feeType: 'unloading',
        feeComponent: 'unloading',
        quantity: hundredths / 100,
        exactMilli: price.cents * hundredths * 10,
        occurredOn: day,
        rateVersionId: price.versionId,
        rule: `${rule}:${fact.containerType}`,
      });
    }
    return drafts;
  },
};
