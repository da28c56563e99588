import { uuidv7 } from '@wms/api/pda';
import type { Table } from 'dexie';
import type { DeviceMeta, OutboxEvent, OutboxState, PdaDb } from '../db/pda-db.ts';

/**
 * Records a scan: the local state change and its immutable event commit together or not at all, and the
 * event's deviceSeq is allocated inside the same transaction, so the outbox is gap-free
 * (docs/architecture.md#outbox).
 */
export async function recordEvent(
  db: PdaDb,
  tables: Table[],
  type: string,
  payload: Record<string, unknown>,
  change: (event: Pick<OutboxEvent, 'createdAt'>) => Promise<void> | void,
): Promise<OutboxEvent> {
  return db.transaction('rw', [db.outbox, db.meta, ...tables], async () => {
    const createdAt = new Date().toISOString();
    // The device row is read while the change makes its own reads, and the two writes go out together:
    // each awaited request is a round trip to the browser's storage before the scan can commit.
    // A refusal thrown by the change aborts the transaction: no event, no sequence number used.
    const [row] = await Promise.all([db.meta.get('device'), change({ createdAt })]);
    const device = row?.value as DeviceMeta;
    const next: DeviceMeta = { ...device, lastSeq: device.lastSeq + 1 };
    const event: OutboxEvent = {
      deviceSeq: next.lastSeq,
      eventId: uuidv7(),
      deviceId: device.deviceId,
      type,
      payload,
      createdAt,
      state: 'pending',
    };
    await Promise.all([db.meta.put({ key: 'device', value: next }), db.outbox.add(event)]);
    return event;
  });
}

/** The oldest pending events after `afterSeq`, in deviceSeq order. */
export function pendingAfter(db: PdaDb, afterSeq: number, limit: number): Promise<OutboxEvent[]> {
  return db.outbox
    .where('[state+deviceSeq]')
    .between(['pending', afterSeq], ['pending', Number.POSITIVE_INFINITY], false, true)
    .limit(limit)
    .toArray();
}

/** The oldest pending events, in deviceSeq order. */
export const pendingBatch = (db: PdaDb, limit: number) => pendingAfter(db, 0, limit);

export const pendingCount = (db: PdaDb) => db.outbox.where('state').equals('pending').count();

/**
 * Every event the outbox has seen, by state: the rows it still holds (pending, refused) and the done ones
 * that have left it (applied, duplicate). States with none are left out.
 */
export async function outboxTally(db: PdaDb): Promise<Partial<Record<OutboxState, number>>> {
  const tally: Partial<Record<OutboxState, number>> = {};
  const add = (state: OutboxState, n: number) => {
    if (n) tally[state] = (tally[state] ?? 0) + n;
  };
  await db.outbox.each((e) => add(e.state, 1));
  const synced = await db.synced();
  add('applied', synced.applied);
  add('duplicate', synced.duplicate);
  return tally;
}
