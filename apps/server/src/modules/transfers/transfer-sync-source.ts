import type { SyncDataKind, TransferKind } from '@wms/api';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { products, transferLines, transferOrders } from '../../db/schema/index.ts';
import {
  type SourceQuery,
  type SyncSourceKind,
  sharedColumns,
  sourceWhere,
  xidText,
} from '../../platform/tenant-sync/source-kind.ts';

const copied = sharedColumns(transferOrders);

const where = (kinds: readonly TransferKind[], query: Omit<SourceQuery, 'limit'>) =>
  and(sourceWhere(transferOrders, query), inArray(transferOrders.kind, [...kinds]));

/** The lines of some transfer orders with their product numbers, by order. */
async function linesOf(tx: Parameters<SyncSourceKind['read']>[0], tenantId: string, ids: string[]) {
  const lines = await tx
    .select({
      transferId: transferLines.transferId,
      lineNo: transferLines.lineNo,
      productId: transferLines.productId,
      productNo: products.productNo,
      needPickQty: transferLines.needPickQty,
      boxQuantity: transferLines.boxQuantity,
      pickedQty: transferLines.pickedQty,
      deliveryQty: transferLines.deliveryQty,
      outOfStockQty: transferLines.outOfStockQty,
    })
    .from(transferLines)
    .leftJoin(
      products,
      and(eq(products.tenantId, transferLines.tenantId), eq(products.id, transferLines.productId)),
    )
    .where(and(eq(transferLines.tenantId, tenantId), inArray(transferLines.transferId, ids)))
    .orderBy(asc(transferLines.transferId), asc(transferLines.lineNo));
  const byOrder = new Map<string, Omit<(typeof lines)[number], 'transferId'>[]>();
  for (const { transferId, ...line } of lines)
    byOrder.set(transferId, [...(byOrder.get(transferId) ?? []), line]);
  return byOrder;
}

/**
 * Transfer orders shared with a related tenant, with their lines: `transShip` the freight and trucking
 * orders, `transport` the transport orders (the two pairs of endpoints of the spec).
 */
function transferSyncSource(kind: SyncDataKind, kinds: readonly TransferKind[]): SyncSourceKind {
  return {
    kind,
    async count(tx, query) {
      const [row] = await tx.select({ n: count() }).from(transferOrders).where(where(kinds, query));
      return Number(row?.n ?? 0);
    },
    async read(tx, query) {
      const rows = await tx
        .select({ ...copied, xid: xidText(transferOrders.changeXid) })
        .from(transferOrders)
        .where(where(kinds, query))
        .orderBy(asc(transferOrders.changeXid), asc(transferOrders.id))
        .limit(query.limit);
      if (!rows.length) return [];
      const lines = await linesOf(
        tx,
        query.sourceTenantId,
        rows.map((r) => r.id),
      );
      return rows.map(({ xid, ...order }) => ({
        id: order.id,
        xid,
        sourceNo: order.transId,
        payload: { ...order, items: lines.get(order.id) ?? [] },
      }));
    },
  };
}

export const transShipSyncSource = transferSyncSource('transShip', ['freight', 'trucking']);
export const transportSyncSource = transferSyncSource('transport', ['transport']);
