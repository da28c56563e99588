import {
  allShelved,
  canPutAway,
  ErrorCode,
  putAwayRemaining,
  type ReceivingEventPayload,
  type ShipmentStatus,
} from '@wms/api';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { inboundLines, inboundShipments } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { BizError } from '../../platform/errors.ts';
import { notFound } from '../../platform/values.ts';
import { findLocation } from '../locations/locations.service.ts';
import { restockService } from '../restock/restock.service.ts';
import { moveShipments } from './shipment-moves.service.ts';
import { byId, lockShipment } from './shipment-store.ts';

type PutAway = ReceivingEventPayload<'inbound.putAway'>;

/** A location goods may be put away on: of the container's warehouse, enabled, not a receiving area. */
async function target(tx: Tx, principal: Principal, locationId: string, warehouseId: string) {
  const location = await findLocation(tx, principal, locationId);
  if (location.warehouseId !== warehouseId || location.isDisabled || location.locationType === 'receiving')
    throw new BizError(ErrorCode.putAwayLocation, { locationName: location.locationName });
  return location;
}

/** Put-away of received goods from the receiving area, line by line, until the container is shelved. */
export const putAwayService = {
  /**
   * Moves units of one line from the receiving area onto a location through its to-be-shelved row (the
   * stock service writes the log). More than the line has left is refused; the last unit shelves the
   * container.
   */
  async putAway(tx: Tx, principal: Principal, input: PutAway, now: Date) {
    const row = await lockShipment(tx, principal, input.shipmentId);
    if (!canPutAway(row.status as ShipmentStatus, row.receiptState as 'received'))
      throw new BizError(ErrorCode.putAwayNotOpen, {
        containerNo: row.containerNo,
        status: `$t(shipments:status.${row.status})`,
      });
    const lines = await tx
      .select()
      .from(inboundLines)
      .where(and(eq(inboundLines.tenantId, principal.tenantId), eq(inboundLines.shipmentId, row.id)))
      .for('update');
    const line = lines.find((l) => l.id === input.lineId);
    if (!line) notFound();
    const remaining = putAwayRemaining(line);
    if (input.qty > remaining || !line.restockId)
      throw new BizError(ErrorCode.putAwayOverReceived, {
        qty: input.qty,
        remaining: Math.max(0, remaining),
      });
    const location = await target(tx, principal, input.locationId, row.warehouseId);
    await restockService.shelve(
      tx,
      principal,
      { id: line.restockId, locationId: location.id, quantity: input.qty },
      now,
    );
    line.shelvedQty += input.qty;
    await tx
      .update(inboundLines)
      .set({ shelvedQty: line.shelvedQty, updatedAt: now, updatedBy: principal.userId })
      .where(and(eq(inboundLines.tenantId, principal.tenantId), eq(inboundLines.id, line.id)));
    // The header is the PDA's pull position: touching it sends the line's new count to every device.
    await tx
      .update(inboundShipments)
      .set({ updatedAt: now, updatedBy: principal.userId })
      .where(byId(principal.tenantId, row.id));
    let status = row.status;
    if (allShelved(lines)) {
      await moveShipments(tx, principal, [row.id], 'shelve', now);
      status = 'shelved';
    }
    return { shipmentId: row.id, status, remaining: putAwayRemaining(line) };
  },

  /**
   * Shelving an inbound restock row from the back office's restock page: the same put-away as the PDA's,
   * so the line's count moves and the last unit shelves the container.
   */
  async shelveRestock(
    tx: Tx,
    principal: Principal,
    input: { id: string; locationId: string; quantity: number },
    now: Date,
  ) {
    const [line] = await tx
      .select({ id: inboundLines.id, shipmentId: inboundLines.shipmentId })
      .from(inboundLines)
      .where(and(eq(inboundLines.tenantId, principal.tenantId), eq(inboundLines.restockId, input.id)));
    if (!line) notFound();
    return putAwayService.putAway(
      tx,
      principal,
      { shipmentId: line.shipmentId, lineId: line.id, locationId: input.locationId, qty: input.quantity },
      now,
    );
  },
};
