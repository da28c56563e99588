import { type TransferPalletSnapshot, transferPdaStatuses } from '@wms/api';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  customers,
  products,
  transferLines,
  transferOrders,
  transferPallets,
} from '../../db/schema/index.ts';
import { warehouseScope } from '../../platform/data-scope.ts';
import { after, type PullSource, xidText } from '../../platform/sync/pull-source.ts';

const t = transferOrders;
const updatedText = sql<string>`to_char(${t.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * Transfer orders of the caller's warehouses for palletising on the PDA: picking and palletised ones
 * first, then every change (the device drops an order once it leaves those statuses).
 */
export const transferPalletPullSource: PullSource<TransferPalletSnapshot> = {
  async rows(tx, principal, { after: at, live, limit }) {
    const rows = await tx
      .select({
        row: t,
        customerCode: customers.customerCode,
        updatedAt: updatedText,
        xid: xidText(t.changeXid),
      })
      .from(t)
      .leftJoin(customers, and(eq(customers.tenantId, t.tenantId), eq(customers.id, t.customerId)))
      .where(
        and(
          eq(t.tenantId, principal.tenantId),
          warehouseScope(principal, t.warehouseId),
          live ? inArray(t.status, [...transferPdaStatuses]) : undefined,
          after(t.changeXid, t.id, at),
        ),
      )
      .orderBy(asc(t.changeXid), asc(t.id))
      .limit(limit);
    const ids = rows.map((r) => r.row.id);
    const lines = ids.length
      ? await tx
          .select({ line: transferLines, productNo: products.productNo })
          .from(transferLines)
          .innerJoin(
            products,
            and(eq(products.tenantId, transferLines.tenantId), eq(products.id, transferLines.productId)),
          )
          .where(and(eq(transferLines.tenantId, principal.tenantId), inArray(transferLines.transferId, ids)))
          .orderBy(asc(transferLines.lineNo))
      : [];
    const pallets = ids.length
      ? await tx
          .select()
          .from(transferPallets)
          .where(
            and(eq(transferPallets.tenantId, principal.tenantId), inArray(transferPallets.transferId, ids)),
          )
          .orderBy(asc(transferPallets.seq))
      : [];
    return {
      items: rows.map(
        ({ row, customerCode, updatedAt }): TransferPalletSnapshot => ({
          id: row.id,
          transID: row.transId,
          kind: row.kind as TransferPalletSnapshot['kind'],
          state: row.status as TransferPalletSnapshot['state'],
          warehouseId: row.warehouseId,
          customerCode,
          platformCode: row.platformCode,
          toWarehouseName: row.toWarehouseName,
          suggestPalletNum: row.suggestPalletNum,
          isHot: row.isHot,
          lines: lines
            .filter((l) => l.line.transferId === row.id)
            .map(({ line, productNo }) => ({
              productNo,
              needPickQty: line.needPickQty,
              pickedQty: line.pickedQty,
              boxQuantity: line.boxQuantity,
            })),
          pallets: pallets
            .filter((p) => p.transferId === row.id)
            .map((p) => ({
              seq: p.seq,
              palletCode: p.palletCode,
              cartons: p.cartons,
              weight: p.weightHundredths / 100,
            })),
          updatedAt,
        }),
      ),
      positions: rows.map((r) => ({ xid: r.xid, id: r.row.id })),
    };
  },
};
