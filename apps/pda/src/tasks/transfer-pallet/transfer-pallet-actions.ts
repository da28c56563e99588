import { transferPalletEventPayloads } from '@wms/api/pda';
import type { LocalTransfer, PdaDb } from '../../db/pda-db.ts';
import { codeKey } from '../../scan/codes.ts';
import { recordEvent } from '../../sync/outbox.ts';

/** A pallet being filled in on the screen: cartons and kg as typed. */
export interface PalletDraft {
  cartons: number;
  weight: number;
}

/** Whether every pallet has at least one carton and a weight above zero (the contract's rule). */
export const palletsValid = (pallets: PalletDraft[]) =>
  pallets.length > 0 &&
  pallets.every(
    (p) => transferPalletEventPayloads['transferPallet.save'].shape.pallets.element.safeParse(p).success,
  );

export const palletTotals = (pallets: PalletDraft[]) => ({
  cartons: pallets.reduce((s, p) => s + (p.cartons || 0), 0),
  weight: Math.round(pallets.reduce((s, p) => s + (p.weight || 0), 0) * 100) / 100,
});

/** The picked orders waiting for pallets on this device, hot ones first. */
export const waitingTransfers = (rows: LocalTransfer[]) =>
  rows
    .filter((r) => r.state === 'picking' && !r.queued)
    .sort((a, b) => Number(b.isHot) - Number(a.isHot) || a.transID.localeCompare(b.transID));

/** Palletising transfer orders on the device: find the order by its number, queue its pallets. */
export function transferPalletActions(db: PdaDb) {
  return {
    async find(code: string): Promise<LocalTransfer | null> {
      const found = await db.transfers.where('transKey').equals(codeKey(code)).toArray();
      return found.find((r) => r.state === 'picking' && !r.queued) ?? null;
    },

    /**
     * Queues the pallets of a picked order: the event and the order turning queued commit together, so a
     * second save of the same order on this device is refused (with `refusal`) before it is queued.
     */
    async save(order: LocalTransfer, pallets: PalletDraft[], refusal: string) {
      const payload = transferPalletEventPayloads['transferPallet.save'].parse({ id: order.id, pallets });
      return recordEvent(db, [db.transfers], 'transferPallet.save', payload, async () => {
        const fresh = await db.transfers.get(order.id);
        if (!fresh || fresh.queued || fresh.state !== 'picking') throw new Error(refusal);
        await db.transfers.update(order.id, { queued: true });
      });
    },
  };
}
