import type { OrderDetail, OrderPickStatus, OrderRow, OrderStatus, TrialResult } from '@wms/api';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import { orderFeeLines, orderFreights, orderItems, orderPackages } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { namesFor } from './order-refs.ts';
import type { OrderRecord } from './order-store.ts';

export interface RowNames {
  customerName?: string | null;
  warehouseName?: string | null;
}

const iso = (d: Date | null) => d?.toISOString() ?? null;
const HOUR_MS = 3_600_000;

/** A stored order as the list row of the contract. */
export function toOrderRow(o: OrderRecord, now: Date, names: RowNames = {}): OrderRow {
  const end = o.shippedAt ?? now;
  return {
    id: o.id,
    orderNo: o.orderNo,
    recordNo: o.recordNo,
    orderTime: o.orderTime.toISOString(),
    storeId: o.storeId,
    storeName: o.storeName,
    platform: o.platform,
    customerId: o.customerId,
    customerName: names.customerName ?? null,
    warehouseId: o.warehouseId,
    warehouseName: names.warehouseName ?? null,
    customerReference1: o.customerReference1,
    customerReference2: o.customerReference2,
    orderAmount: o.orderAmount,
    weight: o.weight,
    length: o.length,
    width: o.width,
    height: o.height,
    packageNum: o.packageNum,
    totalWeight: o.totalWeight,
    estimatedFreight: o.estimatedFreight,
    orderDuration: Math.max(0, Math.round(((end.getTime() - o.orderTime.getTime()) / HOUR_MS) * 10) / 10),
    labelCreatedAt: iso(o.labelCreatedAt),
    scanTime: iso(o.scanTime),
    shippedAt: iso(o.shippedAt),
    status: o.status as OrderStatus,
    pickStatus: o.pickStatus as OrderPickStatus | null,
    abnormalReason: o.abnormalReason,
    carrier: o.carrier,
    trackingNo: o.trackingNo,
    deliverAccount: o.deliverAccount,
    costAccount: o.costAccount,
    signType: o.signType as OrderRow['signType'],
    service: o.service,
    parcel: o.parcel,
    isMultiPackage: o.isMultiPackage,
    isHot: o.isHot,
    remark: o.remark,
    receiverName: o.receiverName,
    country: o.country,
    state: o.state,
    city: o.city,
    postalCode: o.postalCode,
    address1: o.address1,
    address2: o.address2,
    phone: o.phone,
    email: o.email,
    isResidential: o.isResidential,
    skuSummary: o.skuSummary,
    itemQty: o.itemQty,
    pickListNo: o.pickListNo,
    createdTime: o.createdAt.toISOString(),
    updatedTime: o.updatedAt.toISOString(),
  };
}

/** The latest freight figure of an order (a shipment's charges win over a trial). */
export async function latestFreight(
  tx: Executor,
  tenantId: string,
  orderId: string,
): Promise<TrialResult | null> {
  const [freight] = await tx
    .select()
    .from(orderFreights)
    .where(and(eq(orderFreights.tenantId, tenantId), eq(orderFreights.orderId, orderId)))
    .orderBy(asc(orderFreights.source), desc(orderFreights.createdAt))
    .limit(1);
  if (!freight) return null;
  const lines = await tx
    .select()
    .from(orderFeeLines)
    .where(and(eq(orderFeeLines.tenantId, tenantId), eq(orderFeeLines.freightId, freight.id)))
    .orderBy(asc(orderFeeLines.lineNo));
  return {
    carrier: freight.carrier,
    logisticsServiceName: freight.serviceName,
    zone: freight.zone,
    billingWeight: freight.billingWeight,
    dimWeight: freight.dimWeight,
    lengthPlusGirth: freight.lengthPlusGirth,
    totalFee: freight.totalFee,
    feeDetails: lines.map((l) => ({
      feeName: l.feeName as TrialResult['feeDetails'][number]['feeName'],
      amount: l.amount,
    })),
  };
}

export async function orderItemsOf(tx: Executor, tenantId: string, orderId: string) {
  return tx
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.tenantId, tenantId), eq(orderItems.orderId, orderId)))
    .orderBy(asc(orderItems.lineNo));
}

export async function packagesOf(tx: Executor, tenantId: string, orderId: string) {
  const rows = await tx
    .select()
    .from(orderPackages)
    .where(and(eq(orderPackages.tenantId, tenantId), eq(orderPackages.orderId, orderId)))
    .orderBy(asc(orderPackages.packageNo));
  return rows.map(({ id, packageNo, length, width, height, weight, skuList, trackingNo }) => ({
    id,
    packageNo,
    length,
    width,
    height,
    weight,
    skuList,
    trackingNo,
  }));
}

export async function toOrderDetail(
  tx: Executor,
  principal: Principal,
  order: OrderRecord,
  now: Date,
  given?: RowNames,
): Promise<OrderDetail> {
  const found = given ? undefined : await namesFor(tx as Tx, principal.tenantId, [order]);
  const names = given ?? {
    customerName: found?.customer.get(order.customerId),
    warehouseName: found?.warehouse.get(order.warehouseId),
  };
  // One after the other: a transaction is one connection.
  const items = await orderItemsOf(tx, principal.tenantId, order.id);
  const packages = await packagesOf(tx, principal.tenantId, order.id);
  const freight = await latestFreight(tx, principal.tenantId, order.id);
  return {
    ...toOrderRow(order, now, names),
    items: items.map(({ id, productId, sku, onlineSku, saleNum, buyer, unitWeight, unitPrice }) => ({
      id,
      productId,
      sku,
      onlineSku,
      saleNum,
      buyer,
      unitWeight,
      unitPrice,
    })),
    packages,
    freight,
  };
}
