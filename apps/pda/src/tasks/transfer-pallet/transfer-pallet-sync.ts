import { type TransferPalletSnapshot, transferPdaStatuses } from '@wms/api/pda';
import type { LocalTransfer, PdaDb } from '../../db/pda-db.ts';
import { codeKey } from '../../scan/codes.ts';
import type { PullSpec } from '../../sync/pull.ts';
import type { RefusalEffects } from '../../sync/settle.ts';

const queuedLocally = async (db: PdaDb, id: string) =>
  (await db.outbox.where('state').equals('pending').toArray()).some(
    (e) => e.type === 'transferPallet.save' && e.payload.id === id,
  );

/**
 * Transfer orders to palletise: the server's copy, kept queued while the device's pallets still wait in
 * the outbox. An order that left picking and palletised (withdrawn, delivered, cancelled) leaves the device.
 */
export const transferPalletPull: PullSpec = {
  kind: 'transfers',
  tables: (db) => [db.transfers],
  async apply(db, items) {
    for (const item of items as TransferPalletSnapshot[]) {
      if (!(transferPdaStatuses as readonly string[]).includes(item.state)) {
        await db.transfers.delete(item.id);
        continue;
      }
      const row: LocalTransfer = {
        ...item,
        transKey: codeKey(item.transID),
        queued: item.state === 'picking' && (await queuedLocally(db, item.id)),
      };
      await db.transfers.put(row);
    }
  },
};

/** Refused pallets put the order back to be palletised (the next pull says whether it still can be). */
export const transferPalletRefusals: RefusalEffects = {
  'transferPallet.save': async (db, event) => {
    await db.transfers.update(String(event.payload.id), { queued: false });
  },
};
