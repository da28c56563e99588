import { type orderCreateSchema, type orderItemInputSchema, uuidv7 } from '@wms/api';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { orderItems } from '../../db/schema/index.ts';
import { toHundredths } from '../../platform/money.ts';

/** An item as entered, plus the product it was matched to. */
export type ItemInput = z.output<typeof orderItemInputSchema> & { productId?: string | null };
export type OrderInput = z.output<typeof orderCreateSchema>;

/** The order fields that follow from its items: weight, quantity and the SKU summary of the list. */
export function itemTotals(items: readonly ItemInput[]) {
  const weightHundredths = items.reduce((sum, i) => sum + toHundredths(i.unitWeight ?? 0) * i.saleNum, 0);
  return {
    weight: weightHundredths / 100,
    itemQty: items.reduce((sum, i) => sum + i.saleNum, 0),
    skuKinds: new Set(items.map((i) => i.sku)).size,
    skuSummary: items
      .map((i) => `${i.sku}×${i.saleNum}`)
      .join(', ')
      .slice(0, 1000),
  };
}

export function itemRows(tenantId: string, orderId: string, items: readonly ItemInput[], userId: string) {
  return items.map((item, i) => ({
    id: uuidv7(),
    tenantId,
    orderId,
    lineNo: i + 1,
    productId: item.productId ?? null,
    sku: item.sku,
    onlineSku: item.onlineSku ?? null,
    saleNum: item.saleNum,
    buyer: item.buyer ?? null,
    unitWeight: item.unitWeight ?? null,
    unitPrice: item.unitPrice ?? null,
    createdBy: userId,
    updatedBy: userId,
  }));
}

/** Replaces the items of an order; returns the new totals for its header. */
export async function replaceItems(
  tx: Tx,
  tenantId: string,
  orderId: string,
  items: ItemInput[],
  userId: string,
) {
  await tx.delete(orderItems).where(and(eq(orderItems.tenantId, tenantId), eq(orderItems.orderId, orderId)));
  await tx.insert(orderItems).values(itemRows(tenantId, orderId, items, userId));
  return itemTotals(items);
}
