import { type ReturnEventType, returnEventPayloads, type returnReceiveSchema } from '@wms/api';
import type { z } from 'zod';
import type { EventHandler } from '../../platform/sync/event-handlers.ts';
import { returnHandlingService } from './return-handling.service.ts';

/**
 * The PDA's return receipt, applied once per event id by the sync push (docs/architecture.md#push). The
 * receipt time is when the device counted the parcel, not when the outbox got through.
 */
export const returnEventHandlers: Record<ReturnEventType, EventHandler> = {
  'return.receive': {
    mode: 'sql',
    payload: returnEventPayloads['return.receive'],
    functionPoint: 'return:list:receive',
    apply: async (tx, principal, payload, event) => {
      const received = await returnHandlingService.receive(
        tx,
        principal,
        payload as z.output<typeof returnReceiveSchema>,
        event.occurredAt,
      );
      return { returnNo: received.returnNo, status: received.status };
    },
  },
};
