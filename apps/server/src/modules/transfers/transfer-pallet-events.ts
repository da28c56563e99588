import { type TransferPalletEventType, transferPalletEventPayloads } from '@wms/api';
import type { EventHandler } from '../../platform/sync/event-handlers.ts';
import { transferPalletsService } from './transfer-pallets.service.ts';

/**
 * The PDA's palletising of a picked transfer order, applied once per event id by the sync push
 * (docs/architecture.md#push) through the same service as SavePalletInfo: the pallets get their pallet
 * codes, the order is palletised, and pallets built and labels applied are recorded as billable facts.
 * An order no longer picking is refused with its number and status.
 */
export const transferPalletEventHandlers: Record<TransferPalletEventType, EventHandler> = {
  'transferPallet.save': {
    mode: 'sql',
    payload: transferPalletEventPayloads['transferPallet.save'],
    functionPoint: 'transship:pallet:save',
    apply: async (tx, principal, payload, event) => {
      const saved = await transferPalletsService.save(
        tx,
        principal,
        transferPalletEventPayloads['transferPallet.save'].parse(payload),
        event.occurredAt,
      );
      return { transID: saved.transID, state: saved.state, palletNum: saved.palletNum };
    },
  },
};
