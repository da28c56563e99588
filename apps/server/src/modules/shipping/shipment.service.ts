import { ErrorCode, type Shipment, uuidv7 } from '@wms/api';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { orderPackages, shipments } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { BizError } from '../../platform/errors.ts';
import type { FileStore } from '../../platform/files.ts';
import { accountService } from '../finance/account.service.ts';
import { assertAddress } from '../orders/order-create.service.ts';
import { assertAction, moveOrders, type OrderRecord } from '../orders/orders.service.ts';
import { adapterFor } from './carriers/carrier-registry.ts';
import { customerDivisors } from './customer-divisors.ts';
import { customerRateCards } from './customer-rate-cards.ts';
import type { ServiceChoice } from './freight.service.ts';
import { saveFreight } from './freight-store.ts';
import { labelRequestOf } from './label-data.ts';
import { type OrderRate, parcelsOf, rateOrder } from './order-rating.ts';
import { OWN_CARRIER } from './own-delivery-card.ts';
import { shipFromOf } from './ship-from.ts';

/** The checks before a label: the state machine, no label yet, a valid address. */
function assertShippable(order: OrderRecord) {
  assertAction(order, 'createShipment');
  if (order.trackingNo)
    throw new BizError(ErrorCode.orderHasLabel, { orderNo: order.orderNo, trackingNo: order.trackingNo });
  assertAddress({ ...order, email: order.email ?? undefined });
}

/** The cheapest of the carrier's services (or the one chosen) that can rate the order. */
async function bestRate(tx: Tx, order: OrderRecord, carrier: string, service: string | undefined, now: Date) {
  const cards = await customerRateCards(
    tx,
    order.tenantId,
    order.customerId,
    { carrier, service },
    now,
    order.warehouseId,
    order.postalCode,
  );
  const parcels = await parcelsOf(tx, order);
  const factors = await customerDivisors(tx, order.tenantId, order.customerId);
  const rates = cards.map((card) => ({ card, rate: rateOrder(order, parcels, card, factors, now) }));
  const ok = rates.filter(
    (r): r is { card: (typeof cards)[number]; rate: Extract<OrderRate, { ok: true }> } => r.rate.ok,
  );
  const best = ok.sort((a, b) => a.rate.totalCents - b.rate.totalCents)[0];
  if (best) return { ...best, parcels };
  const failed = rates[0]?.rate as Extract<OrderRate, { ok: false }> | undefined;
  throw new BizError(
    failed?.code ?? ErrorCode.freightNoService,
    failed?.params ?? { carrier, service: service ?? '' },
  );
}

/**
 * Makes the label of one order (CreateShipment and each order of BathCreateShipment): rate, carrier
 * label, stored PDF, shipment and freight rows, and the `createShipment` move, in the caller's transaction.
 */
async function shipOrder(
  files: FileStore,
  tx: Tx,
  principal: Principal,
  order: OrderRecord,
  choice: ServiceChoice,
  now: Date,
): Promise<Shipment> {
  assertShippable(order);
  // A blank carrier is no choice: the order's carrier, else the warehouse's own delivery.
  const carrier = (choice.carrier?.trim() || order.carrier?.trim() || OWN_CARRIER).toLowerCase();
  const adapter = adapterFor(carrier);
  const service = choice.service ?? (carrier === order.carrier ? (order.service ?? undefined) : undefined);
  const { card, rate, parcels } = await bestRate(tx, order, carrier, service, now);
  await accountService.assertLabelAffordable(tx, principal.tenantId, order.customerId, rate.totalCents, now);
  const label = await adapter.createLabel(
    tx,
    labelRequestOf(order, {
      service: { code: card.serviceCode, name: card.serviceName },
      shipFrom: await shipFromOf(tx, principal.tenantId, order.warehouseId),
      parcel: parcels[0]!,
      billingWeight: rate.billingWeight,
      shipDate: now,
    }),
  );
  const file = await files.save(
    tx,
    {
      tenantId: principal.tenantId,
      name: `${order.orderNo}-${label.trackingNo}.pdf`,
      mime: 'application/pdf',
      createdBy: principal.userId,
      customerId: order.customerId,
    },
    label.pdf,
  );
  const ids = { tenantId: principal.tenantId, orderId: order.id, userId: principal.userId };
  const freightId = await saveFreight(tx, ids, 'shipment', rate.result, rate.versionId);
  const shipmentId = uuidv7();
  await tx.insert(shipments).values({
    id: shipmentId,
    tenantId: principal.tenantId,
    orderId: order.id,
    carrier,
    service: card.serviceCode,
    trackingNo: label.trackingNo,
    labelFileId: file.id,
    freightId,
    createdBy: principal.userId,
    updatedBy: principal.userId,
  });
  await accountService.chargeLabel(
    tx,
    principal.tenantId,
    {
      shipmentId,
      orderId: order.id,
      orderNo: order.orderNo,
      customerId: order.customerId,
      warehouseId: order.warehouseId,
      freightCents: rate.totalCents,
      rateVersionId: rate.versionId ?? null,
      at: now,
    },
    principal.userId,
  );
  await tx
    .update(orderPackages)
    .set({ trackingNo: label.trackingNo })
    .where(and(eq(orderPackages.tenantId, principal.tenantId), eq(orderPackages.orderId, order.id)));
  await moveOrders(tx, principal, [order], 'createShipment', {
    now,
    remark: label.trackingNo,
    patch: () => ({
      carrier,
      service: card.serviceCode,
      trackingNo: label.trackingNo,
      labelFileId: file.id,
      labelCreatedAt: now,
      estimatedFreight: rate.result.totalFee,
      abnormalReason: null,
    }),
  });
  return {
    orderId: order.id,
    orderNo: order.orderNo,
    carrier,
    service: card.serviceCode,
    trackingNo: label.trackingNo,
    totalFee: rate.result.totalFee,
    labelUrl: files.signedUrl(file.tenantId, file.id, now),
  };
}

export const shipmentService = { shipOrder };
