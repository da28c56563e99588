import { type TrialResult, uuidv7 } from '@wms/api';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { orderFeeLines, orderFreights } from '../../db/schema/index.ts';
import { ROUNDING_RULE } from '../../platform/rating/rate-versions.ts';

/**
 * Stores a freight figure with its fee lines, the version that priced it and the rounding rule; a new trial
 * replaces the order's previous trial, a shipment's charges stay as they were priced.
 */
export async function saveFreight(
  tx: Tx,
  ids: { tenantId: string; orderId: string; userId: string },
  source: 'trial' | 'shipment',
  result: TrialResult,
  versionId: string,
): Promise<string> {
  if (source === 'trial') {
    const old = await tx
      .delete(orderFreights)
      .where(
        and(
          eq(orderFreights.tenantId, ids.tenantId),
          eq(orderFreights.orderId, ids.orderId),
          eq(orderFreights.source, 'trial'),
        ),
      )
      .returning({ id: orderFreights.id });
    if (old.length)
      await tx.delete(orderFeeLines).where(
        and(
          eq(orderFeeLines.tenantId, ids.tenantId),
          inArray(
            orderFeeLines.freightId,
            old.map((o) => o.id),
          ),
        ),
      );
  }
  const id = uuidv7();
  await tx.insert(orderFreights).values({
    id,
    tenantId: ids.tenantId,
    orderId: ids.orderId,
    source,
    carrier: result.carrier,
    serviceName: result.logisticsServiceName,
    zone: result.zone,
    billingWeight: result.billingWeight,
    dimWeight: result.dimWeight,
    lengthPlusGirth: result.lengthPlusGirth,
    totalFee: result.totalFee,
    rateVersionId: versionId,
    roundingRule: ROUNDING_RULE,
    createdBy: ids.userId,
    updatedBy: ids.userId,
  });
  if (result.feeDetails.length)
    await tx.insert(orderFeeLines).values(
      result.feeDetails.map((fee, i) => ({
        tenantId: ids.tenantId,
        freightId: id,
        lineNo: i + 1,
        feeName: fee.feeName,
        amount: fee.amount,
      })),
    );
  return id;
}
