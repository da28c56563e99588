import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import type { Principal } from '../context.ts';

/** What a handler knows about the event besides its payload. */
export interface EventMeta {
  eventId: string;
  deviceId: string;
  deviceSeq: number;
  /** The device's clock when the scan happened. */
  occurredAt: Date;
  /** The server's clock (AppDeps.clock) when the batch arrived, the same for all of its events. */
  receivedAt: Date;
}

/**
 * A batch's unit of work for one aggregate (e.g. pallets): it loads what all of the batch's events need
 * in a few queries, lets handlers decide in memory, and writes what they staged in bulk. Row-by-row
 * statements would cost ~5 round trips per event; this keeps a batch of 200 at about a dozen.
 */
export interface SyncUnit<P = unknown> {
  prefetch(payloads: readonly P[]): Promise<void>;
  flush(): Promise<void>;
}

export interface UnitKind<U extends SyncUnit> {
  name: string;
  /** `now`: the server's clock for the batch (EventMeta.receivedAt). */
  create(tx: Tx, principal: Principal, now: Date): U;
}

interface HandlerBase<P> {
  /** Validates the payload on the server, with the same schema the device used. */
  payload: z.ZodType<P>;
  /** The caller needs it to record this kind of event. */
  functionPoint: string;
}

/**
 * Applies one event with its own SQL inside a SAVEPOINT: a BizError (rejected) or EventConflict
 * (conflict) rolls back that event's writes only. Any other error is an infrastructure failure and
 * rolls back the whole batch. Use it for events whose effects reach other areas (stock, pick lists).
 */
export interface SqlHandler<P> extends HandlerBase<P> {
  mode: 'sql';
  apply(tx: Tx, principal: Principal, payload: P, event: EventMeta): Promise<unknown>;
}

/**
 * Applies one event to a batch's unit of work. It must throw before staging anything, so a refusal
 * leaves nothing to undo (the unit's methods validate first, then stage).
 */
export interface UnitHandler<P, U extends SyncUnit> extends HandlerBase<P> {
  mode: 'unit';
  unit: UnitKind<U>;
  apply(unit: U, payload: P, event: EventMeta): unknown;
}

export type EventHandler = SqlHandler<unknown> | UnitHandler<unknown, SyncUnit>;
export type EventRegistry = ReadonlyMap<string, EventHandler>;

/** A refusal because the server's state moved on since the device last saw it; details say how. */
export class EventConflict extends Error {
  readonly code: string;
  readonly params: Record<string, string | number>;
  readonly details: Record<string, unknown>;
  constructor(code: string, params: Record<string, string | number>, details: Record<string, unknown>) {
    super(code);
    this.name = 'EventConflict';
    this.code = code;
    this.params = params;
    this.details = details;
  }
}

/** Builds the registry from each area's handlers; a type registered twice is a start-up error. */
export function eventRegistry(...groups: Record<string, EventHandler>[]): EventRegistry {
  const registry = new Map<string, EventHandler>();
  for (const group of groups) {
    for (const [type, handler] of Object.entries(group)) {
      if (registry.has(type)) throw new Error(`Event type registered twice: ${type}`);
      registry.set(type, handler);
    }
  }
  return registry;
}
