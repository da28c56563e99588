import { type InboundSnapshot, type SyncPushOutput, uuidv7 } from '@wms/api';
import { describe, expect, it } from 'vitest';
import { openMemoryDb } from '../../db/memory-db.ts';
import type { PdaDb } from '../../db/pda-db.ts';
import { pendingBatch } from '../../sync/outbox.ts';
import { settleResults } from '../../sync/settle.ts';
import { putAwayActions, receiveActions } from './receive-actions.ts';
import { inboundPull, inboundRefusals } from './receive-sync.ts';

const product = (productNo: string, cartonBarcode: string | null = null) => ({
  productId: uuidv7(),
  productNo,
  name: productNo,
  upc: null,
  productBarcode: null,
  cartonBarcode,
  cartonRate: 12,
});

const line = (productNo: string, qty: number, over: Record<string, unknown> = {}) => ({
  id: uuidv7(),
  lineNo: 1,
  product: product(productNo, `${productNo}-CTN`),
  cartonCount: qty / 12,
  qty,
  receivedQty: 0,
  damagedQty: 0,
  receivedCartons: 0,
  shelvedQty: 0,
  unexpected: false,
  suggestedLocationId: null,
  suggestedLocationName: null,
  ...over,
});

const container = (over: Partial<InboundSnapshot> = {}): InboundSnapshot => ({
  id: uuidv7(),
  transportNo: 'IB2603000001',
  containerNo: 'MSCU1234567',
  containerType: '40HQ',
  warehouseId: uuidv7(),
  customerId: uuidv7(),
  customerCode: 'C001',
  status: 'arrived',
  receiptState: 'notReceived',
  lines: [line('SKU-A', 120), line('SKU-B', 24)],
  palletCodes: [],
  updatedAt: new Date().toISOString(),
  ...over,
});

/** Dexie keeps a transaction open across native awaits only when its scope is an async function. */
const pull = (db: PdaDb, items: InboundSnapshot[]) =>
  db.transaction('rw', [db.meta, db.outbox, db.inbound], async () => {
    await inboundPull.apply(db, items);
  });

const flags = { damaged: false, unexpected: false };

describe('receiving on the device', () => {
  it('checks scans against the cached forecast before queueing them', async () => {
    const db = openMemoryDb();
    const receive = receiveActions(db);
    const c = container();
    await pull(db, [c]);
    const found = await receive.findContainer('mscu1234567');
    expect(found.id).toBe(c.id);
    const carton = await receive.count(c.id, 'SKU-A-CTN', 2, flags);
    expect(carton).toMatchObject({ qty: 24, line: { receivedQty: 24, receivedCartons: 2 } });
    await receive.count(c.id, 'sku-b', 3, { damaged: true, unexpected: false });
    await expect(receive.count(c.id, 'NOPE', 1, flags)).rejects.toMatchObject({
      code: 'RECEIVE_UNKNOWN_CODE',
    });
    await pull(db, [container({ id: uuidv7(), containerNo: 'OTHER1', lines: [line('SKU-Z', 5)] })]);
    await expect(receive.count(c.id, 'SKU-Z', 1, flags)).rejects.toMatchObject({
      code: 'RECEIVE_NOT_ON_SHIPMENT',
      params: { code: 'SKU-Z', containerNo: 'MSCU1234567' },
    });
    await receive.count(c.id, 'SKU-Z', 1, { damaged: false, unexpected: true });
    const local = await db.inbound.get(c.id);
    expect(local).toMatchObject({ status: 'delivered', receiptState: 'partlyReceived' });
    expect(local!.lines.map((l) => [l.product.productNo, l.receivedQty, l.damagedQty, l.unexpected])).toEqual(
      [
        ['SKU-A', 24, 0, false],
        ['SKU-B', 3, 3, false],
        ['SKU-Z', 1, 0, true],
      ],
    );
    expect((await pendingBatch(db, 200)).map((e) => e.payload.unexpected)).toEqual([false, false, true]);
  });

  it('keeps queued counts over a pulled copy and takes back a refused one', async () => {
    const db = openMemoryDb();
    const receive = receiveActions(db);
    const c = container();
    await pull(db, [c]);
    await receive.count(c.id, 'SKU-A', 5, flags);
    await receive.count(c.id, 'SKU-A', 7, flags);
    await pull(db, [{ ...c, status: 'delivered', receiptState: 'partlyReceived' }]);
    expect((await db.inbound.get(c.id))!.lines[0]!.receivedQty).toBe(12);
    const [first] = await pendingBatch(db, 1);
    const output: SyncPushOutput = {
      results: [{ status: 'rejected', eventId: first!.eventId, code: 'RECEIVE_NOT_OPEN', message: 'x' }],
      gaps: [],
      lastSeq: 1,
      serverTime: new Date().toISOString(),
    };
    await settleResults(db, [first!], output, inboundRefusals);
    expect((await db.inbound.get(c.id))!.lines[0]!.receivedQty).toBe(7);
  });

  it('puts away no more than is left on a line', async () => {
    const db = openMemoryDb();
    const c = container({
      status: 'emptyContainer',
      receiptState: 'received',
      lines: [line('SKU-A', 10, { receivedQty: 10, damagedQty: 2 })],
    });
    await pull(db, [c]);
    await db.locations.put({
      id: uuidv7(),
      warehouseId: c.warehouseId,
      locationName: 'A-01-01',
      nameKey: 'A-01-01',
      isDisabled: false,
      updatedAt: '',
    });
    const putAway = putAwayActions(db);
    const { inbound, line: found } = await putAway.findLine('SKU-A');
    const location = await putAway.location(inbound, 'a-01-01');
    await expect(putAway.confirm(c.id, found.id, location.id, 9)).rejects.toMatchObject({
      code: 'PUT_AWAY_OVER_RECEIVED',
      params: { remaining: 8 },
    });
    await putAway.confirm(c.id, found.id, location.id, 8);
    expect(await db.inbound.get(c.id)).toMatchObject({ status: 'shelved' });
    await expect(putAway.findLine('SKU-A')).rejects.toMatchObject({ code: 'PUT_AWAY_NOTHING' });
  });

  it('finds a container by its receipt pallet and keeps the product scan to it', async () => {
    const db = openMemoryDb();
    const received = { status: 'emptyContainer', receiptState: 'received' } as const;
    const mine = container({
      ...received,
      palletCodes: ['PL00000007'],
      lines: [line('SKU-A', 12, { receivedQty: 12 }), line('SKU-B', 24, { receivedQty: 24 })],
    });
    const other = container({ ...received, lines: [line('SKU-A', 12, { receivedQty: 12 })] });
    await pull(db, [other, mine]);
    const putAway = putAwayActions(db);
    expect((await putAway.pallet('pl00000007'))?.id).toBe(mine.id);
    expect(await putAway.pallet('PL00000008')).toBeNull();
    const { inbound } = await putAway.findLine('SKU-A', mine.id);
    expect(inbound.id).toBe(mine.id);
    await expect(putAway.findLine('SKU-C', mine.id)).rejects.toMatchObject({ code: 'PUT_AWAY_NOTHING' });
  });
});
