import { ErrorCode } from '@wms/api';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { inboundShipments } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { BizError } from '../../platform/errors.ts';
import { notFound } from '../../platform/values.ts';
import { type ShipmentRecord, scoped } from './shipment-rows.ts';

const s = inboundShipments;

/** The refusal of a move, naming the container and its status in the caller's language. */
export function refusal(row: ShipmentRecord, action: string) {
  return new BizError(ErrorCode.shipmentStatusRefused, {
    containerNo: row.containerNo,
    status: `$t(shipments:status.${row.status})`,
    action: `$t(shipments:action.${action})`,
  });
}

/** Locks the caller's shipments (all or none is found), in id order so concurrent moves cannot deadlock. */
export async function lockShipments(tx: Tx, principal: Principal, ids: readonly string[]) {
  const unique = [...new Set(ids)].sort();
  const rows = await tx
    .select()
    .from(s)
    .where(scoped(principal, inArray(s.id, unique)))
    .orderBy(s.id)
    .for('update');
  if (rows.length !== unique.length || rows.some((r) => r.status === 'removed')) notFound();
  return rows;
}

export async function lockShipment(tx: Tx, principal: Principal, id: string) {
  const [row] = await lockShipments(tx, principal, [id]);
  return row!;
}

export const byId = (tenantId: string, id: string) => and(eq(s.tenantId, tenantId), eq(s.id, id));
