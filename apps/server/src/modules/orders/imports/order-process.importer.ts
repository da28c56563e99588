import { type ImportKind, uuidv7 } from '@wms/api';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { z } from 'zod';
import { orderPackages, orders, type StoredRowError } from '../../../db/schema/index.ts';
import { cellNumber, cellText } from '../../../platform/excel/cells.ts';
import { defineImporter, duplicatesInFile, rowError } from '../../../platform/excel/importer.ts';
import { ordersByNumber } from '../order-by-number.ts';
import { patchOrder } from '../order-edits.ts';
import type { OrderRecord } from '../order-store.ts';
import { statusParam } from '../order-store.ts';

const size = cellNumber(z.number().positive().max(99_999).optional());
const row = z.object({
  orderNo: cellText(z.string().min(1).max(40)),
  carrier: cellText(z.string().min(1).max(40)),
  trackingNo: cellText(z.string().min(1).max(60)),
  service: cellText(z.string().max(80).optional()),
  weight: size,
  length: size,
  width: size,
  height: size,
});
type Row = z.infer<typeof row>;

/**
 * ImportPendingShipment (the order-processing sheet): carrier and tracking number of pending orders
 * whose labels the customer brings, optionally with the parcel size. The status stays pending until the
 * label file itself is imported (ImportShipment).
 */
export const orderProcessImporter = defineImporter<Row>({
  kind: 'orderProcess' satisfies ImportKind,
  row,
  async prepare(tx, ctx, rows) {
    const { principal, now } = ctx;
    const errors: StoredRowError[] = [
      ...duplicatesInFile(rows, 'orderNo', (r) => r.orderNo),
      ...duplicatesInFile(rows, 'trackingNo', (r) => r.trackingNo),
    ];
    const found = await ordersByNumber(
      tx,
      principal,
      rows.map((r) => r.data.orderNo),
    );
    const used = await tx
      .select({ trackingNo: orders.trackingNo })
      .from(orders)
      .where(
        and(
          eq(orders.tenantId, principal.tenantId),
          inArray(
            orders.trackingNo,
            rows.map((r) => r.data.trackingNo),
          ),
          ne(orders.status, 'removed'),
        ),
      );
    const usedSet = new Set(used.map((u) => u.trackingNo));
    const ready: Array<{ order: OrderRecord; data: Row }> = [];
    for (const { row: n, data } of rows) {
      const order = found.get(data.orderNo.toUpperCase());
      if (!order) errors.push(rowError(n, 'orderNo', 'errors:ORDER_NOT_FOUND'));
      else if (order.status !== 'pending')
        errors.push(
          rowError(n, 'orderNo', 'errors:ORDER_NOT_EDITABLE', {
            orderNo: order.orderNo,
            status: statusParam(order.status),
          }),
        );
      else if (usedSet.has(data.trackingNo))
        errors.push(rowError(n, 'trackingNo', 'errors:ORDER_TRACKING_USED', { trackingNo: data.trackingNo }));
      else ready.push({ order, data });
    }
    return {
      errors,
      async apply(writer) {
        for (const { order, data } of ready) {
          const sized = data.length && data.width && data.height && data.weight;
          if (sized) {
            await writer
              .delete(orderPackages)
              .where(
                and(eq(orderPackages.tenantId, principal.tenantId), eq(orderPackages.orderId, order.id)),
              );
            await writer.insert(orderPackages).values({
              id: uuidv7(),
              tenantId: principal.tenantId,
              orderId: order.id,
              packageNo: 1,
              length: data.length!,
              width: data.width!,
              height: data.height!,
              weight: data.weight!,
              trackingNo: data.trackingNo,
              createdBy: principal.userId,
            });
          }
          await patchOrder(
            writer,
            principal,
            order,
            {
              carrier: data.carrier.toLowerCase(),
              trackingNo: data.trackingNo,
              service: data.service ?? order.service,
              ...(sized
                ? {
                    packageNum: 1,
                    isMultiPackage: false,
                    length: data.length,
                    width: data.width,
                    height: data.height,
                    totalWeight: data.weight,
                  }
                : {}),
            },
            'edit.pendingShipment',
            now,
          );
        }
        return ready.length;
      },
    };
  },
});
