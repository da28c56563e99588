import type {
  SequenceGap,
  SyncEvent,
  SyncEventResult,
  SyncOutcome,
  SyncPushInput,
  SyncPushOutput,
} from '@wms/api';
import { type Locale, translate } from '@wms/i18n/messages';
import type { Tx } from '../../db/client.ts';
import type { Principal } from '../../platform/context.ts';
import type { EventRegistry } from '../../platform/sync/event-handlers.ts';
import { applyEvents, type StoredOutcome } from './apply-events.ts';
import { advanceDevice, claim, lockDevice, type Noted, store, storedOutcomes } from './sync-claim.ts';

/** Sequence numbers skipped since the device's last seen one: noted, never blocking. */
function findGaps(lastSeq: number, fresh: readonly SyncEvent[]) {
  const gaps = new Map<string, SequenceGap>();
  let next = lastSeq + 1;
  for (const event of fresh) {
    if (event.deviceSeq > next) gaps.set(event.eventId, { from: next, to: event.deviceSeq - 1 });
    next = Math.max(next, event.deviceSeq + 1);
  }
  return { gaps, lastSeq: next - 1 };
}

/** An outcome in the reader's language. */
function present(locale: Locale, outcome: StoredOutcome): SyncOutcome {
  if (outcome.status === 'applied') return outcome;
  const message = translate(locale, `errors:${outcome.code}`, outcome.params);
  if (outcome.status === 'rejected') return { status: 'rejected', code: outcome.code, message };
  return { status: 'conflict', code: outcome.code, message, details: outcome.details };
}

/** One result per event sent, in order; a repeat of an id within the batch is its own duplicate. */
function answer(
  locale: Locale,
  events: readonly SyncEvent[],
  outcomes: Map<string, Noted>,
  earlier: Map<string, Noted>,
): SyncEventResult[] {
  const answered = new Set<string>();
  return events.map((event): SyncEventResult => {
    const own = outcomes.get(event.eventId);
    const first = own && !answered.has(event.eventId);
    answered.add(event.eventId);
    if (own && first) {
      const { gap, ...outcome } = own;
      return { ...present(locale, outcome), eventId: event.eventId, ...(gap ? { gap } : {}) };
    }
    const original = own ?? earlier.get(event.eventId);
    if (!original) throw new Error(`event ${event.eventId} has no stored outcome`);
    const { gap: _gap, ...outcome } = original;
    return { status: 'duplicate', eventId: event.eventId, original: present(locale, outcome) };
  });
}

/**
 * docs/architecture.md#push: one transaction per batch; effects only for newly claimed ids; stored results
 * for resends.
 */
export async function pushEvents(
  tx: Tx,
  principal: Principal,
  locale: Locale,
  registry: EventRegistry,
  input: SyncPushInput,
  now: Date,
): Promise<SyncPushOutput> {
  const device = await lockDevice(tx, principal, input.deviceId);
  const unique = [...new Map(input.events.map((e) => [e.eventId, e])).values()];
  const claimed = await claim(tx, principal, input.deviceId, unique);
  const fresh = unique.filter((e) => claimed.has(e.eventId)).sort((a, b) => a.deviceSeq - b.deviceSeq);
  const { gaps, lastSeq } = findGaps(device.lastSeq, fresh);
  const applied = await applyEvents(tx, principal, locale, registry, input.deviceId, fresh, now);
  const outcomes = new Map<string, Noted>();
  for (const [id, outcome] of applied)
    outcomes.set(id, gaps.has(id) ? { ...outcome, gap: gaps.get(id) } : outcome);
  await store(tx, principal, outcomes);
  const resent = unique.filter((e) => !claimed.has(e.eventId)).map((e) => e.eventId);
  const earlier = await storedOutcomes(tx, principal, resent);
  const last = Math.max(device.lastSeq, lastSeq);
  await advanceDevice(tx, principal, input.deviceId, last, gaps.size);
  return {
    results: answer(locale, input.events, outcomes, earlier),
    gaps: [...gaps.values()],
    lastSeq: last,
    serverTime: now.toISOString(),
  };
}
