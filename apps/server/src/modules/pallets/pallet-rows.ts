import type { PalletLine, PalletRow, PalletSnapshot } from '@wms/api';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { palletLines, pallets } from '../../db/schema/index.ts';
import type { PalletRecord } from './pallet-book.ts';

type LineRow = typeof palletLines.$inferSelect;

/** The product numbers on a pallet, for the list's "product number" column. */
export const productNosOf: SQL<string> = sql<string>`coalesce((
  select string_agg(distinct l.product_no, ', ' order by l.product_no) from ${palletLines} l
  where l.tenant_id = pallets.tenant_id and l.pallet_id = pallets.id
    and l.deleted_at is null and l.product_no is not null), '')`;

/** `updated_at` with its microseconds, as an ISO string: the pull cursor must not round it. */
export const updatedAtText: SQL<string> = sql<string>`to_char(${pallets.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export const liveLinesOf = (tenantId: string, palletIds: string[]) =>
  and(
    eq(palletLines.tenantId, tenantId),
    inArray(palletLines.palletId, palletIds),
    isNull(palletLines.deletedAt),
  );

export function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function toPalletRow(p: PalletRecord, pickerName: string | null, productNo: string): PalletRow {
  return {
    id: p.id,
    palletCode: p.palletCode,
    plqty: p.plqty,
    printer: p.printer,
    use: p.use as PalletRow['use'],
    printSize: p.printSize as PalletRow['printSize'],
    warehouseId: p.warehouseId,
    status: p.status as PalletRow['status'],
    pickerId: p.pickerId,
    pickerName,
    productNo,
    cartonQty: p.cartonQty,
    productQty: p.productQty,
    createdTime: p.createdAt.toISOString(),
    closedTime: iso(p.closedAt),
    finishedTime: iso(p.finishedAt),
  };
}

export function toPalletLine(l: LineRow, createdByName: string | null): PalletLine {
  return {
    id: l.id,
    kind: l.kind as PalletLine['kind'],
    cartonNo: l.cartonNo,
    productNo: l.productNo,
    productId: l.productId,
    qty: l.qty,
    createdBy: l.createdBy,
    createdByName,
    scannedTime: l.scannedAt.toISOString(),
  };
}

export function toSnapshot(p: PalletRecord, updatedAt: string, lines: LineRow[]): PalletSnapshot {
  return {
    id: p.id,
    palletCode: p.palletCode,
    status: p.status as PalletSnapshot['status'],
    use: p.use as PalletSnapshot['use'],
    warehouseId: p.warehouseId,
    pickerId: p.pickerId,
    cartonQty: p.cartonQty,
    productQty: p.productQty,
    updatedAt,
    lines: lines.map((l) => ({
      id: l.id,
      kind: l.kind as PalletLine['kind'],
      cartonNo: l.cartonNo,
      productNo: l.productNo,
      qty: l.qty,
      scannedTime: l.scannedAt.toISOString(),
    })),
  };
}
