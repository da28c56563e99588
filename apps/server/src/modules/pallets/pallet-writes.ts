import { sql } from 'drizzle-orm';
import type { palletLines, pallets } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';

export type PalletRecord = typeof pallets.$inferSelect;
export type LineRecord = typeof palletLines.$inferInsert & { id: string; palletId: string };

/** The pallet book's bulk writes; rows travel as one JSON parameter (see `bulk-sql.ts`). */
export function insertLines(principal: Principal, lines: LineRecord[]) {
  const rows = JSON.stringify(
    lines.map((l) => ({
      id: l.id,
      pallet_id: l.palletId,
      kind: l.kind,
      carton_no: l.cartonNo ?? null,
      product_no: l.productNo ?? null,
      product_id: l.productId ?? null,
      qty: l.qty,
      scanned_at: l.scannedAt,
      event_id: l.eventId ?? null,
      deleted_at: l.deletedAt ?? null,
    })),
  );
  return sql`
    INSERT INTO pallet_lines (tenant_id, id, pallet_id, kind, carton_no, product_no, product_id, qty, scanned_at,
      event_id, deleted_at, deleted_by, created_by, updated_by)
    SELECT ${principal.tenantId}, x.id, x.pallet_id, x.kind, x.carton_no, x.product_no, x.product_id, x.qty,
      x.scanned_at, x.event_id, x.deleted_at, CASE WHEN x.deleted_at IS NULL THEN NULL ELSE ${principal.userId}::uuid END,
      ${principal.userId}, ${principal.userId}
    FROM json_to_recordset(${rows}::json) AS x(id uuid, pallet_id uuid, kind text, carton_no text, product_no text,
      product_id uuid, qty int, scanned_at timestamptz, event_id uuid, deleted_at timestamptz)`;
}

export function updatePallets(principal: Principal, dirty: PalletRecord[]) {
  const rows = JSON.stringify(
    dirty.map((p) => ({
      id: p.id,
      status: p.status,
      picker_id: p.pickerId,
      carton_qty: p.cartonQty,
      product_qty: p.productQty,
      opened_at: p.openedAt,
      closed_at: p.closedAt,
    })),
  );
  return sql`
    UPDATE pallets AS p SET status = v.status, picker_id = v.picker_id, carton_qty = v.carton_qty,
      product_qty = v.product_qty, opened_at = v.opened_at, closed_at = v.closed_at,
      updated_at = now(), updated_by = ${principal.userId}
    FROM json_to_recordset(${rows}::json) AS v(id uuid, status text, picker_id uuid, carton_qty int,
      product_qty int, opened_at timestamptz, closed_at timestamptz)
    WHERE p.tenant_id = ${principal.tenantId} AND p.id = v.id`;
}
