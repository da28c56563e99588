import type { SyncEventResult, SyncOutcome, SyncPushOutput } from '@wms/api/pda';
import type { OutboxEvent, OutboxState, PdaDb, SyncedTally } from '../db/pda-db.ts';

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

/** Runs of consecutive numbers, as [first, last] pairs, from numbers in ascending order. */
export function runsOf(sorted: readonly number[]): [number, number][] {
  const runs: [number, number][] = [];
  for (const n of sorted) {
    const last = runs.at(-1);
    if (last && n === last[1] + 1) last[1] = n;
    else runs.push([n, n]);
  }
  return runs;
}

/**
 * Settles each sent event from its own result, in one transaction with the refusal effects: a refusal is
 * kept with its result for review; a done event leaves the outbox and is added to the synced tally. Done
 * events go by key range (one request per run of consecutive deviceSeqs, usually one per batch): writing
 * 200 rows back cost the device ten times as much. An event with no result in the answer stays pending
 * and goes out again.
 */
export async function settleResults(
  db: PdaDb,
  sent: readonly OutboxEvent[],
  output: SyncPushOutput,
  effects: RefusalEffects,
): Promise<{ settled: number; refused: number }> {
  const byId = new Map(output.results.map((r) => [r.eventId, r]));
  const settledAt = new Date().toISOString();
  const refusals: [OutboxEvent, SyncOutcome][] = [];
  const done: number[] = [];
  const tally: SyncedTally = { applied: 0, duplicate: 0 };
  for (const event of [...sent].sort((a, b) => a.deviceSeq - b.deviceSeq)) {
    const result = byId.get(event.eventId);
    if (!result) continue;
    const state = stateOf(result);
    if (state === 'applied' || state === 'duplicate') {
      done.push(event.deviceSeq);
      tally[state] += 1;
    } else refusals.push([{ ...event, state, result, settledAt }, outcomeOf(result)]);
  }
  // Only a refusal's effect may touch task tables; a clean batch locks just what it writes, so the
  // screens' reads of the other tables go on while the results are recorded.
  const scope = refusals.length ? db.tables : [db.outbox, db.meta];
  await db.transaction('rw', scope, async () => {
    for (const [event, outcome] of refusals) await effects[event.type]?.(db, event, outcome);
    if (refusals.length) await db.outbox.bulkPut(refusals.map(([event]) => event));
    for (const [first, last] of runsOf(done))
      await db.outbox.where('deviceSeq').between(first, last, true, true).delete();
    const synced = await db.synced();
    await db.meta.bulkPut([
      {
        key: 'synced',
        value: { applied: synced.applied + tally.applied, duplicate: synced.duplicate + tally.duplicate },
      },
      { key: 'lastPush', value: { at: settledAt, lastSeq: output.lastSeq, gaps: output.gaps } },
    ]);
  });
  return { settled: byId.size, refused: refusals.length };
}
