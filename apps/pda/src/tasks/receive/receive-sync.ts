import { canPutAway, canReceive, type InboundSnapshot } from '@wms/api/pda';
import type { PdaDb } from '../../db/pda-db.ts';
import { codeKey } from '../../scan/codes.ts';
import type { PullSpec } from '../../sync/pull.ts';
import type { RefusalEffects } from '../../sync/settle.ts';
import { applyQueued, isInboundEvent, type Queued } from './receive-local.ts';

/**
 * Containers to receive and put away: the server's copy with the device's queued scans laid over it, so a
 * pull never takes back a count the user saw confirmed. A closed container leaves the cache.
 */
export const inboundPull: PullSpec = {
  kind: 'inbound',
  tables: (db) => [db.inbound],
  async apply(db, items) {
    const pending = (await db.outbox.where('state').equals('pending').toArray()).filter((e) =>
      isInboundEvent(e.type),
    );
    for (const item of items as InboundSnapshot[]) {
      const mine = pending.filter((e) => e.payload.shipmentId === item.id);
      if (
        !mine.length &&
        !canReceive(item.status, item.receiptState) &&
        !canPutAway(item.status, item.receiptState)
      ) {
        await db.inbound.delete(item.id);
        continue;
      }
      let local = {
        ...item,
        containerKey: codeKey(item.containerNo),
        transportKey: codeKey(item.transportNo),
      };
      for (const e of mine) local = applyQueued(local, { type: e.type, payload: e.payload } as Queued, 1);
      await db.inbound.put(local);
    }
  },
};

async function takeBack(db: PdaDb, type: Queued['type'], payload: Record<string, unknown>) {
  const id = String(payload.shipmentId);
  const inbound = await db.inbound.get(id);
  if (inbound) await db.inbound.put(applyQueued(inbound, { type, payload } as Queued, -1));
}

/** A refused scan, closing or put-away is taken back from the device's copy. */
export const inboundRefusals: RefusalEffects = {
  'inbound.receive': (db, event) => takeBack(db, 'inbound.receive', event.payload),
  'inbound.finish': (db, event) => takeBack(db, 'inbound.finish', event.payload),
  'inbound.putAway': (db, event) => takeBack(db, 'inbound.putAway', event.payload),
};
