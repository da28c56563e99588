import { SYNC_BATCH_MAX, type SyncPushInput, type SyncPushOutput } from '@wms/api/pda';
import type { OutboxEvent, PdaDb } from '../db/pda-db.ts';
import { pendingAfter } from './outbox.ts';
import { type RefusalEffects, settleResults } from './settle.ts';

export const FLUSH_LOCK = 'wms-pda-flush';

export interface FlusherOptions {
  db: PdaDb;
  push(input: SyncPushInput): Promise<SyncPushOutput>;
  effects?: RefusalEffects;
  /** `navigator.locks`: one flusher at a time across the app's tabs. */
  locks?: Pick<LockManager, 'request'> | null;
  batchSize?: number;
}

export interface FlushReport {
  sent: number;
  refused: number;
}

const toWire = (e: OutboxEvent) => ({
  eventId: e.eventId,
  deviceSeq: e.deviceSeq,
  type: e.type,
  payload: e.payload,
  createdAt: e.createdAt,
});

/**
 * Sends pending events in deviceSeq order, up to 200 a push, until none is left. One push is in flight at
 * a time, so the server applies the device's events in order; the device's own work overlaps it: the next
 * batch is read, and the last answer settled, while a push is on the wire. A failed push leaves its events
 * (and every later one) pending (the server rolled the batch back or never saw it); the caller retries.
 */
export function createFlusher(options: FlusherOptions) {
  const { db, push, effects = {}, locks, batchSize = SYNC_BATCH_MAX } = options;
  let running: Promise<FlushReport> | null = null;
  let again = false;

  async function drain(): Promise<FlushReport> {
    const report: FlushReport = { sent: 0, refused: 0 };
    const { deviceId } = await db.device();
    const settle = async (batch: OutboxEvent[], output: SyncPushOutput) => {
      const { settled, refused } = await settleResults(db, batch, output, effects);
      report.sent += batch.length;
      report.refused += refused;
      if (settled === 0) throw new Error('push answered no result for its events');
    };
    let settling: Promise<void> = Promise.resolve();
    try {
      let batch = await pendingAfter(db, 0, batchSize);
      while (batch.length) {
        const pushing = push({ deviceId, events: batch.map(toWire) });
        // Read the next batch while the push is on the wire (sent events stay pending until settled).
        const next = pendingAfter(db, batch[batch.length - 1]!.deviceSeq, batchSize);
        // A failed push must not leave the read (or the previous settle) rejecting unobserved.
        next.catch(() => undefined);
        const output = await pushing;
        await settling;
        settling = settle(batch, output);
        settling.catch(() => undefined);
        batch = await next;
      }
    } finally {
      await settling;
    }
    return report;
  }

  const locked = () => (locks ? locks.request(FLUSH_LOCK, drain) : drain());

  /** Runs a flush; a call during one makes that one go round again instead of queueing another. */
  function flush(): Promise<FlushReport> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      const total: FlushReport = { sent: 0, refused: 0 };
      try {
        do {
          again = false;
          const report = await locked();
          total.sent += report.sent;
          total.refused += report.refused;
        } while (again);
        return total;
      } finally {
        running = null;
      }
    })();
    return running;
  }

  return { flush, isRunning: () => running !== null };
}
export type Flusher = ReturnType<typeof createFlusher>;
