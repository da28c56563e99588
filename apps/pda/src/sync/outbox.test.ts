import { describe, expect, it } from 'vitest';
import { openMemoryDb } from '../db/memory-db.ts';
import { pdaDbName } from '../db/pda-db.ts';
import { LocalRefusal } from './local-refusal.ts';
import { pendingBatch, pendingCount, recordEvent } from './outbox.ts';

describe('outbox', () => {
  it('names one database per tenant and user and asks for strict durability', () => {
    expect(pdaDbName('t1', 'u1')).toBe('wms-pda-t1-u1');
    const db = openMemoryDb();
    expect((db as unknown as { _options: { chromeTransactionDurability: string } })._options).toMatchObject({
      chromeTransactionDurability: 'strict',
    });
  });

  it('writes each event with its local change and a gap-free deviceSeq, surviving a restart', async () => {
    const name = `restart-${Math.random()}`;
    const db = openMemoryDb(name);
    for (const code of ['A', 'B', 'C']) {
      await recordEvent(db, [db.pallets], 'pallet.open', { palletCode: code }, async () => {
        await db.pallets.add({ palletCode: code, status: 'inUse', cartonQty: 0, productQty: 0 });
      });
    }
    const { deviceId } = await db.device();
    db.close();
    const reopened = openMemoryDb(name);
    const events = await pendingBatch(reopened, 200);
    expect(events.map((e) => [e.deviceSeq, e.payload.palletCode, e.state])).toEqual([
      [1, 'A', 'pending'],
      [2, 'B', 'pending'],
      [3, 'C', 'pending'],
    ]);
    expect(new Set(events.map((e) => e.deviceId))).toEqual(new Set([deviceId]));
    expect(await reopened.pallets.count()).toBe(3);
  });

  it('keeps neither the event nor the local change nor a sequence number when the change is refused', async () => {
    const db = openMemoryDb();
    await recordEvent(db, [db.pallets], 'pallet.open', { palletCode: 'A' }, () => {});
    const refused = recordEvent(db, [db.pallets], 'pallet.open', { palletCode: 'B' }, async () => {
      await db.pallets.add({ palletCode: 'B', status: 'inUse', cartonQty: 0, productQty: 0 });
      throw new LocalRefusal('PALLET_CLOSED', { palletCode: 'B' });
    });
    await expect(refused).rejects.toBeInstanceOf(LocalRefusal);
    expect(await db.pallets.get('B')).toBeUndefined();
    const next = await recordEvent(db, [db.pallets], 'pallet.open', { palletCode: 'C' }, () => {});
    expect(next.deviceSeq).toBe(2);
    expect(await pendingCount(db)).toBe(2);
  });

  it('gives concurrent scans distinct, consecutive sequence numbers', async () => {
    const db = openMemoryDb();
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        recordEvent(db, [], 'pallet.open', { palletCode: `P${i}` }, () => {}),
      ),
    );
    const seqs = (await pendingBatch(db, 200)).map((e) => e.deviceSeq);
    expect(seqs).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });
});
