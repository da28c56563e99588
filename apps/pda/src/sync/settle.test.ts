import type { SyncEventResult } from '@wms/api/pda';
import { Dexie } from 'dexie';
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { openMemoryDb } from '../db/memory-db.ts';
import type { OutboxEvent } from '../db/pda-db.ts';
import { outboxTally } from './outbox.ts';
import { runsOf, settleResults } from './settle.ts';

const event = (deviceSeq: number, state: OutboxEvent['state'] = 'pending'): OutboxEvent => ({
  deviceSeq,
  eventId: `e${deviceSeq}`,
  deviceId: 'd',
  type: 'pallet.addCarton',
  payload: { palletCode: 'PL1', cartonNo: `C${deviceSeq}` },
  createdAt: '2026-11-25T00:00:00.000Z',
  state,
});

const applied = (e: OutboxEvent): SyncEventResult => ({ status: 'applied', eventId: e.eventId });

describe('settling a push', () => {
  it('finds runs of consecutive sequence numbers', () => {
    expect(runsOf([])).toEqual([]);
    expect(runsOf([1, 2, 3, 7, 9, 10])).toEqual([
      [1, 3],
      [7, 7],
      [9, 10],
    ]);
  });

  it('lets done events leave the outbox, keeps refusals with their result, and keeps unanswered events pending', async () => {
    const db = openMemoryDb();
    // Seq 3 was refused by an earlier push and is kept for review; seq 1 went unanswered then and is resent now.
    const refusedEarlier = {
      ...event(3, 'rejected'),
      result: { status: 'rejected', eventId: 'e3', code: 'X', message: 'x' },
    } as OutboxEvent;
    await db.outbox.bulkAdd([
      event(1),
      event(2, 'pending'),
      refusedEarlier,
      event(4),
      event(5),
      event(6),
      event(7),
    ]);
    const sent = [event(1), event(4), event(5), event(6), event(7)];
    const results: SyncEventResult[] = [
      { status: 'duplicate', eventId: 'e1', original: { status: 'applied' } },
      applied(sent[1]!),
      {
        status: 'conflict',
        eventId: 'e5',
        code: 'PALLET_CARTON_ELSEWHERE',
        message: 'elsewhere',
        details: {},
      },
      applied(sent[3]!),
    ];
    const outcome = await settleResults(db, sent, { results, gaps: [], lastSeq: 7, serverTime: '' }, {});
    expect(outcome).toEqual({ settled: 4, refused: 1 });
    const left = await db.outbox.orderBy('deviceSeq').toArray();
    expect(left.map((e) => [e.deviceSeq, e.state])).toEqual([
      [2, 'pending'],
      [3, 'rejected'],
      [5, 'conflict'],
      [7, 'pending'],
    ]);
    expect(left[2]?.result).toMatchObject({ message: 'elsewhere' });
    expect(await outboxTally(db)).toEqual({ pending: 2, rejected: 1, conflict: 1, applied: 2, duplicate: 1 });
  });

  it('turns the done events an older version kept into the synced tally when the database upgrades', async () => {
    const name = `upgrade-${Math.random()}`;
    const old = new Dexie(name, { indexedDB, IDBKeyRange });
    old.version(3).stores({
      pallets: 'palletCode, status',
      palletLines: 'lineId, palletCode',
      outbox: 'deviceSeq, &eventId, state, [state+deviceSeq]',
      meta: 'key',
      pickLists: 'id, mine',
      relist: 'id, state',
      locations: 'id, nameKey',
      stock: 'id, *codes, locationKey',
    });
    await old
      .table('outbox')
      .bulkAdd([event(1, 'applied'), event(2, 'duplicate'), event(3, 'applied'), event(4)]);
    old.close();
    const db = openMemoryDb(name);
    expect(await outboxTally(db)).toEqual({ applied: 2, duplicate: 1, pending: 1 });
    expect(await db.outbox.count()).toBe(1);
  });
});
