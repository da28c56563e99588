import { ErrorCode } from '@wms/api';
import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import { customers, orderItems, orders, warehouses } from '../../db/schema/index.ts';
import { BizError } from '../../platform/errors.ts';
import {
  type SyncSourceKind,
  type SyncTargetKind,
  sharedColumns,
  sourceWhere,
  xidText,
} from '../../platform/tenant-sync/source-kind.ts';
import { customersByCode } from '../customers/customers.service.ts';
import { warehouseByKey } from '../warehouses/warehouses.service.ts';
import { orderCreateService } from './order-create.service.ts';
import type { OrderInput } from './order-items.ts';

const copied = sharedColumns(orders);

/** Orders shared with a related tenant: the order with its lines, its customer's and warehouse's codes. */
export const orderSyncSource: SyncSourceKind = {
  kind: 'order',
  async count(tx, query) {
    const [row] = await tx.select({ n: count() }).from(orders).where(sourceWhere(orders, query));
    return Number(row?.n ?? 0);
  },
  async read(tx, query) {
    const rows = await tx
      .select({
        ...copied,
        customerCode: customers.customerCode,
        warehouseCode: warehouses.warehouseKey,
        xid: xidText(orders.changeXid),
      })
      .from(orders)
      .innerJoin(customers, and(eq(customers.tenantId, orders.tenantId), eq(customers.id, orders.customerId)))
      .innerJoin(
        warehouses,
        and(eq(warehouses.tenantId, orders.tenantId), eq(warehouses.id, orders.warehouseId)),
      )
      .where(sourceWhere(orders, query))
      .orderBy(asc(orders.changeXid), asc(orders.id))
      .limit(query.limit);
    if (!rows.length) return [];
    const lines = await tx
      .select({
        orderId: orderItems.orderId,
        lineNo: orderItems.lineNo,
        sku: orderItems.sku,
        onlineSku: orderItems.onlineSku,
        saleNum: orderItems.saleNum,
        unitPrice: orderItems.unitPrice,
        unitWeight: orderItems.unitWeight,
      })
      .from(orderItems)
      .where(
        and(
          eq(orderItems.tenantId, query.sourceTenantId),
          inArray(
            orderItems.orderId,
            rows.map((r) => r.id),
          ),
        ),
      )
      .orderBy(asc(orderItems.orderId), asc(orderItems.lineNo));
    const byOrder = new Map<string, typeof lines>();
    for (const line of lines) byOrder.set(line.orderId, [...(byOrder.get(line.orderId) ?? []), line]);
    return rows.map(({ xid, ...order }) => ({
      id: order.id,
      xid,
      sourceNo: order.orderNo,
      payload: {
        ...order,
        items: (byOrder.get(order.id) ?? []).map(({ orderId: _o, ...line }) => line),
      },
    }));
  },
};

type OrderPayload = typeof orders.$inferSelect & {
  customerCode: string;
  warehouseCode: string;
  items: {
    sku: string;
    onlineSku: string | null;
    saleNum: number;
    unitPrice: number | null;
    unitWeight: number | null;
  }[];
};

async function isLive(tx: Parameters<SyncTargetKind['merge']>[0], tenantId: string, id: string) {
  const [row] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.id, id), isNull(orders.deletedAt)));
  return Boolean(row);
}

/**
 * A shared order becomes a pending order of the receiver, for its customer and warehouse of the same
 * codes, with its own number, made once through the order service (quota, address and SKU checks
 * included). From then on the receiver works it through its own statuses: later changes at the source
 * update the received copy, not the receiver's order.
 */
export const orderSyncTarget: SyncTargetKind = {
  kind: 'order',
  async merge(tx, principal, record, now) {
    if (record.ownId && (await isLive(tx, principal.tenantId, record.ownId))) return record.ownId;
    const p = record.payload as OrderPayload;
    const customer = (await customersByCode(tx, principal, [p.customerCode])).get(
      p.customerCode.toLowerCase(),
    );
    if (!customer) throw new BizError(ErrorCode.syncNoCustomer, { code: p.customerCode });
    const warehouse = await warehouseByKey(tx, principal, p.warehouseCode);
    if (!warehouse) throw new BizError(ErrorCode.syncNoWarehouse, { code: p.warehouseCode });
    const input: OrderInput = {
      customerId: customer.id,
      warehouseId: warehouse.id,
      recordNo: p.recordNo,
      orderTime: p.orderTime.toISOString(),
      storeName: p.storeName,
      platform: p.platform,
      customerReference1: p.customerReference1,
      customerReference2: p.customerReference2,
      orderAmount: p.orderAmount,
      carrier: p.carrier,
      service: p.service,
      signType: p.signType as OrderInput['signType'],
      parcel: p.parcel,
      remark: p.remark,
      recipient: {
        receiverName: p.receiverName,
        country: p.country,
        state: p.state,
        city: p.city,
        postalCode: p.postalCode,
        address1: p.address1,
        address2: p.address2,
        phone: p.phone,
        email: p.email,
        isResidential: p.isResidential,
      },
      items: p.items.map((i) => ({
        sku: i.sku,
        onlineSku: i.onlineSku,
        saleNum: i.saleNum,
        unitPrice: i.unitPrice,
        unitWeight: i.unitWeight,
      })),
    } as OrderInput;
    const [order] = await orderCreateService.createOrders(tx, principal, [input], now);
    return order!.id;
  },
};
