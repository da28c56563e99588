import type { PdaLocation, PdaStock, RelistSnapshot } from '@wms/api/pda';
import type { OutboxEvent, PdaDb } from '../../db/pda-db.ts';
import { codeKey, productCodes } from '../../scan/codes.ts';
import type { PullSpec } from '../../sync/pull.ts';
import type { RefusalEffects } from '../../sync/settle.ts';

const relistedLocally = (pending: OutboxEvent[], id: string) =>
  pending.find((e) => e.type === 'relist.confirm' && e.payload.relistId === id);

/** Relist items: the server's copy, kept relisted while the device's confirmation is still queued. */
export const relistPull: PullSpec = {
  kind: 'relist',
  tables: (db) => [db.relist, db.locations],
  async apply(db, items) {
    const pending = await db.outbox.where('state').equals('pending').toArray();
    for (const item of items as RelistSnapshot[]) {
      const queued = relistedLocally(pending, item.id);
      if (!queued) {
        await db.relist.put(item);
        continue;
      }
      const location = await db.locations.get(String(queued.payload.locationId));
      await db.relist.put({
        ...item,
        state: 'relisted',
        relistedLocationName: location?.locationName ?? null,
      });
    }
  },
};

/** A refused relist goes back to pending, unless it was refused because someone already relisted it. */
export const relistRefusals: RefusalEffects = {
  'relist.confirm': async (db, event, outcome) => {
    if ('code' in outcome && outcome.code === 'RELIST_DONE') return;
    await db.relist.update(String(event.payload.relistId), { state: 'pending', relistedLocationName: null });
  },
};

export const locationPull: PullSpec = {
  kind: 'locations',
  tables: (db) => [db.locations],
  async apply(db, items) {
    await db.locations.bulkPut(
      (items as PdaLocation[]).map((l) => ({ ...l, nameKey: codeKey(l.locationName) })),
    );
  },
};

/** Stock rows for lookups; empty rows leave the cache. */
export const stockPull: PullSpec = {
  kind: 'stock',
  tables: (db) => [db.stock],
  async apply(db: PdaDb, items) {
    const rows = items as PdaStock[];
    await db.stock.bulkDelete(rows.filter((r) => r.quantity <= 0).map((r) => r.id));
    await db.stock.bulkPut(
      rows
        .filter((r) => r.quantity > 0)
        .map((r) => ({ ...r, codes: productCodes(r.product), locationKey: codeKey(r.locationName) })),
    );
  },
};
