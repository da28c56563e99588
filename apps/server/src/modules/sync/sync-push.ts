import {
  ErrorCode,
  type SequenceGap,
  type SyncEvent,
  type SyncEventResult,
  type SyncOutcome,
  type SyncPushInput,
  type SyncPushOutput,
} from '@wms/api';
import { type Locale, translate } from '@wms/i18n/messages';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { syncDevices, syncEvents } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { BizError } from '../../platform/errors.ts';
import { applyEvents, type StoredOutcome } from './apply-events.ts';
import { pgArray, rowsOf } from './bulk-sql.ts';
import type { EventRegistry } from './event-handlers.ts';

type Noted = StoredOutcome & { gap?: SequenceGap };

/**
 * Locks the device's row for the rest of the transaction (the upsert takes the row lock), so pushes of
 * one device never interleave: a resent batch waits for the first and then finds its events stored.
 */
async function lockDevice(tx: Tx, principal: Principal, deviceId: string) {
  const [device] = await tx
    .insert(syncDevices)
    .values({
      tenantId: principal.tenantId,
      deviceId,
      userId: principal.userId,
      createdBy: principal.userId,
      updatedBy: principal.userId,
    })
    .onConflictDoUpdate({
      target: [syncDevices.tenantId, syncDevices.deviceId],
      set: { lastPushAt: sql`now()` },
    })
    .returning({ userId: syncDevices.userId, lastSeq: syncDevices.lastSeq });
  if (!device || device.userId !== principal.userId) throw new BizError(ErrorCode.syncDeviceMismatch);
  return device;
}

/**
 * Claims the event ids: only the ones this statement inserted are new and get applied. Each is stored as
 * applied, the common outcome, so only refusals and notes need a second write; until the transaction
 * commits nobody else sees the rows (a concurrent claim of the same id waits for it).
 */
async function claim(tx: Tx, principal: Principal, deviceId: string, events: readonly SyncEvent[]) {
  const rows = JSON.stringify(
    events.map((e) => ({
      event_id: e.eventId,
      device_seq: e.deviceSeq,
      type: e.type,
      payload: e.payload,
      occurred_at: e.createdAt,
    })),
  );
  const result = await tx.execute(sql`
    INSERT INTO sync_events (tenant_id, event_id, device_id, device_seq, user_id, type, payload, occurred_at,
      status, created_by, updated_by)
    SELECT ${principal.tenantId}, x.event_id, ${deviceId}, x.device_seq, ${principal.userId}, x.type, x.payload,
      x.occurred_at, 'applied', ${principal.userId}, ${principal.userId}
    FROM json_to_recordset(${rows}::json)
      AS x(event_id uuid, device_seq int, type text, payload jsonb, occurred_at timestamptz)
    ON CONFLICT DO NOTHING
    RETURNING event_id`);
  return new Set(rowsOf<{ event_id: string }>(result).map((r) => r.event_id));
}

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

/** Writes the outcomes that are not a plain `applied`: refusals, conflicts, returned data, gap notes. */
async function store(tx: Tx, principal: Principal, outcomes: Map<string, Noted>) {
  const notable = [...outcomes].filter(([, o]) => o.status !== 'applied' || o.data !== undefined || o.gap);
  if (!notable.length) return;
  const rows = JSON.stringify(
    notable.map(([id, o]) => ({
      event_id: id,
      status: o.status,
      code: 'code' in o ? o.code : null,
      outcome: o,
    })),
  );
  await tx.execute(sql`
    UPDATE sync_events AS e SET status = v.status, code = v.code, outcome = v.outcome, updated_at = now()
    FROM json_to_recordset(${rows}::json) AS v(event_id uuid, status text, code text, outcome jsonb)
    WHERE e.tenant_id = ${principal.tenantId} AND e.event_id = v.event_id`);
}

async function storedOutcomes(tx: Tx, principal: Principal, ids: string[]) {
  if (!ids.length) return new Map<string, Noted>();
  const rows = await tx
    .select({ eventId: syncEvents.eventId, status: syncEvents.status, outcome: syncEvents.outcome })
    .from(syncEvents)
    .where(
      and(
        eq(syncEvents.tenantId, principal.tenantId),
        sql`${syncEvents.eventId} = any(${pgArray(ids)}::uuid[])`,
      ),
    );
  return new Map(rows.map((r) => [r.eventId, (r.outcome ?? { status: r.status }) as Noted]));
}

function present(locale: Locale, outcome: StoredOutcome): SyncOutcome {
  if (outcome.status === 'applied') return outcome;
  const message = translate(locale, `errors:${outcome.code}`, outcome.params);
  if (outcome.status === 'rejected') return { status: 'rejected', code: outcome.code, message };
  return { status: 'conflict', code: outcome.code, message, details: outcome.details };
}

/** DESIGN §6: one transaction per batch; effects only for newly claimed ids; stored results for resends. */
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
  const applied = await applyEvents(tx, principal, locale, registry, input.deviceId, fresh);
  const outcomes = new Map<string, Noted>();
  for (const [id, outcome] of applied)
    outcomes.set(id, { ...outcome, ...(gaps.has(id) ? { gap: gaps.get(id) } : {}) });
  await store(tx, principal, outcomes);
  const earlier = await storedOutcomes(
    tx,
    principal,
    unique.filter((e) => !claimed.has(e.eventId)).map((e) => e.eventId),
  );
  await tx
    .update(syncDevices)
    .set({
      lastSeq: Math.max(device.lastSeq, lastSeq),
      gapCount: sql`${syncDevices.gapCount} + ${gaps.size}`,
    })
    .where(and(eq(syncDevices.tenantId, principal.tenantId), eq(syncDevices.deviceId, input.deviceId)));
  const answered = new Set<string>();
  const results = input.events.map((event): SyncEventResult => {
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
  return {
    results,
    gaps: [...gaps.values()],
    lastSeq: Math.max(device.lastSeq, lastSeq),
    serverTime: now.toISOString(),
  };
}
