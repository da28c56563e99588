import { canRegisterReturn, type OrderStatus } from '@wms/api';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { inValues } from '../../db/in-values.ts';
import type { StoredRowError } from '../../db/schema/index.ts';
import { orders } from '../../db/schema/index.ts';
import { customerScope } from '../../platform/data-scope.ts';
import { cellNumber, cellText } from '../../platform/excel/cells.ts';
import {
  defineImporter,
  type ImportContext,
  type ParsedRow,
  rowError,
} from '../../platform/excel/importer.ts';
import { customersByCode } from '../customers/customers.service.ts';
import { productKey, productsBySku } from '../products/products.service.ts';
import { returnCreateService } from './return-create.service.ts';

const row = z.object({
  orderNo: cellText(z.string().max(60).optional()),
  trackingNo: cellText(z.string().min(1).max(60)),
  warehouseCode: cellText(z.string().min(1)),
  customerCode: cellText(z.string().min(1)),
  sku: cellText(z.string().min(1)),
  // Return product quantity: an integer greater than 0.
  quantity: cellNumber(
    z
      .number('returns:quantityInteger')
      .int('returns:quantityInteger')
      .positive('returns:quantityInteger')
      .max(100_000, 'returns:quantityInteger'),
  ),
  returnRemarks: cellText(z.string().max(500).optional()),
});
type Row = z.infer<typeof row>;

interface Group {
  first: number;
  trackingNo: string;
  warehouseId: string;
  customerId: string;
  orderNo?: string;
  returnRemarks?: string;
  items: { productId: string; quantity: number }[];
}

const _lower = (values: string[]) => [...new Set(values.map((v) => v.toLowerCase()))];

/** The orders the rows name, by number, with what a return from them must agree with. */
async function ordersOf(tx: Tx, ctx: ImportContext, numbers: string[]) {
  if (!numbers.length) return new Map<string, typeof orders.$inferSelect>();
  const found = await tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.tenantId, ctx.principal.tenantId),
        inValues(orders.orderNo, [...new Set(numbers)], 'text'),
        isNull(orders.deletedAt),
        customerScope(ctx.principal, orders.customerId),
      ),
    );
  return new Map(found.map((o) => [o.orderNo, o]));
}

/** Checks an order a group names: the same customer and warehouse, and shipped. */
function orderErrors(group: Group, order: typeof orders.$inferSelect | undefined): StoredRowError[] {
  const at = (key: string, params: Record<string, string>) => [rowError(group.first, 'orderNo', key, params)];
  if (!order) return at('imports:row.notFound', { value: group.orderNo! });
  if (order.customerId !== group.customerId || order.warehouseId !== group.warehouseId)
    return at('imports:row.returnOrderOther', { orderNo: order.orderNo });
  if (!canRegisterReturn(order.status as OrderStatus))
    return at('errors:RETURN_ORDER_NOT_SHIPPED', { orderNo: order.orderNo });
  return [];
}

/** Groups the rows into returns, one per tracking number; a row that cannot join its group is an error. */
function groupRows(
  ctx: ImportContext,
  rows: ParsedRow<Row>[],
  customerOf: Map<string, { id: string }>,
  productOf: Map<string, string>,
) {
  const errors: StoredRowError[] = [];
  const groups = new Map<string, Group>();
  for (const { row: n, data } of rows) {
    const warehouseId = ctx.rowWarehouses.get(data.warehouseCode.toLowerCase())!.id;
    const customerId = customerOf.get(data.customerCode.toLowerCase())?.id;
    if (!customerId) {
      errors.push(rowError(n, 'customerCode', 'imports:row.notFound', { value: data.customerCode }));
      continue;
    }
    const productId = productOf.get(productKey(customerId, data.sku));
    if (!productId) {
      errors.push(rowError(n, 'sku', 'imports:row.notFound', { value: data.sku }));
      continue;
    }
    const key = data.trackingNo.toUpperCase();
    const group = groups.get(key);
    if (!group) {
      groups.set(key, {
        first: n,
        trackingNo: data.trackingNo,
        warehouseId,
        customerId,
        orderNo: data.orderNo,
        returnRemarks: data.returnRemarks,
        items: [{ productId, quantity: data.quantity }],
      });
    } else if (group.warehouseId !== warehouseId || group.customerId !== customerId)
      errors.push(rowError(n, 'trackingNo', 'imports:row.returnOtherParcel', { row: group.first }));
    else if (group.items.some((i) => i.productId === productId))
      errors.push(rowError(n, 'sku', 'returns:productDuplicate'));
    else group.items.push({ productId, quantity: data.quantity });
  }
  return { errors, groups: [...groups.values()] };
}

/**
 * The returnOrder kind: one return per tracking number, a product line per row (the order number,
 * warehouse, customer and reason are read from the parcel's first row). A named order must be the
 * customer's, of the same warehouse, and shipped. All returns or none; a bad row names its row and column.
 */
export const returnOrderImporter = defineImporter<Row>({
  kind: 'returnOrder',
  row,
  async prepare(tx, ctx, rows) {
    const customerOf = await customersByCode(
      tx,
      ctx.principal,
      rows.map((r) => r.data.customerCode),
    );
    const productOf = await productsBySku(
      tx,
      ctx.principal.tenantId,
      [...customerOf.values()].map((c) => c.id),
      rows.map((r) => r.data.sku),
    );
    const { errors, groups } = groupRows(ctx, rows, customerOf, productOf);
    const orderOf = await ordersOf(
      tx,
      ctx,
      groups.flatMap((g) => (g.orderNo ? [g.orderNo] : [])),
    );
    for (const group of groups)
      if (group.orderNo) errors.push(...orderErrors(group, orderOf.get(group.orderNo)));
    return {
      errors,
      async apply(t: Tx) {
        for (const group of groups)
          await returnCreateService.create(
            t,
            ctx.principal,
            {
              orderId: group.orderNo ? orderOf.get(group.orderNo)!.id : undefined,
              warehouseId: group.warehouseId,
              customerId: group.customerId,
              trackingNo: group.trackingNo,
              returnRemarks: group.returnRemarks,
              items: group.items,
            },
            ctx.now,
          );
        return rows.length;
      },
    };
  },
});
