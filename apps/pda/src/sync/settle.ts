import type { SyncEventResult, SyncOutcome, SyncPushOutput } from '@wms/api';
import type { OutboxEvent, OutboxState, PdaDb } from '../db/pda-db.ts';

/**
 * What a task does on the device when the server refuses one of its events (e.g. take back a line that
 * was shown optimistically). Runs inside the transaction that records the result.
 */
export type RefusalEffect = (db: PdaDb, event: OutboxEvent, outcome: SyncOutcome) => Promise<void>;
export type RefusalEffects = Record<string, RefusalEffect>;

/** The outcome behind a result: a duplicate carries the original one. */
export const outcomeOf = (result: SyncEventResult): SyncOutcome =>
  result.status === 'duplicate' ? result.original : result;

/** A duplicate of an applied event is done; a duplicate of a refusal is that refusal, kept for review. */
function stateOf(result: SyncEventResult): OutboxState {
  if (result.status !== 'duplicate') return result.status;
  return result.original.status === 'applied' ? 'duplicate' : result.original.status;
}

/**
 * Marks each sent event from its own result, in one transaction with the refusal effects. An event with
 * no result in the answer stays pending and goes out again.
 */
export async function settleResults(
  db: PdaDb,
  sent: readonly OutboxEvent[],
  output: SyncPushOutput,
  effects: RefusalEffects,
): Promise<{ settled: number; refused: number }> {
  const byId = new Map(output.results.map((r) => [r.eventId, r]));
  const settledAt = new Date().toISOString();
  const updated: OutboxEvent[] = [];
  const refusals: [OutboxEvent, SyncOutcome][] = [];
  for (const event of sent) {
    const result = byId.get(event.eventId);
    if (!result) continue;
    const state = stateOf(result);
    const done = { ...event, state, result, settledAt };
    updated.push(done);
    if (state === 'rejected' || state === 'conflict') refusals.push([done, outcomeOf(result)]);
  }
  // Only a refusal's effect may touch task tables; a clean batch locks just what it writes, so the
  // screens' reads of the other tables go on while the results are recorded.
  const scope = refusals.length ? db.tables : [db.outbox, db.meta];
  await db.transaction('rw', scope, async () => {
    for (const [event, outcome] of refusals) await effects[event.type]?.(db, event, outcome);
    await db.outbox.bulkPut(updated);
    await db.meta.put({
      key: 'lastPush',
      value: { at: settledAt, lastSeq: output.lastSeq, gaps: output.gaps },
    });
  });
  return { settled: byId.size, refused: refusals.length };
}
