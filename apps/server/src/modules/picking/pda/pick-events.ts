import { type PickEventPayload, type PickEventType, pickEventPayloads } from '@wms/api';
import type { Tx } from '../../../db/client.ts';
import type { Principal } from '../../../platform/context.ts';
import type { EventHandler, EventMeta, SyncUnit, UnitKind } from '../../../platform/sync/event-handlers.ts';
import { PickBook } from '../pick-lists/confirm-pick.ts';
import { pickListActions } from '../pick-lists/pick-list-actions.service.ts';
import { assertLease, checkOut, dueForRenewal, leasesOf, renewLeases, requireLease } from './pick-lease.ts';

/** Confirming picks on the PDA, online or through the outbox. */
export const PICK_CONFIRM_POINT = 'pda:pick:confirm';

type Confirm = PickEventPayload<'pick.confirm'>;

/**
 * A push's pick confirmations as one unit of work: the lists are locked and their leases read once,
 * each confirmation is checked in memory (lease, product code, line, quantity, stock) and the picking
 * book writes them together; the leases scanned under are renewed in one statement, those not renewed
 * in the last minute.
 */
class PdaPicks implements SyncUnit<Confirm> {
  readonly book: PickBook;
  private leases: Awaited<ReturnType<typeof leasesOf>> = new Map();
  private readonly renew = new Set<string>();
  readonly tx: Tx;
  readonly principal: Principal;

  constructor(tx: Tx, principal: Principal, now: Date) {
    this.tx = tx;
    this.principal = principal;
    this.book = new PickBook(tx, principal, now);
  }

  async prefetch(payloads: readonly Confirm[]) {
    await this.book.prefetch(payloads);
    this.leases = await leasesOf(this.tx, this.principal, [...new Set(payloads.map((p) => p.pickListId))]);
  }

  /**
   * Answers nothing but `applied`: the device keeps its own line totals, and an outcome with data is
   * stored on the event's row, a second write of every confirmation.
   */
  async confirm(payload: Confirm, occurredAt?: Date): Promise<void> {
    const list = this.book.list(payload.pickListId);
    const lease = this.leases.get(list.id) ?? null;
    assertLease(this.principal, list, lease, this.book.now);
    this.book.assertCode(payload);
    await this.book.confirm(payload, occurredAt);
    if (dueForRenewal(lease, this.book.now)) this.renew.add(list.id);
  }

  async flush() {
    await renewLeases(this.tx, this.principal, [...this.renew], this.book.now);
    await this.book.flush();
  }
}

const picks: UnitKind<PdaPicks> = {
  name: 'picks',
  create: (tx, principal, now) => new PdaPicks(tx, principal, now),
};

type Rule<T extends PickEventType> = (
  tx: Tx,
  principal: Principal,
  payload: PickEventPayload<T>,
  event: EventMeta,
) => Promise<unknown>;

const sqlRules: { [T in Exclude<PickEventType, 'pick.confirm'>]: Rule<T> } = {
  'pick.checkOut': async (tx, principal, { pickListId }, event) => {
    const list = await checkOut(tx, principal, pickListId, event.deviceId, event.receivedAt);
    return { pickListNo: list.pickListNo };
  },
  'pick.outOfStock': async (tx, principal, { pickListId, lineId }, event) => {
    const now = event.receivedAt;
    await requireLease(tx, principal, pickListId, now);
    return pickListActions.markShort(tx, principal, pickListId, [lineId], now);
  },
};

function sqlHandler<T extends Exclude<PickEventType, 'pick.confirm'>>(type: T): EventHandler {
  return {
    mode: 'sql',
    payload: pickEventPayloads[type],
    functionPoint: PICK_CONFIRM_POINT,
    apply: sqlRules[type],
  } as unknown as EventHandler;
}

/**
 * The pick event types for the sync registry. Check-out and out-of-stock run the picking service in
 * the batch's transaction, one at a time; confirmations, nearly all of a picker's events, are applied
 * as a set.
 */
export const pickEventHandlers: Record<PickEventType, EventHandler> = {
  'pick.checkOut': sqlHandler('pick.checkOut'),
  'pick.confirm': {
    mode: 'unit',
    unit: picks,
    payload: pickEventPayloads['pick.confirm'],
    functionPoint: PICK_CONFIRM_POINT,
    apply: (unit: PdaPicks, payload: Confirm, event: EventMeta) => unit.confirm(payload, event.occurredAt),
  } as unknown as EventHandler,
  'pick.outOfStock': sqlHandler('pick.outOfStock'),
};
