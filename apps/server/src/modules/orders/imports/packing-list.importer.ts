import { uuidv7 } from '@wms/api';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { orderPackages, type StoredRowError } from '../../../db/schema/index.ts';
import { BizError } from '../../../platform/errors.ts';
import { cellNumber, cellText } from '../../../platform/excel/cells.ts';
import { defineImporter, rowError } from '../../../platform/excel/importer.ts';
import { toHundredths } from '../../../platform/money.ts';
import { ordersByNumber } from '../order-by-number.ts';
import { assertBeforeLabel, patchOrder } from '../order-edits.ts';
import type { OrderRecord } from '../order-store.ts';

const size = cellNumber(z.number().positive().max(99_999));
const row = z.object({
  orderNo: cellText(z.string().min(1).max(40)),
  packageNo: cellNumber(z.number().int().min(1).max(50).optional()),
  length: size,
  width: size,
  height: size,
  weight: size,
  skuList: cellText(z.string().max(400).optional()),
});
type Row = z.infer<typeof row>;

/** ImportPackingList: the parcels of orders, one row each; an order's rows replace its packages. */
export const packingListImporter = defineImporter<Row>({
  kind: 'packingList',
  row,
  async prepare(tx, ctx, rows) {
    const { principal, now } = ctx;
    const errors: StoredRowError[] = [];
    const found = await ordersByNumber(
      tx,
      principal,
      rows.map((r) => r.data.orderNo),
    );
    const byOrder = new Map<string, { order: OrderRecord; rows: Row[] }>();
    for (const { row: n, data } of rows) {
      const order = found.get(data.orderNo.toUpperCase());
      if (!order) {
        errors.push(rowError(n, 'orderNo', 'errors:ORDER_NOT_FOUND'));
        continue;
      }
      try {
        assertBeforeLabel(order);
      } catch (error) {
        if (!(error instanceof BizError)) throw error;
        errors.push(rowError(n, 'orderNo', `errors:${error.code}`, error.params));
        continue;
      }
      const entry = byOrder.get(order.id) ?? { order, rows: [] };
      entry.rows.push(data);
      byOrder.set(order.id, entry);
    }
    return {
      errors,
      async apply(writer) {
        const ids = [...byOrder.keys()];
        if (ids.length)
          await writer
            .delete(orderPackages)
            .where(and(eq(orderPackages.tenantId, principal.tenantId), inArray(orderPackages.orderId, ids)));
        for (const { order, rows: parcels } of byOrder.values()) {
          const sorted = [...parcels].sort((a, b) => (a.packageNo ?? 0) - (b.packageNo ?? 0));
          await writer.insert(orderPackages).values(
            sorted.map((p, i) => ({
              id: uuidv7(),
              tenantId: principal.tenantId,
              orderId: order.id,
              packageNo: i + 1,
              length: p.length,
              width: p.width,
              height: p.height,
              weight: p.weight,
              skuList: p.skuList ?? null,
              createdBy: principal.userId,
            })),
          );
          const first = sorted[0]!;
          await patchOrder(
            writer,
            principal,
            order,
            {
              packageNum: sorted.length,
              isMultiPackage: sorted.length > 1,
              length: first.length,
              width: first.width,
              height: first.height,
              totalWeight: sorted.reduce((sum, p) => sum + toHundredths(p.weight), 0) / 100,
            },
            'edit.packages',
            now,
          );
        }
        return rows.length - errors.length;
      },
    };
  },
});
