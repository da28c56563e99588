import type { ReturnSnapshot } from '@wms/api';
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { customers, products, returnItems, returns } from '../../db/schema/index.ts';
import { warehouseScope } from '../../platform/data-scope.ts';
import { after, type PullSource, xidText } from '../../platform/sync/pull-source.ts';

/** The statuses a parcel may be counted in from; the device drops a return once it leaves them. */
const RECEIVABLE = ['pending', 'ordered', 'toReceive'];

const updatedText = sql<string>`to_char(${returns.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Returns of the caller's warehouses for receiving on the PDA: the receivable ones, then every change. */
export const returnPullSource: PullSource<ReturnSnapshot> = {
  async rows(tx, principal, { after: at, live, limit }) {
    const rows = await tx
      .select({
        row: returns,
        customerCode: customers.customerCode,
        updatedAt: updatedText,
        xid: xidText(returns.changeXid),
      })
      .from(returns)
      .leftJoin(
        customers,
        and(eq(customers.tenantId, returns.tenantId), eq(customers.id, returns.customerId)),
      )
      .where(
        and(
          eq(returns.tenantId, principal.tenantId),
          warehouseScope(principal, returns.warehouseId),
          // A parcel of an unknown owner has no products to count on the device until it is claimed.
          live
            ? and(
                inArray(returns.status, RECEIVABLE),
                isNull(returns.deletedAt),
                isNotNull(returns.customerId),
              )
            : undefined,
          after(returns.changeXid, returns.id, at),
        ),
      )
      .orderBy(asc(returns.changeXid), asc(returns.id))
      .limit(limit);
    const ids = rows.map((r) => r.row.id);
    const lines = ids.length
      ? await tx
          .select({ item: returnItems, product: products })
          .from(returnItems)
          .innerJoin(
            products,
            and(eq(products.tenantId, returnItems.tenantId), eq(products.id, returnItems.productId)),
          )
          .where(and(eq(returnItems.tenantId, principal.tenantId), inArray(returnItems.returnId, ids)))
          .orderBy(asc(products.productNo))
      : [];
    return {
      items: rows.map(
        (r): ReturnSnapshot => ({
          id: r.row.id,
          returnNo: r.row.returnNo,
          trackingNo: r.row.trackingNo,
          warehouseId: r.row.warehouseId,
          customerCode: r.customerCode,
          // A removed return, or a parcel nobody has claimed, is as good as cancelled to the device: it
          // drops it (a claimed parcel comes back with its products).
          status: (r.row.deletedAt || !r.row.customerId
            ? 'cancelled'
            : r.row.status) as ReturnSnapshot['status'],
          returnRemarks: r.row.returnRemarks,
          items: lines
            .filter((l) => l.item.returnId === r.row.id)
            .map(({ item, product: p }) => ({
              quantity: item.quantity,
              product: {
                productId: p.id,
                productNo: p.productNo,
                name: p.nameEn || p.nameCn,
                upc: p.upc,
                productBarcode: p.productBarcode,
                cartonBarcode: p.cartonBarcode,
                cartonRate: p.cartonRate,
              },
            })),
          updatedAt: r.updatedAt,
        }),
      ),
      positions: rows.map((r) => ({ xid: r.xid, id: r.row.id })),
    };
  },
};
