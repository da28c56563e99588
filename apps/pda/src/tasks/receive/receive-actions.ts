import {
  canFinishReceipt,
  canPutAway,
  canReceive,
  ErrorCode,
  putAwayRemaining,
  receivingEventPayloads,
} from '@wms/api/pda';
import type { LocalInbound, PdaDb } from '../../db/pda-db.ts';
import { codeKey, piecesOf } from '../../scan/codes.ts';
import { LocalRefusal } from '../../sync/local-refusal.ts';
import { recordEvent } from '../../sync/outbox.ts';
import { applyQueued, lineOfCode } from './receive-local.ts';

/** A container by its container number or batch number. */
async function byNumber(db: PdaDb, code: string): Promise<LocalInbound | undefined> {
  const key = codeKey(code);
  return (
    (await db.inbound.where('containerKey').equals(key).first()) ??
    (await db.inbound.where('transportKey').equals(key).first())
  );
}

async function current(db: PdaDb, id: string): Promise<LocalInbound> {
  const found = await db.inbound.get(id);
  if (!found) throw new LocalRefusal(ErrorCode.shipmentUnknown);
  return found;
}

const notOpen = (inbound: LocalInbound) =>
  new LocalRefusal(ErrorCode.receiveNotOpen, {
    containerNo: inbound.containerNo,
    status: `$t(shipments:status.${inbound.status})`,
  });

/** Whether any cached container or stock row knows the code: an unknown barcode is refused at once. */
async function knownCode(db: PdaDb, key: string): Promise<boolean> {
  if ((await db.stock.where('codes').equals(key).count()) > 0) return true;
  const all = await db.inbound.toArray();
  return all.some((i) => lineOfCode(i, key));
}

/** Receiving on the dock: find the container, count what comes off it, close the unloading. */
export function receiveActions(db: PdaDb) {
  return {
    async findContainer(code: string): Promise<LocalInbound> {
      const found = await byNumber(db, code);
      if (!found) throw new LocalRefusal(ErrorCode.shipmentUnknown);
      if (!canReceive(found.status, found.receiptState)) throw notOpen(found);
      return found;
    },

    /**
     * Counts `count` scans of a code: a carton barcode counts its carton rate in pieces and one carton
     * each. A code not on the container is refused unless recorded as an unexpected SKU.
     */
    async count(id: string, code: string, count: number, flags: { damaged: boolean; unexpected: boolean }) {
      const inbound = await current(db, id);
      if (!canReceive(inbound.status, inbound.receiptState)) throw notOpen(inbound);
      const line = lineOfCode(inbound, code);
      if (!line && !flags.unexpected) {
        const key = codeKey(code);
        if (!(await knownCode(db, key))) throw new LocalRefusal(ErrorCode.receiveUnknownCode, { code });
        throw new LocalRefusal(ErrorCode.receiveNotOnShipment, { code, containerNo: inbound.containerNo });
      }
      const pieces = line ? (piecesOf(line.product, code) ?? 1) : 1;
      const carton = line?.product.cartonBarcode && codeKey(line.product.cartonBarcode) === codeKey(code);
      const payload = receivingEventPayloads['inbound.receive'].parse({
        shipmentId: id,
        code,
        qty: count * pieces,
        cartons: carton ? count : 0,
        damaged: flags.damaged,
        unexpected: !line && flags.unexpected,
      });
      let after = inbound;
      await recordEvent(db, [db.inbound], 'inbound.receive', payload, async () => {
        after = applyQueued(await current(db, id), { type: 'inbound.receive', payload }, 1);
        await db.inbound.put(after);
      });
      return { inbound: after, line: lineOfCode(after, code)!, qty: payload.qty };
    },

    async finish(id: string, pallets: number) {
      const inbound = await current(db, id);
      if (!canFinishReceipt(inbound.status, inbound.receiptState))
        throw new LocalRefusal(ErrorCode.receiveNothingCounted, { containerNo: inbound.containerNo });
      const payload = receivingEventPayloads['inbound.finish'].parse({ shipmentId: id, pallets });
      await recordEvent(db, [db.inbound], 'inbound.finish', payload, async () => {
        await db.inbound.put(applyQueued(await current(db, id), { type: 'inbound.finish', payload }, 1));
      });
    },
  };
}

/** Put-away: scan a product of a received container, then the location, then confirm the quantity. */
export function putAwayActions(db: PdaDb) {
  return {
    /** A receipt pallet code of a container waiting for put-away, else null. */
    async pallet(code: string) {
      const key = codeKey(code);
      const open = (await db.inbound.toArray()).filter((i) => canPutAway(i.status, i.receiptState));
      return open.find((i) => (i.palletCodes ?? []).some((p) => codeKey(p) === key)) ?? null;
    },

    /** The line a product code names, within the scanned pallet's container when there is one. */
    async findLine(code: string, shipmentId?: string) {
      const open = (await db.inbound.toArray()).filter(
        (i) => canPutAway(i.status, i.receiptState) && (!shipmentId || i.id === shipmentId),
      );
      for (const inbound of open) {
        const line = lineOfCode(inbound, code);
        if (line && putAwayRemaining(line) > 0) return { inbound, line };
      }
      throw new LocalRefusal(ErrorCode.putAwayNothing, { code });
    },

    async location(inbound: LocalInbound, code: string) {
      const location = (await db.locations.where('nameKey').equals(codeKey(code)).toArray()).find(
        (l) => l.warehouseId === inbound.warehouseId && !l.isDisabled,
      );
      if (!location) throw new LocalRefusal(ErrorCode.locationUnknown, { code });
      return location;
    },

    async confirm(id: string, lineId: string, locationId: string, qty: number) {
      const payload = receivingEventPayloads['inbound.putAway'].parse({
        shipmentId: id,
        lineId,
        locationId,
        qty,
      });
      await recordEvent(db, [db.inbound], 'inbound.putAway', payload, async () => {
        const inbound = await current(db, id);
        const line = inbound.lines.find((l) => l.id === lineId);
        const remaining = line ? putAwayRemaining(line) : 0;
        if (qty > remaining) throw new LocalRefusal(ErrorCode.putAwayOverReceived, { qty, remaining });
        await db.inbound.put(applyQueued(inbound, { type: 'inbound.putAway', payload }, 1));
      });
    },
  };
}
