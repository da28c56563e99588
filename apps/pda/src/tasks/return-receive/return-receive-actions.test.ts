import { ApiError, type ReturnSnapshot, uuidv7 } from '@wms/api';
import { describe, expect, it } from 'vitest';
import { openMemoryDb } from '../../db/memory-db.ts';
import type { PdaDb } from '../../db/pda-db.ts';
import { pendingBatch } from '../../sync/outbox.ts';
import { returnReceiveActions } from './return-receive-actions.ts';
import { returnPull, returnRefusals, uploadPendingPhotos } from './return-receive-sync.ts';

const product = (productNo: string, cartonBarcode: string | null = null) => ({
  productId: uuidv7(),
  productNo,
  name: productNo,
  upc: null,
  productBarcode: null,
  cartonBarcode,
  cartonRate: 4,
});

function snapshot(status: ReturnSnapshot['status'] = 'toReceive'): ReturnSnapshot {
  return {
    id: uuidv7(),
    returnNo: 'RT0001',
    trackingNo: 'ret-123',
    warehouseId: uuidv7(),
    customerCode: 'ACME',
    status,
    returnRemarks: null,
    items: [
      { quantity: 2, product: product('MUG') },
      { quantity: 4, product: product('TOWEL', 'CTN-TOWEL') },
    ],
    updatedAt: new Date().toISOString(),
  };
}

const pull = (db: PdaDb, items: ReturnSnapshot[]) =>
  db.transaction('rw', [db.meta, db.outbox, db.returns], () => returnPull.apply(db, items));

const photo = () => ({ id: uuidv7(), name: 'p.jpg', data: new Uint8Array([0xff, 0xd8, 0xff, 1]).buffer });

describe('return receiving on the device', () => {
  it('finds the parcel by tracking number in any case, counts scans by condition and cartons by rate', async () => {
    const db = openMemoryDb();
    const ret = snapshot();
    await pull(db, [ret]);
    const actions = returnReceiveActions(db);
    const found = await actions.find(' RET-123 ');
    expect(found.id).toBe(ret.id);
    let counts = actions.count(found, {}, 'mug', 'good');
    counts = actions.count(found, counts, 'MUG', 'damaged');
    counts = actions.count(found, counts, 'CTN-TOWEL', 'good');
    expect(counts).toEqual({
      [ret.items[0]!.product.productId]: { good: 1, damaged: 1 },
      [ret.items[1]!.product.productId]: { good: 4, damaged: 0 },
    });
    expect(() => actions.count(found, counts, 'OTHER', 'good')).toThrow('RETURN_RECEIPT_MISMATCH');
    await expect(actions.find('NOPE')).rejects.toThrow('RETURN_TRACKING_UNKNOWN');
  });

  it('queues one receipt with its photos; the parcel cannot be received twice; a refusal puts it back', async () => {
    const db = openMemoryDb();
    const ret = snapshot();
    await pull(db, [ret]);
    const actions = returnReceiveActions(db);
    const mug = ret.items[0]!.product.productId;
    await expect(actions.confirm(ret.id, {}, [])).rejects.toThrow('RETURN_NOTHING_COUNTED');
    const shot = photo();
    await actions.confirm(ret.id, { [mug]: { good: 1, damaged: 1 } }, [shot]);
    const [event] = await pendingBatch(db, 10);
    expect(event).toMatchObject({
      type: 'return.receive',
      payload: {
        id: ret.id,
        items: [
          { productId: mug, goodQty: 1, damagedQty: 1 },
          { productId: ret.items[1]!.product.productId, goodQty: 0, damagedQty: 0 },
        ],
        photos: [shot.id],
      },
    });
    expect(await db.photos.get(shot.id)).toMatchObject({ state: 'pending', returnId: ret.id });
    await expect(actions.find('RET-123')).rejects.toThrow('RETURN_ALREADY_RECEIVED');
    await expect(actions.confirm(ret.id, { [mug]: { good: 2, damaged: 0 } }, [])).rejects.toThrow(
      'RETURN_ALREADY_RECEIVED',
    );
    // A pull while the receipt is queued keeps it received.
    await pull(db, [ret]);
    expect((await db.returns.get(ret.id))?.received).toBe(true);
    await db.transaction('rw', [db.returns], () =>
      returnRefusals['return.receive']!(db, event!, {
        status: 'rejected',
        code: 'RETURN_RECEIPT_MISMATCH',
        message: 'x',
      } as never),
    );
    expect((await db.returns.get(ret.id))?.received).toBe(false);
  });

  it('drops a return the server no longer lets anyone receive', async () => {
    const db = openMemoryDb();
    const ret = snapshot();
    await pull(db, [ret]);
    await pull(db, [{ ...ret, status: 'cancelled' }]);
    expect(await db.returns.count()).toBe(0);
  });

  it('uploads each photo once: a failed round leaves it pending, a refused one is set aside', async () => {
    const db = openMemoryDb();
    const ret = snapshot();
    await pull(db, [ret]);
    const [a, b] = [photo(), photo()];
    await returnReceiveActions(db).confirm(
      ret.id,
      { [ret.items[0]!.product.productId]: { good: 2, damaged: 0 } },
      [a, b],
    );
    const sent: string[] = [];
    await expect(
      uploadPendingPhotos(db, async () => {
        throw new ApiError('offline', 'NETWORK', 0);
      }),
    ).rejects.toThrow('offline');
    expect(await db.photos.where('state').equals('pending').count()).toBe(2);
    await uploadPendingPhotos(db, async (input) => {
      if (input.id === b.id) throw new ApiError('format', 'UPLOAD_FORMAT', 200);
      sent.push(input.id);
    });
    await uploadPendingPhotos(db, async (input) => {
      sent.push(input.id);
    });
    expect(sent).toEqual([a.id]);
    const uploaded = await db.photos.get(a.id);
    expect(uploaded?.state).toBe('uploaded');
    expect(uploaded?.data).toBeUndefined();
    expect(await db.photos.get(b.id)).toMatchObject({ state: 'failed' });
  });
});
