import { type PickListSnapshot, type SyncPushOutput, uuidv7 } from '@wms/api/pda';
import { describe, expect, it } from 'vitest';
import { openMemoryDb } from '../../db/memory-db.ts';
import type { PdaDb } from '../../db/pda-db.ts';
import { pendingBatch } from '../../sync/outbox.ts';
import { settleResults } from '../../sync/settle.ts';
import { pickActions } from './pick-actions.ts';
import { pickListPull, pickRefusals } from './pick-sync.ts';

const product = {
  productId: uuidv7(),
  productNo: 'ACME-TOWEL',
  name: 'Towel',
  upc: '000012345',
  productBarcode: null,
  cartonBarcode: 'CTN-TOWEL',
  cartonRate: 6,
};

function snapshot(qtys: number[]): PickListSnapshot {
  return {
    id: uuidv7(),
    pickListNo: 'PK0001',
    warehouseId: uuidv7(),
    state: 'unPick',
    mine: true,
    pickerId: null,
    leaseUserId: null,
    leaseUserName: null,
    leasedByMe: false,
    totalQty: qtys.reduce((a, b) => a + b, 0),
    pickedQty: 0,
    walkDistance: 12,
    updatedAt: new Date().toISOString(),
    lines: qtys.map((qty, i) => ({
      id: uuidv7(),
      seq: i + 1,
      orderNo: `DS${i}`,
      locationId: uuidv7(),
      locationName: `A-0${i + 1}`,
      qty,
      pickedQty: 0,
      state: 'unPick',
      product,
    })),
  };
}

const pull = (db: PdaDb, items: PickListSnapshot[]) =>
  db.transaction('rw', [db.meta, db.outbox, db.pickLists], async () => {
    await pickListPull.apply(db, items);
  });

const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (e: { code?: string }) => e.code,
  );

describe('picking on the device', () => {
  it('checks location, product and quantity before queueing; a carton counts its cartonRate', async () => {
    const db = openMemoryDb();
    const list = snapshot([8]);
    await pull(db, [list]);
    const pick = pickActions(db);
    const line = list.lines[0]!;
    expect(await codeOf(pick.pick(list.id, line.id, 'ACME-TOWEL'))).toBe('PICK_NOT_CHECKED_OUT');
    await pick.checkOut(list.id);
    expect(await codeOf(pick.checkLocation(list.id, line.id, 'A-09'))).toBe('PICK_WRONG_LOCATION');
    expect(await codeOf(pick.checkLocation(list.id, line.id, 'a-01'))).toBe('ok');
    expect(await codeOf(pick.pick(list.id, line.id, 'OTHER-SKU'))).toBe('PICK_WRONG_PRODUCT');
    expect((await pick.pick(list.id, line.id, 'CTN-TOWEL')).pieces).toBe(6);
    expect(await codeOf(pick.pick(list.id, line.id, 'CTN-TOWEL'))).toBe('PICK_OVER');
    expect((await pick.pick(list.id, line.id, '000012345', 2)).pickedQty).toBe(8);
    expect(await codeOf(pick.pick(list.id, line.id, 'ACME-TOWEL'))).toBe('PICK_LINE_DONE');
    const queued = await pendingBatch(db, 10);
    expect(queued.map((e) => [e.type, e.payload.qty])).toEqual([
      ['pick.checkOut', undefined],
      ['pick.confirm', 6],
      ['pick.confirm', 2],
    ]);
    expect(await db.pickLists.get(list.id)).toMatchObject({ pickedQty: 8, state: 'picked' });
  });

  it('replays queued scans over a pulled copy, and takes back a refused one', async () => {
    const db = openMemoryDb();
    const list = snapshot([3]);
    await pull(db, [list]);
    const pick = pickActions(db);
    const line = list.lines[0]!;
    await pick.checkOut(list.id);
    await pick.pick(list.id, line.id, 'ACME-TOWEL');
    await pick.pick(list.id, line.id, 'ACME-TOWEL');
    await pull(db, [{ ...list, leasedByMe: true }]);
    expect((await db.pickLists.get(list.id))?.pickedQty).toBe(2);
    const sent = await pendingBatch(db, 10);
    const output: SyncPushOutput = {
      results: sent.map((e, i) =>
        i === 2
          ? { status: 'conflict', eventId: e.eventId, code: 'PICK_LEASED', message: 'taken', details: {} }
          : { status: 'applied', eventId: e.eventId },
      ),
      gaps: [],
      lastSeq: 3,
      serverTime: new Date().toISOString(),
    };
    await settleResults(db, sent, output, pickRefusals);
    expect(await db.pickLists.get(list.id)).toMatchObject({ pickedQty: 1, state: 'picking' });
  });
});
