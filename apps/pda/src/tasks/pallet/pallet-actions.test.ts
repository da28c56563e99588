import { type PalletSnapshot, type SyncPushOutput, uuidv7 } from '@wms/api/pda';
import { describe, expect, it } from 'vitest';
import { openMemoryDb } from '../../db/memory-db.ts';
import type { PdaDb } from '../../db/pda-db.ts';
import { pendingBatch } from '../../sync/outbox.ts';
import { settleResults } from '../../sync/settle.ts';
import { palletActions } from './pallet-actions.ts';
import { palletPull, palletRefusals } from './pallet-sync.ts';

const snapshot = (palletCode: string, over: Partial<PalletSnapshot> = {}): PalletSnapshot => ({
  id: uuidv7(),
  palletCode,
  status: 'inUse',
  use: 'palletizing',
  warehouseId: uuidv7(),
  pickerId: null,
  cartonQty: 0,
  productQty: 0,
  updatedAt: new Date().toISOString(),
  lines: [],
  ...over,
});

/** Dexie keeps a transaction open across native awaits only when its scope is an async function. */
const pull = (db: PdaDb, items: PalletSnapshot[]) =>
  db.transaction('rw', [db.meta, db.outbox, db.pallets, db.palletLines], async () => {
    await palletPull.apply(db, items);
  });

const refusalOf = (eventId: string, code: string): SyncPushOutput['results'][number] => ({
  status: 'rejected',
  eventId,
  code,
  message: code,
});

describe('pallet scans on the device', () => {
  it('counts a SKU’s cartons: its carton barcode may be scanned again, a carton’s own label may not', async () => {
    const db = openMemoryDb();
    const pallet = palletActions(db);
    await pull(db, [snapshot('PL1')]);
    const product = {
      productId: uuidv7(),
      productNo: 'MUG-1',
      name: 'Mug',
      upc: null,
      productBarcode: null,
      cartonBarcode: 'CTN-MUG-1',
      cartonRate: 6,
    };
    await db.stock.put({
      id: uuidv7(),
      warehouseId: uuidv7(),
      locationId: uuidv7(),
      locationName: 'A-01',
      quantity: 12,
      available: 12,
      product,
      updatedAt: new Date().toISOString(),
      codes: ['MUG-1', 'CTN-MUG-1'],
      locationKey: 'A-01',
    });
    await pallet.open('PL1');
    await pallet.addCarton('PL1', 'CTN-MUG-1');
    await pallet.addCarton('PL1', 'ctn-mug-1');
    await pallet.addCarton('PL1', 'UCC-9');
    await expect(pallet.addCarton('PL1', 'UCC-9')).rejects.toMatchObject({ code: 'PALLET_CARTON_ON_PALLET' });
    expect(await db.pallets.get('PL1')).toMatchObject({ cartonQty: 3 });
  });

  it('checks scans against the device copy before queueing them', async () => {
    const db = openMemoryDb();
    const pallet = palletActions(db);
    await pull(db, [snapshot('PL1'), snapshot('PL2', { status: 'used' })]);
    await pallet.open('PL1');
    await pallet.addCarton('PL1', 'C1');
    await expect(pallet.addCarton('PL1', 'C1')).rejects.toMatchObject({ code: 'PALLET_CARTON_ON_PALLET' });
    await expect(pallet.open('PL2')).rejects.toMatchObject({ code: 'PALLET_CLOSED' });
    await expect(pallet.addProduct('PL1', 'SKU', 0)).rejects.toMatchObject({
      code: 'VALIDATION',
      params: { field: 'qty' },
    });
    await pallet.addProduct('PL1', 'SKU', 4);
    expect(await db.pallets.get('PL1')).toMatchObject({ cartonQty: 1, productQty: 4 });
    await pallet.close('PL1');
    await expect(pallet.addCarton('PL1', 'C2')).rejects.toMatchObject({ code: 'PALLET_CLOSED' });
    expect((await pendingBatch(db, 200)).map((e) => e.type)).toEqual([
      'pallet.open',
      'pallet.addCarton',
      'pallet.addProduct',
      'pallet.close',
    ]);
    expect(await db.meta.get('currentPallet')).toMatchObject({ value: null });
  });

  it('refuses to close an empty pallet', async () => {
    const db = openMemoryDb();
    const pallet = palletActions(db);
    await pallet.open('PL9');
    await expect(pallet.close('PL9')).rejects.toMatchObject({ code: 'PALLET_EMPTY' });
  });

  it('replays pending scans on top of a pulled pallet without counting one twice', async () => {
    const db = openMemoryDb();
    const pallet = palletActions(db);
    await pull(db, [snapshot('PL1')]);
    await pallet.open('PL1');
    const first = await pallet.addCarton('PL1', 'C1');
    await pallet.addCarton('PL1', 'C2');
    const line = (e: typeof first) => ({
      id: String(e.payload.lineId),
      kind: 'carton' as const,
      cartonNo: String(e.payload.cartonNo),
      productNo: null,
      qty: 1,
      scannedTime: e.createdAt,
    });
    // The server already holds C1 (its answer was lost) and a carton from another device.
    const other = {
      id: uuidv7(),
      kind: 'carton' as const,
      cartonNo: 'X9',
      productNo: null,
      qty: 1,
      scannedTime: first.createdAt,
    };
    await pull(db, [snapshot('PL1', { cartonQty: 2, lines: [line(first), other] })]);
    const lines = await db.palletLines.where('palletCode').equals('PL1').toArray();
    expect(lines.map((l) => l.cartonNo).sort()).toEqual(['C1', 'C2', 'X9']);
    expect(await db.pallets.get('PL1')).toMatchObject({ cartonQty: 3, serverStatus: 'inUse' });
  });

  it('takes back what the server refused', async () => {
    const db = openMemoryDb();
    const pallet = palletActions(db);
    await pull(db, [snapshot('PL1', { status: 'inUse' })]);
    await pallet.open('PL1');
    const carton = await pallet.addCarton('PL1', 'C1');
    const kept = await pallet.addCarton('PL1', 'C2');
    const removal = await pallet.removeLine('PL1', String(kept.payload.lineId));
    const close = await pallet.addProduct('PL1', 'SKU', 2).then(() => pallet.close('PL1'));
    const sent = await pendingBatch(db, 200);
    const output: SyncPushOutput = {
      results: sent.map((e) =>
        [carton.eventId, removal.eventId, close.eventId].includes(e.eventId)
          ? refusalOf(e.eventId, 'PALLET_FINISHED')
          : { status: 'applied', eventId: e.eventId },
      ),
      gaps: [],
      lastSeq: sent.length,
      serverTime: new Date().toISOString(),
    };
    const report = await settleResults(db, sent, output, palletRefusals);
    expect(report).toEqual({ settled: sent.length, refused: 3 });
    const live = (await db.palletLines.where('palletCode').equals('PL1').toArray()).filter((l) => !l.removed);
    expect(live.map((l) => l.cartonNo ?? l.productNo).sort()).toEqual(['C2', 'SKU']);
    expect(await db.pallets.get('PL1')).toMatchObject({ status: 'inUse', cartonQty: 1, productQty: 2 });
    expect((await db.outbox.get(carton.deviceSeq))?.state).toBe('rejected');
  });

  it('forgets a pallet code the server does not know', async () => {
    const db = openMemoryDb();
    const open = await palletActions(db).open('PL-TYPO');
    const output: SyncPushOutput = {
      results: [refusalOf(open.eventId, 'PALLET_NOT_FOUND')],
      gaps: [],
      lastSeq: 1,
      serverTime: new Date().toISOString(),
    };
    await settleResults(db, [open], output, palletRefusals);
    expect(await db.pallets.get('PL-TYPO')).toBeUndefined();
    expect(await db.meta.get('currentPallet')).toMatchObject({ value: null });
  });
});
