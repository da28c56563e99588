import { sql } from 'drizzle-orm';
import { index, integer, json, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { audit, tenantId, tenantPolicy } from './columns.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One row per PDA outbox (device × tenant × user). Its row lock serialises the pushes of one device, so
 * a batch resent while the first is still running waits and then finds every event already stored.
 */
export const syncDevices = pgTable(
  'sync_devices',
  {
    tenantId: tenantId(),
    deviceId: uuid('device_id').notNull(),
    userId: uuid('user_id').notNull(),
    lastSeq: integer('last_seq').notNull().default(0),
    gapCount: integer('gap_count').notNull().default(0),
    lastPushAt: at('last_push_at'),
    ...audit,
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.deviceId] }), tenantPolicy('sync_devices')],
).enableRLS();

/**
 * Every PDA event ever received, keyed by tenant and the device-made event id: the insert that claims an
 * id is what makes an event apply exactly once. The stored outcome answers every resend.
 */
export const syncEvents = pgTable(
  'sync_events',
  {
    tenantId: tenantId(),
    eventId: uuid('event_id').notNull(),
    deviceId: uuid('device_id').notNull(),
    deviceSeq: integer('device_seq').notNull(),
    userId: uuid('user_id').notNull(),
    type: text('type').notNull(),
    /** Kept as sent (`json`, not `jsonb`): it is only read back whole, and converting cost a push ~2 ms. */
    payload: json('payload').notNull(),
    /** The device's clock when the scan happened. */
    occurredAt: at('occurred_at').notNull(),
    /** applied | rejected | conflict; claimed as applied and corrected in the same transaction if not */
    status: text('status').notNull().default('pending'),
    code: text('code'),
    /**
     * `{ status, code?, params?, details?, data?, gap? }`: enough to answer a resend in any language; null
     * for a plain `applied`.
     */
    outcome: jsonb('outcome'),
    dismissedAt: at('dismissed_at'),
    dismissedBy: uuid('dismissed_by'),
    ...audit,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.eventId] }),
    index('sync_events_tenant_device').on(t.tenantId, t.deviceId, t.deviceSeq),
    index('sync_events_tenant_issues')
      .on(t.tenantId, t.createdAt)
      .where(sql`status in ('rejected', 'conflict')`),
    tenantPolicy('sync_events'),
  ],
).enableRLS();
