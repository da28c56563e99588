import {
  ErrorCode,
  type ReturnDetail,
  type ReturnHandling,
  type ReturnRow,
  type ReturnStatus,
} from '@wms/api';
import { and, asc, desc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { customers, locations, products, returnItems, returns, warehouses } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { customerScope, warehouseScope } from '../../platform/data-scope.ts';
import { BizError } from '../../platform/errors.ts';

export type ReturnRecord = typeof returns.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Parcels nobody owns yet: every staff member of the warehouse sees them; a customer's user sees them only
 * while they wait to be claimed (tracking number, photos, remarks: the parcel has no products yet).
 */
const unowned = (principal: Principal) =>
  principal.customerId
    ? and(isNull(returns.customerId), eq(returns.status, 'pendingClaim'))
    : isNull(returns.customerId);

/** The caller's live returns: its tenant, its warehouses, and for a customer's user its own customer only. */
export function scoped(principal: Principal, ...more: (SQL | undefined)[]) {
  const customer = customerScope(principal, returns.customerId);
  return and(
    eq(returns.tenantId, principal.tenantId),
    isNull(returns.deletedAt),
    warehouseScope(principal, returns.warehouseId),
    customer ? or(customer, unowned(principal)) : undefined,
    ...more,
  );
}

export async function selectRows(
  tx: Tx,
  where: SQL | undefined,
  window: { limit: number; offset: number },
): Promise<Array<ReturnRow & { record: ReturnRecord }>> {
  const found = await tx
    .select({
      row: returns,
      warehouseName: warehouses.name,
      receiptDay: warehouses.receiptDay,
      customerCode: customers.customerCode,
    })
    .from(returns)
    .innerJoin(
      warehouses,
      and(eq(warehouses.tenantId, returns.tenantId), eq(warehouses.id, returns.warehouseId)),
    )
    .leftJoin(customers, and(eq(customers.tenantId, returns.tenantId), eq(customers.id, returns.customerId)))
    .where(where)
    .orderBy(desc(returns.createdAt))
    .limit(window.limit)
    .offset(window.offset);
  const itemQty = await itemCounts(
    tx,
    found.map((f) => f.row),
  );
  return found.map(({ row, warehouseName, receiptDay, customerCode }) => ({
    record: row,
    id: row.id,
    returnNo: row.returnNo,
    orderId: row.orderId,
    orderNo: row.orderNo,
    recordNo: row.recordNo,
    trackingNo: row.trackingNo,
    warehouseId: row.warehouseId,
    warehouseName,
    customerId: row.customerId,
    customerCode: customerCode ?? null,
    status: row.status as ReturnStatus,
    itemQty: itemQty.get(row.id) ?? 0,
    returnRemarks: row.returnRemarks,
    receiptTime: row.receiptTime?.toISOString() ?? null,
    handlingDue: row.receiptTime
      ? new Date(row.receiptTime.getTime() + receiptDay * DAY_MS).toISOString()
      : null,
    createdTime: row.createdAt.toISOString(),
  }));
}

async function itemCounts(tx: Tx, rows: ReturnRecord[]) {
  const counts = new Map<string, number>();
  if (!rows.length) return counts;
  const items = await tx
    .select({ returnId: returnItems.returnId, quantity: returnItems.quantity })
    .from(returnItems)
    .where(
      and(
        eq(returnItems.tenantId, rows[0]!.tenantId),
        inArray(
          returnItems.returnId,
          rows.map((r) => r.id),
        ),
      ),
    );
  for (const item of items) counts.set(item.returnId, (counts.get(item.returnId) ?? 0) + item.quantity);
  return counts;
}

export async function itemsOf(tx: Tx, tenantId: string, returnId: string) {
  return tx
    .select({
      item: returnItems,
      productNo: products.productNo,
      locationName: locations.locationName,
    })
    .from(returnItems)
    .innerJoin(
      products,
      and(eq(products.tenantId, returnItems.tenantId), eq(products.id, returnItems.productId)),
    )
    .leftJoin(
      locations,
      and(eq(locations.tenantId, returnItems.tenantId), eq(locations.id, returnItems.locationId)),
    )
    .where(and(eq(returnItems.tenantId, tenantId), eq(returnItems.returnId, returnId)))
    .orderBy(asc(products.productNo));
}

export async function detailOf(tx: Tx, principal: Principal, id: string): Promise<ReturnDetail> {
  const [found] = await selectRows(tx, scoped(principal, eq(returns.id, id)), { limit: 1, offset: 0 });
  if (!found) throw new BizError(ErrorCode.returnNotFound);
  const { record, ...row } = found;
  const items = await itemsOf(tx, principal.tenantId, id);
  const handling = record.handling as { good?: ReturnHandling; damaged?: ReturnHandling } | null;
  return {
    ...row,
    originalTrackingNo: record.originalTrackingNo,
    size: record.size,
    recipient: record.recipient,
    address: record.address,
    postalCode: record.postalCode,
    logistics: record.logistics,
    freight: record.freight === null ? null : record.freight / 100,
    photos: record.photos,
    claimTime: record.claimTime?.toISOString() ?? null,
    handling,
    handledBy: record.handledBy as ReturnDetail['handledBy'],
    handledTime: record.handledAt?.toISOString() ?? null,
    items: items.map(({ item, productNo, locationName }) => ({
      productId: item.productId,
      productNo,
      quantity: item.quantity,
      goodQty: item.goodQty,
      damagedQty: item.damagedQty,
      locationName: locationName ?? null,
    })),
  };
}

/** The caller's return, locked for a write. */
export async function lockReturn(tx: Tx, principal: Principal, id: string): Promise<ReturnRecord> {
  const [row] = await tx
    .select()
    .from(returns)
    .where(scoped(principal, eq(returns.id, id)))
    .for('update');
  if (!row) throw new BizError(ErrorCode.returnNotFound);
  return row;
}
