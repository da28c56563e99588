import type { PalletEventType, PalletSnapshot } from '@wms/api/pda';
import type { LocalPalletLine, OutboxEvent, PdaDb } from '../../db/pda-db.ts';
import type { PullSpec } from '../../sync/pull.ts';
import type { RefusalEffects } from '../../sync/settle.ts';
import { applyPalletEvent, palletTables, recount } from './pallet-local.ts';

const linesOf = (p: PalletSnapshot): LocalPalletLine[] =>
  p.lines.map((l) => ({
    lineId: l.id,
    palletCode: p.palletCode,
    kind: l.kind,
    cartonNo: l.cartonNo,
    productNo: l.productNo,
    qty: l.qty,
    scannedAt: l.scannedTime,
  }));

const replayable = (e: OutboxEvent) => e.type.startsWith('pallet.');

/**
 * The server's pallets replace the device's copies; the scans still in the outbox are then replayed on
 * top (a rebase), so the screen never loses a scan and never counts one twice.
 */
export const palletPull: PullSpec = {
  kind: 'pallets',
  tables: palletTables,
  async apply(db: PdaDb, items) {
    const pending = (await db.outbox.where('state').equals('pending').toArray()).filter(replayable);
    for (const pallet of items as PalletSnapshot[]) {
      const { lines, updatedAt, ...rest } = pallet;
      await db.palletLines.where('palletCode').equals(pallet.palletCode).delete();
      await db.pallets.put({ ...rest, serverStatus: rest.status, updatedAt });
      await db.palletLines.bulkPut(linesOf(pallet));
      for (const event of pending.filter((e) => e.payload.palletCode === pallet.palletCode))
        await applyPalletEvent(db, event);
    }
  },
};

const takeBackLine = async (db: PdaDb, event: OutboxEvent) => {
  const lineId = String(event.payload.lineId);
  await db.palletLines.delete(lineId);
  await recount(db, String(event.payload.palletCode));
};

/** Undoing on the device what the server refused. */
export const palletRefusals: RefusalEffects = {
  'pallet.addCarton': takeBackLine,
  'pallet.addProduct': takeBackLine,
  'pallet.removeLine': async (db, event) => {
    await db.palletLines.update(String(event.payload.lineId), { removed: false });
    await recount(db, String(event.payload.palletCode));
  },
  'pallet.close': async (db, event) => {
    const pallet = await db.pallets.get(String(event.payload.palletCode));
    if (pallet?.status === 'used')
      await db.pallets.update(pallet.palletCode, { status: pallet.serverStatus ?? 'inUse' });
  },
  /** A code the server does not know was only ever local: forget it. */
  'pallet.open': async (db, event) => {
    const palletCode = String(event.payload.palletCode);
    const pallet = await db.pallets.get(palletCode);
    if (!pallet || pallet.id) return;
    await db.pallets.delete(palletCode);
    await db.palletLines.where('palletCode').equals(palletCode).delete();
    const current = await db.meta.get('currentPallet');
    if (current?.value === palletCode) await db.meta.put({ key: 'currentPallet', value: null });
  },
} satisfies Partial<Record<PalletEventType, RefusalEffects[string]>>;
