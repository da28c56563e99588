import { type ReceivingEventPayload, type ReceivingEventType, receivingEventPayloads } from '@wms/api';
import type { EventHandler, EventMeta, UnitKind } from '../../platform/sync/event-handlers.ts';
import { putAwayService } from './put-away.service.ts';
import { ReceiptBook } from './receipt-book.ts';
import { receivingService } from './receiving.service.ts';

/** Counting goods on the dock and closing the unloading, on the PDA. */
export const RECEIVE_POINT = 'pda:inbound:receive';
/** Putting received goods away on the PDA. */
export const PUT_AWAY_POINT = 'pda:inbound:putAway';

const book: UnitKind<ReceiptBook> = {
  name: 'inboundReceipts',
  create: (tx, principal, now) => new ReceiptBook(tx, principal, now),
};

/**
 * The PDA's receiving events, applied once per event id by the sync push (docs/architecture.md#push).
 * Scans are counted in one unit of work per push; closing and put-away reach stock, so they run as SQL.
 */
export const receivingEventHandlers: Record<ReceivingEventType, EventHandler> = {
  'inbound.receive': {
    mode: 'unit',
    unit: book,
    payload: receivingEventPayloads['inbound.receive'],
    functionPoint: RECEIVE_POINT,
    apply: (unit: ReceiptBook, payload: ReceivingEventPayload<'inbound.receive'>, event: EventMeta) =>
      unit.receive(payload, event),
  } as unknown as EventHandler,
  'inbound.finish': {
    mode: 'sql',
    payload: receivingEventPayloads['inbound.finish'],
    functionPoint: RECEIVE_POINT,
    apply: (tx, principal, payload, event) =>
      receivingService.finish(
        tx,
        principal,
        payload as ReceivingEventPayload<'inbound.finish'>,
        event.receivedAt,
      ),
  },
  'inbound.putAway': {
    mode: 'sql',
    payload: receivingEventPayloads['inbound.putAway'],
    functionPoint: PUT_AWAY_POINT,
    apply: (tx, principal, payload, event) =>
      putAwayService.putAway(
        tx,
        principal,
        payload as ReceivingEventPayload<'inbound.putAway'>,
        event.receivedAt,
      ),
  },
};
