import { and, eq, lte } from 'drizzle-orm';
import { miscFees } from '../../../db/schema/index.ts';
import { type ChargeSource, milli } from '../charge-source.ts';
import { chargeKey, unchargedOnly } from './uncharged.ts';

/** An approved miscellaneous fee is charged as entered, on its happen date. */
export const miscFeeSource: ChargeSource = {
  kind: 'miscFee',
  async collect(tx, tenantId, upTo) {
    const where = and(
      eq(miscFees.tenantId, tenantId),
      eq(miscFees.auditState, 'approved'),
      lte(miscFees.happenDate, upTo.toISOString().slice(0, 10)),
    );
    const key = chargeKey(miscFees.id, 'misc');
    const keys = tx.select({ key }).from(miscFees).where(where);
    const only = await unchargedOnly(tx, tenantId, 'miscFee', key, keys);
    if (!only) return [];
    const found = await tx.select().from(miscFees).where(and(where, only));
    return found.map((r) => ({
      customerId: r.customerId,
      warehouseId: r.warehouseId,
      sourceKind: 'miscFee' as const,
      sourceId: r.id,
      sourceNo: r.feeNo,
      feeType: 'misc' as const,
      feeComponent: 'misc',
      quantity: 1,
      exactMilli: milli(r.amount),
      occurredOn: r.happenDate,
      rateVersionId: null,
      rule: `miscFee:${r.feeType}`,
    }));
  },
};
