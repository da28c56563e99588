import { ErrorCode, type SyncEvent } from '@wms/api';
import type { Locale } from '@wms/i18n/messages';
import type { Tx } from '../../db/client.ts';
import type { Principal } from '../../platform/context.ts';
import { BizError } from '../../platform/errors.ts';
import { describeIssue } from '../../platform/http.ts';
import {
  EventConflict,
  type EventHandler,
  type EventMeta,
  type EventRegistry,
  type SyncUnit,
} from '../../platform/sync/event-handlers.ts';

/** An outcome as stored: codes and parameters, so a resend can be answered in any language. */
export type StoredOutcome =
  | { status: 'applied'; data?: unknown }
  | { status: 'rejected'; code: string; params?: Record<string, string | number> }
  | {
      status: 'conflict';
      code: string;
      params?: Record<string, string | number>;
      details: Record<string, unknown>;
    };

type Ready = { event: SyncEvent; meta: EventMeta; handler: EventHandler; payload: unknown };
type Checked = Ready | { event: SyncEvent; outcome: StoredOutcome };

const rejected = (code: string, params?: Record<string, string | number>): StoredOutcome => ({
  status: 'rejected',
  code,
  params,
});

/** Finds the handler, checks the caller may record the type and validates the payload. */
function check(
  registry: EventRegistry,
  principal: Principal,
  locale: Locale,
  deviceId: string,
  event: SyncEvent,
  now: Date,
): Checked {
  const handler = registry.get(event.type);
  if (!handler) return { event, outcome: rejected(ErrorCode.syncUnknownEventType, { type: event.type }) };
  if (!principal.functionPoints.has(handler.functionPoint))
    return { event, outcome: rejected(ErrorCode.syncEventForbidden, { type: event.type }) };
  const parsed = handler.payload.safeParse(event.payload);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { event, outcome: rejected(ErrorCode.validation, describeIssue(locale, issue ?? {})) };
  }
  const meta: EventMeta = {
    eventId: event.eventId,
    deviceId,
    deviceSeq: event.deviceSeq,
    occurredAt: new Date(event.createdAt),
    receivedAt: now,
  };
  return { event, meta, handler, payload: parsed.data };
}

/** Business refusals become outcomes; anything else is an infrastructure failure and propagates. */
async function settle(work: () => unknown): Promise<StoredOutcome> {
  try {
    const data = await work();
    return data === undefined ? { status: 'applied' } : { status: 'applied', data };
  } catch (error) {
    if (error instanceof EventConflict)
      return { status: 'conflict', code: error.code, params: error.params, details: error.details };
    if (error instanceof BizError) return rejected(error.code, error.params);
    throw error;
  }
}

/**
 * Applies new events in deviceSeq order. Unit handlers share one unit of work per aggregate, prefetched
 * for all of the batch's events at once; before an SQL handler runs, staged unit work is written so the
 * SQL sees it, and units are reloaded afterwards.
 */
export async function applyEvents(
  tx: Tx,
  principal: Principal,
  locale: Locale,
  registry: EventRegistry,
  deviceId: string,
  events: readonly SyncEvent[],
  now: Date,
): Promise<Map<string, StoredOutcome>> {
  const outcomes = new Map<string, StoredOutcome>();
  const units = new Map<string, SyncUnit>();
  const flushUnits = async () => {
    for (const unit of units.values()) await unit.flush();
    units.clear();
  };
  const checked = events.map((event) => check(registry, principal, locale, deviceId, event, now));
  for (const [index, item] of checked.entries()) {
    if ('outcome' in item) {
      outcomes.set(item.event.eventId, item.outcome);
      continue;
    }
    const { handler, payload, meta } = item;
    if (handler.mode === 'unit') {
      let unit = units.get(handler.unit.name);
      if (!unit) {
        unit = handler.unit.create(tx, principal, now);
        await unit.prefetch(payloadsFor(checked.slice(index), handler.unit.name));
        units.set(handler.unit.name, unit);
      }
      const open = unit;
      outcomes.set(item.event.eventId, await settle(() => handler.apply(open, payload, meta)));
    } else {
      await flushUnits();
      const outcome = await settle(() => tx.transaction((sp) => handler.apply(sp, principal, payload, meta)));
      outcomes.set(item.event.eventId, outcome);
    }
  }
  await flushUnits();
  return outcomes;
}

function payloadsFor(items: readonly Checked[], unitName: string): unknown[] {
  return items.flatMap((item) =>
    'handler' in item && item.handler.mode === 'unit' && item.handler.unit.name === unitName
      ? [item.payload]
      : [],
  );
}
