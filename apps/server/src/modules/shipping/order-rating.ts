import { ErrorCode, type FeeLine, type TrialResult } from '@wms/api';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { orderItems, orderPackages, products } from '../../db/schema/index.ts';
import { BizError } from '../../platform/errors.ts';
import { type DimensionFactors, dimDivisor, type ParcelSize } from '../../platform/rating/parcel-measures.ts';
import { type FeeDetail, rateParcel } from '../../platform/rating/rate-parcel.ts';
import type { SignatureType } from '../../platform/rating/surcharges.ts';
import type { OrderRecord } from '../orders/orders.service.ts';
import type { StoredRateCard } from './rate-cards.service.ts';

/**
 * The parcels of an order: its packages, else the size on its header, else one parcel made from its
 * products (the largest length and width, the heights stacked, the weights summed); the refusal names
 * the SKUs that have no size or weight.
 */
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
  return [await parcelFromProducts(tx, order)];
}

/** The package a person would make of the order's products; the create-shipment form pre-fills it too. */
export async function parcelFromProducts(tx: Executor, order: OrderRecord): Promise<ParcelSize> {
  const lines = await tx
    .select({
      sku: orderItems.sku,
      quantity: orderItems.saleNum,
      length: products.length,
      width: products.width,
      height: products.height,
      weight: products.weight,
    })
    .from(orderItems)
    .leftJoin(
      products,
      and(eq(products.tenantId, orderItems.tenantId), eq(products.id, orderItems.productId)),
    )
    .where(and(eq(orderItems.tenantId, order.tenantId), eq(orderItems.orderId, order.id)))
    .orderBy(asc(orderItems.lineNo));
  const sized = lines.map((l) => ({
    ...l,
    size: [l.length, l.width, l.height, l.weight].map((v) => Number(v ?? 0)) as [
      number,
      number,
      number,
      number,
    ],
  }));
  const missing = sized.filter((l) => l.size.some((v) => !(v > 0))).map((l) => l.sku);
  if (!lines.length || missing.length)
    throw new BizError(ErrorCode.freightNoPackage, {
      orderNo: order.orderNo,
      skus: missing.join(', ') || '—',
    });
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    length: Math.max(...sized.map((l) => l.size[0])),
    width: Math.max(...sized.map((l) => l.size[1])),
    height: round(sized.reduce((sum, l) => sum + l.size[2] * l.quantity, 0)),
    weight: round(sized.reduce((sum, l) => sum + l.size[3] * l.quantity, 0)),
  };
}

export type OrderRate =
  | { ok: true; result: TrialResult; totalCents: number; billingWeight: number; versionId: string }
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
    versionId: card.versionId,
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
