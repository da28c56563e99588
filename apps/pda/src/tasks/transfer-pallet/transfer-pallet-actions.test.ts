import { type TransferPalletSnapshot, uuidv7 } from '@wms/api';
import { describe, expect, it } from 'vitest';
import { openMemoryDb } from '../../db/memory-db.ts';
import type { PdaDb } from '../../db/pda-db.ts';
import { pendingBatch } from '../../sync/outbox.ts';
import {
  palletsValid,
  palletTotals,
  transferPalletActions,
  waitingTransfers,
} from './transfer-pallet-actions.ts';
import { transferPalletPull, transferPalletRefusals } from './transfer-pallet-sync.ts';

function snapshot(state: TransferPalletSnapshot['state'] = 'picking'): TransferPalletSnapshot {
  return {
    id: uuidv7(),
    transID: 'TS2603000001',
    kind: 'freight',
    state,
    warehouseId: uuidv7(),
    customerCode: 'ACME',
    platformCode: 'ONT8',
    toWarehouseName: 'Moreno Valley',
    suggestPalletNum: 2,
    isHot: false,
    lines: [{ productNo: 'MUG', needPickQty: 10, pickedQty: 10, boxQuantity: 2 }],
    pallets: [],
    updatedAt: new Date().toISOString(),
  };
}

const pull = (db: PdaDb, items: TransferPalletSnapshot[]) =>
  db.transaction('rw', [db.meta, db.outbox, db.transfers], () => transferPalletPull.apply(db, items));

describe('palletising transfer orders on the device', () => {
  it('finds the order by its number, queues its pallets once, and a refusal puts it back', async () => {
    const db = openMemoryDb();
    const order = snapshot();
    await pull(db, [order]);
    const actions = transferPalletActions(db);
    const found = await actions.find(' ts2603000001 ');
    expect(found?.id).toBe(order.id);
    const pallets = [
      { cartons: 2, weight: 120.5 },
      { cartons: 1, weight: 60 },
    ];
    expect(palletsValid(pallets)).toBe(true);
    expect(palletsValid([{ cartons: 0, weight: 10 }])).toBe(false);
    expect(palletTotals(pallets)).toEqual({ cartons: 3, weight: 180.5 });
    const event = await actions.save(found!, pallets, 'refused');
    expect(event).toMatchObject({ type: 'transferPallet.save', payload: { id: order.id, pallets } });
    expect((await pendingBatch(db, 10)).map((e) => e.type)).toEqual(['transferPallet.save']);
    expect(waitingTransfers(await db.transfers.toArray())).toEqual([]);
    await expect(actions.save(found!, pallets, 'refused')).rejects.toThrow('refused');
    expect(await pendingBatch(db, 10)).toHaveLength(1);
    // A pull while the pallets are queued keeps the order queued.
    await pull(db, [order]);
    expect((await db.transfers.get(order.id))?.queued).toBe(true);
    await db.transaction('rw', [db.transfers], () =>
      transferPalletRefusals['transferPallet.save']!(db, event, {
        status: 'rejected',
        code: 'TRANSFER_STATUS_REFUSED',
        message: 'x',
      }),
    );
    expect(waitingTransfers(await db.transfers.toArray()).map((o) => o.id)).toEqual([order.id]);
  });

  it('keeps palletised orders with their codes and drops those that left picking', async () => {
    const db = openMemoryDb();
    const done = {
      ...snapshot('fight'),
      pallets: [{ seq: 1, palletCode: 'PL00000001', cartons: 2, weight: 50 }],
    };
    const gone = snapshot('completed');
    await pull(db, [done, gone]);
    expect((await db.transfers.toArray()).map((o) => [o.id, o.pallets.length])).toEqual([[done.id, 1]]);
    expect(await transferPalletActions(db).find(done.transID)).toBeNull();
  });
});
