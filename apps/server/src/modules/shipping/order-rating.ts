import { ErrorCode, type FeeLine, type TrialResult } from '@wms/api';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { orderPackages } from '../../db/schema/index.ts';
import { BizError } from '../../platform/errors.ts';
import type { OrderRecord } from '../orders/order-store.ts';
import type { StoredRateCard } from './rate-cards.service.ts';
import { type DimensionFactors, dimDivisor, type ParcelSize } from './rating/parcel-measures.ts';
import { type FeeDetail, rateParcel } from './rating/rate-parcel.ts';
import type { SignatureType } from './rating/surcharges.ts';

/** The parcels of an order: its packages, else the size on its header; none is a refusal. */
export async function parcelsOf(tx: Executor, order: OrderRecord): Promise<ParcelSize[]> {
  const packages = await tx
    .select()
    .from(orderPackages)
    .where(and(eq(orderPackages.tenantId, order.tenantId), eq(orderPackages.orderId, order.id)))
    .orderBy(asc(orderPackages.packageNo));
  if (packages.length) return packages;
  const weight = order.totalWeight || order.weight;
  if (order.length && order.width && order.height && weight > 0)
    return [{ length: order.length, width: order.width, height: order.height, weight }];
  throw new BizError(ErrorCode.freightNoPackage, { orderNo: order.orderNo });
}

export type OrderRate =
  | { ok: true; result: TrialResult; totalCents: number; billingWeight: number }
  | { ok: false; code: string; params: Record<string, string | number> };

/** Rates every parcel of the order with one rate card and sums them, fee line by fee line. */
export function rateOrder(
  order: OrderRecord,
  parcels: ParcelSize[],
  card: StoredRateCard,
  factors: DimensionFactors,
  shipDate: Date,
): OrderRate {
  const quote = {
    carrier: card.carrier,
    divisor: dimDivisor(card.carrier, factors),
    rateCard: card.rateCard,
    surcharges: card.surcharges,
  };
  const fees = new Map<string, number>();
  let billing = 0;
  let dim = 0;
  let girth = 0;
  let zone = '';
  for (const parcel of parcels) {
    const rate = rateParcel(
      {
        ...parcel,
        postalCode: order.postalCode,
        residential: order.isResidential,
        signature: order.signType as SignatureType,
        shipDate: shipDate.toISOString().slice(0, 10),
      },
      quote,
    );
    if (!rate.ok) {
      return rate.reason === 'noZone'
        ? {
            ok: false,
            code: ErrorCode.freightNoZone,
            params: { service: card.serviceName, postalCode: order.postalCode },
          }
        : {
            ok: false,
            code: ErrorCode.freightNoRate,
            params: { service: card.serviceName, weight: parcel.weight },
          };
    }
    for (const fee of rate.feeDetails as FeeDetail[])
      fees.set(fee.feeName, (fees.get(fee.feeName) ?? 0) + fee.amount);
    billing += rate.billingWeight;
    dim += Math.round(rate.dimWeight * 100);
    girth = Math.max(girth, rate.lengthPlusGirth);
    zone = rate.zone;
  }
  const totalCents = [...fees.values()].reduce((a, b) => a + b, 0);
  const feeDetails: FeeLine[] = [...fees.entries()].map(([feeName, cents]) => ({
    feeName: feeName as FeeLine['feeName'],
    amount: cents / 100,
  }));
  return {
    ok: true,
    totalCents,
    billingWeight: billing,
    result: {
      carrier: card.carrier,
      logisticsServiceName: card.serviceName,
      zone,
      billingWeight: billing,
      dimWeight: dim / 100,
      lengthPlusGirth: girth,
      totalFee: totalCents / 100,
      feeDetails,
    },
  };
}
