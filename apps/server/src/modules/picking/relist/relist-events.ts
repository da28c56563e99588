import { type RelistEventType, relistEventPayloads } from '@wms/api';
import type { EventHandler } from '../../../platform/sync/event-handlers.ts';
import { relistService } from './relist.service.ts';

/** Putting relist items back on locations from the PDA. */
export const RELIST_CONFIRM_POINT = 'pda:relist:confirm';

/** The relist event types for the sync registry. */
export const relistEventHandlers: Record<RelistEventType, EventHandler> = {
  'relist.confirm': {
    mode: 'sql',
    payload: relistEventPayloads['relist.confirm'],
    functionPoint: RELIST_CONFIRM_POINT,
    apply: (tx, principal, payload, event) =>
      relistService.confirm(
        tx,
        principal,
        payload as { relistId: string; locationId: string },
        event.receivedAt,
      ),
  },
};
