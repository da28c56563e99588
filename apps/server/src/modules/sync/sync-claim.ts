import { ErrorCode, type SequenceGap, type SyncEvent } from '@wms/api';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { syncDevices, syncEvents } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { BizError } from '../../platform/errors.ts';
import { pgArray, rowsOf } from '../../platform/sync/bulk-sql.ts';
import type { StoredOutcome } from './apply-events.ts';

/** The `sync_events` and `sync_devices` statements of a push. */
export type Noted = StoredOutcome & { gap?: SequenceGap };

/**
 * Locks the device's row for the rest of the transaction (the upsert takes the row lock), so pushes of
 * one device never interleave: a resent batch waits for the first and then finds its events stored.
 */
export async function lockDevice(tx: Tx, principal: Principal, deviceId: string) {
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
 * commits nobody else sees the rows (a concurrent claim of the same id waits for it). The statement
 * answers the ids it did not insert (resends, usually none) rather than the 200 it did.
 */
export async function claim(tx: Tx, principal: Principal, deviceId: string, events: readonly SyncEvent[]) {
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
    WITH x AS MATERIALIZED (
      SELECT * FROM json_to_recordset(${rows}::json)
        AS x(event_id uuid, device_seq int, type text, payload json, occurred_at timestamptz)
    ), claimed AS (
      INSERT INTO sync_events (tenant_id, event_id, device_id, device_seq, user_id, type, payload, occurred_at,
        status, created_by, updated_by)
      SELECT ${principal.tenantId}, x.event_id, ${deviceId}, x.device_seq, ${principal.userId}, x.type,
        x.payload, x.occurred_at, 'applied', ${principal.userId}, ${principal.userId}
      FROM x
      ON CONFLICT DO NOTHING
      RETURNING event_id
    )
    SELECT x.event_id FROM x WHERE x.event_id NOT IN (SELECT event_id FROM claimed)`);
  const resent = new Set(rowsOf<{ event_id: string }>(result).map((r) => r.event_id));
  return new Set(events.map((e) => e.eventId).filter((id) => !resent.has(id)));
}

export async function store(tx: Tx, principal: Principal, outcomes: Map<string, Noted>) {
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

export async function storedOutcomes(tx: Tx, principal: Principal, ids: string[]) {
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

/** The highest sequence seen and the gaps noted, for the next push of this device. */
export async function advanceDevice(
  tx: Tx,
  principal: Principal,
  deviceId: string,
  lastSeq: number,
  gaps: number,
) {
  await tx
    .update(syncDevices)
    .set({ lastSeq, gapCount: sql`${syncDevices.gapCount} + ${gaps}` })
    .where(and(eq(syncDevices.tenantId, principal.tenantId), eq(syncDevices.deviceId, deviceId)));
}
