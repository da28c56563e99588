import { sql } from 'drizzle-orm';
import type { inboundLines, inboundShipments } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';

type LineRecord = typeof inboundLines.$inferSelect;
type ShipmentRecord = typeof inboundShipments.$inferSelect;

/** Scanned codes compare trimmed and upper-cased, as the PDA compares them. */
export const codeKey = (code: string) => code.trim().toUpperCase();

/** The receipt book's bulk writes; rows travel as one JSON parameter (see `bulk-sql.ts`). */
export function insertLines(principal: Principal, lines: LineRecord[]) {
  const rows = JSON.stringify(
    lines.map((l) => ({
      id: l.id,
      shipment_id: l.shipmentId,
      line_no: l.lineNo,
      product_id: l.productId,
      received_qty: l.receivedQty,
      damaged_qty: l.damagedQty,
      received_cartons: l.receivedCartons,
    })),
  );
  return sql`
    INSERT INTO inbound_lines (tenant_id, id, shipment_id, line_no, product_id, carton_count, qty,
      weight_hundredths, cbm_hundredths, value_cents, received_qty, damaged_qty, received_cartons, unexpected,
      created_by, updated_by)
    SELECT ${principal.tenantId}, x.id, x.shipment_id, x.line_no, x.product_id, 0, 0, 0, 0, 0, x.received_qty,
      x.damaged_qty, x.received_cartons, true, ${principal.userId}, ${principal.userId}
    FROM json_to_recordset(${rows}::json) AS x(id uuid, shipment_id uuid, line_no int, product_id uuid,
      received_qty int, damaged_qty int, received_cartons int)`;
}

export function updateLines(principal: Principal, lines: LineRecord[]) {
  const rows = JSON.stringify(
    lines.map((l) => ({
      id: l.id,
      received_qty: l.receivedQty,
      damaged_qty: l.damagedQty,
      received_cartons: l.receivedCartons,
    })),
  );
  return sql`
    UPDATE inbound_lines AS l SET received_qty = v.received_qty, damaged_qty = v.damaged_qty,
      received_cartons = v.received_cartons, updated_at = now(), updated_by = ${principal.userId}
    FROM json_to_recordset(${rows}::json) AS v(id uuid, received_qty int, damaged_qty int, received_cartons int)
    WHERE l.tenant_id = ${principal.tenantId} AND l.id = v.id`;
}

export function updateShipments(principal: Principal, rows: ShipmentRecord[]) {
  const values = JSON.stringify(
    rows.map((s) => ({
      id: s.id,
      status: s.status,
      receipt_state: s.receiptState,
      count_carton: s.countCarton,
      delivery_time: s.deliveryTime,
    })),
  );
  return sql`
    UPDATE inbound_shipments AS s SET status = v.status, receipt_state = v.receipt_state,
      count_carton = v.count_carton, delivery_time = v.delivery_time, updated_at = now(),
      updated_by = ${principal.userId}
    FROM json_to_recordset(${values}::json) AS v(id uuid, status text, receipt_state text, count_carton int,
      delivery_time timestamptz)
    WHERE s.tenant_id = ${principal.tenantId} AND s.id = v.id`;
}
