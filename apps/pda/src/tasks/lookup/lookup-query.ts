import { ErrorCode } from '@wms/api/pda';
import type { LocalStock, PdaDb } from '../../db/pda-db.ts';
import { codeKey } from '../../scan/codes.ts';
import { LocalRefusal } from '../../sync/local-refusal.ts';

/** One row of the answer: a product at a location, its stock rows (one per customer) added up. */
export type Row = { key: string; label: string; quantity: number; available: number };
export type Found = { by: 'location' | 'product'; title: string; rows: Row[] };

/** Stock rows of one product at one location (several customers may hold it) as one row. */
function sumBy(rows: LocalStock[], by: 'location' | 'product'): Row[] {
  const out = new Map<string, Row>();
  for (const r of rows) {
    const key = by === 'product' ? r.locationId : r.product.productId;
    const label = by === 'product' ? r.locationName : r.product.productNo;
    const row = out.get(key) ?? { key, label, quantity: 0, available: 0 };
    row.quantity += r.quantity;
    row.available += r.available;
    out.set(key, row);
  }
  return [...out.values()].sort((a, b) => a.label.localeCompare(b.label));
}

/**
 * A location name first, then any product code, in the warehouse the device works in; from the device's
 * cache, so it works offline.
 */
export async function lookUp(db: PdaDb, code: string, warehouseId: string | null): Promise<Found> {
  const key = codeKey(code);
  const here = (w: string) => warehouseId === null || w === warehouseId;
  const location = (await db.locations.where('nameKey').equals(key).toArray()).find((l) =>
    here(l.warehouseId),
  );
  if (location) {
    const rows = (await db.stock.where('locationKey').equals(key).toArray()).filter(
      (r) => r.locationId === location.id,
    );
    return { by: 'location', title: location.locationName, rows: sumBy(rows, 'location') };
  }
  const rows = (await db.stock.where('codes').equals(key).toArray()).filter((r) => here(r.warehouseId));
  if (!rows.length) throw new LocalRefusal(ErrorCode.lookupNotFound, { code });
  return { by: 'product', title: rows[0]!.product.productNo, rows: sumBy(rows, 'product') };
}
