import {
  canPutAway,
  canReceive,
  type InboundSnapshot,
  RECEIVABLE_STATUSES,
  type ShipmentStatus,
} from '@wms/api';
import { and, asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import {
  customers,
  inboundLines,
  inboundPallets,
  inboundShipments,
  pallets,
  products,
} from '../../db/schema/index.ts';
import { warehouseScope } from '../../platform/data-scope.ts';
import { after, type PullSource, xidText } from '../../platform/sync/pull-source.ts';
import { putAwaySuggestionService } from '../inventory/put-away-suggestion.service.ts';
import type { ShipmentRecord } from './shipment-rows.ts';

const s = inboundShipments;
const updatedText = sql<string>`to_char(${s.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Containers a fresh device needs: still to count, or counted and not yet put away. */
const liveWhere: SQL = or(
  and(inArray(s.status, [...RECEIVABLE_STATUSES]), sql`${s.receiptState} <> 'received'`),
  and(eq(s.status, 'emptyContainer'), eq(s.receiptState, 'received')),
)!;

async function linesOf(tx: Tx, tenantId: string, row: ShipmentRecord) {
  const found = await tx
    .select({ line: inboundLines, product: products })
    .from(inboundLines)
    .innerJoin(
      products,
      and(eq(products.tenantId, inboundLines.tenantId), eq(products.id, inboundLines.productId)),
    )
    .where(and(eq(inboundLines.tenantId, tenantId), eq(inboundLines.shipmentId, row.id)))
    .orderBy(asc(inboundLines.lineNo));
  const suggested = canPutAway(row.status as ShipmentStatus, row.receiptState as 'received')
    ? await putAwaySuggestionService.suggest(
        tx,
        tenantId,
        row.warehouseId,
        row.customerId,
        found.map(({ product }) => ({ productId: product.id, locationType: product.locationType })),
      )
    : new Map();
  return found.map(({ line, product }) => ({
    id: line.id,
    lineNo: line.lineNo,
    product: {
      productId: product.id,
      productNo: product.productNo,
      name: product.nameEn || product.nameCn,
      upc: product.upc,
      productBarcode: product.productBarcode,
      cartonBarcode: product.cartonBarcode,
      cartonRate: product.cartonRate,
    },
    cartonCount: line.cartonCount,
    qty: line.qty,
    receivedQty: line.receivedQty,
    damagedQty: line.damagedQty,
    receivedCartons: line.receivedCartons,
    shelvedQty: line.shelvedQty,
    unexpected: line.unexpected,
    suggestedLocationId: suggested.get(product.id)?.locationId ?? null,
    suggestedLocationName: suggested.get(product.id)?.locationName ?? null,
  }));
}

/** The receipt pallet codes of a container, for put-away by pallet. */
async function palletCodesOf(tx: Tx, tenantId: string, shipmentId: string) {
  const found = await tx
    .select({ code: pallets.palletCode })
    .from(inboundPallets)
    .innerJoin(
      pallets,
      and(eq(pallets.tenantId, inboundPallets.tenantId), eq(pallets.id, inboundPallets.palletId)),
    )
    .where(and(eq(inboundPallets.tenantId, tenantId), eq(inboundPallets.shipmentId, shipmentId)))
    .orderBy(asc(pallets.palletCode));
  return found.map((p) => p.code);
}

/** Containers of the caller's warehouses the PDA receives and puts away: open ones first, then changes. */
export const inboundPullSource: PullSource<InboundSnapshot> = {
  async rows(tx, principal, { after: at, live, limit }) {
    const rows = await tx
      .select({
        row: s,
        customerCode: customers.customerCode,
        updatedAt: updatedText,
        xid: xidText(s.changeXid),
      })
      .from(s)
      .innerJoin(customers, and(eq(customers.tenantId, s.tenantId), eq(customers.id, s.customerId)))
      .where(
        and(
          eq(s.tenantId, principal.tenantId),
          warehouseScope(principal, s.warehouseId),
          live ? liveWhere : undefined,
          after(s.changeXid, s.id, at),
        ),
      )
      .orderBy(asc(s.changeXid), asc(s.id))
      .limit(limit);
    const items: InboundSnapshot[] = [];
    for (const { row, customerCode, updatedAt } of rows) {
      const open =
        canReceive(row.status as ShipmentStatus, row.receiptState as 'received') ||
        canPutAway(row.status as ShipmentStatus, row.receiptState as 'received');
      items.push({
        id: row.id,
        transportNo: row.transportNo,
        containerNo: row.containerNo,
        containerType: row.containerType as InboundSnapshot['containerType'],
        warehouseId: row.warehouseId,
        customerId: row.customerId,
        customerCode,
        status: row.status as ShipmentStatus,
        receiptState: row.receiptState as InboundSnapshot['receiptState'],
        // A closed container needs no lines on the device: it only leaves the cache.
        lines: open ? await linesOf(tx, principal.tenantId, row) : [],
        palletCodes: canPutAway(row.status as ShipmentStatus, row.receiptState as 'received')
          ? await palletCodesOf(tx, principal.tenantId, row.id)
          : [],
        updatedAt,
      });
    }
    return { items, positions: rows.map((r) => ({ xid: r.xid, id: r.row.id })) };
  },
};
