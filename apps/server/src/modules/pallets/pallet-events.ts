import {
  ErrorCode,
  type PalletEventPayload,
  type PalletEventType,
  type PalletStatus,
  palletEventPayloads,
  scanRefusal,
} from '@wms/api';
import { BizError } from '../../platform/errors.ts';
import {
  EventConflict,
  type EventHandler,
  type EventMeta,
  type UnitKind,
} from '../../platform/sync/event-handlers.ts';
import { PalletBook, type PalletRecord } from './pallet-book.ts';

/** Recording pallet scans on the PDA. */
export const PALLET_SCAN_POINT = 'pda:pallet:scan';

const book: UnitKind<PalletBook> = {
  name: 'pallets',
  create: (tx, principal) => new PalletBook(tx, principal),
};

/** A pallet that still takes cartons and products: in use. Used (closed) and finished ones refuse. */
function openPallet(b: PalletBook, palletCode: string): PalletRecord {
  const pallet = b.pallet(palletCode);
  const refusal = scanRefusal(pallet.status as PalletStatus);
  if (refusal) throw new BizError(refusal, { palletCode });
  return pallet;
}

function assertNewLine(b: PalletBook, lineId: string) {
  if (b.line(lineId)) throw new BizError(ErrorCode.palletLineExists);
}

function line(
  b: PalletBook,
  pallet: PalletRecord,
  event: EventMeta,
  fields: {
    id: string;
    kind: string;
    qty: number;
    cartonNo?: string;
    productNo?: string;
    productId?: string;
  },
) {
  const userId = b.principal.userId;
  return {
    tenantId: b.principal.tenantId,
    palletId: pallet.id,
    scannedAt: event.occurredAt,
    eventId: event.eventId,
    createdBy: userId,
    updatedBy: userId,
    ...fields,
  };
}

const rules: { [T in PalletEventType]: (b: PalletBook, p: PalletEventPayload<T>, e: EventMeta) => void } = {
  'pallet.open': (b, { palletCode }, event) => {
    const pallet = openPallet(b, palletCode);
    b.change(pallet, { pickerId: b.principal.userId, openedAt: pallet.openedAt ?? event.occurredAt });
  },
  'pallet.addCarton': (b, { palletCode, lineId, cartonNo }, event) => {
    const pallet = openPallet(b, palletCode);
    assertNewLine(b, lineId);
    // A product's carton barcode is on every carton of that product: each scan is one more carton of it.
    const sku = b.skuCarton(cartonNo);
    if (sku) {
      b.addLine(pallet, line(b, pallet, event, { id: lineId, kind: 'carton', qty: 1, cartonNo, ...sku }));
      return;
    }
    const placed = b.placement(cartonNo);
    if (placed?.palletId === pallet.id)
      throw new BizError(ErrorCode.palletCartonOnPallet, { cartonNo, palletCode });
    if (placed) {
      const params = { cartonNo, otherPalletCode: placed.palletCode };
      throw new EventConflict(ErrorCode.palletCartonElsewhere, params, {
        ...params,
        otherLineId: placed.lineId,
      });
    }
    b.addLine(pallet, line(b, pallet, event, { id: lineId, kind: 'carton', qty: 1, cartonNo }));
  },
  'pallet.addProduct': (b, { palletCode, lineId, productNo, productId, qty }, event) => {
    const pallet = openPallet(b, palletCode);
    assertNewLine(b, lineId);
    b.addLine(pallet, line(b, pallet, event, { id: lineId, kind: 'product', qty, productNo, productId }));
  },
  'pallet.removeLine': (b, { palletCode, lineId }, event) => {
    const pallet = openPallet(b, palletCode);
    const found = b.line(lineId);
    if (!found || found.palletId !== pallet.id || found.deletedAt)
      throw new BizError(ErrorCode.palletLineNotFound, { palletCode });
    b.removeLine(pallet, found, event.occurredAt);
  },
  'pallet.close': (b, { palletCode }, event) => {
    const pallet = b.pallet(palletCode);
    if (pallet.status === 'finished') throw new BizError(ErrorCode.palletFinished, { palletCode });
    if (pallet.status === 'used') throw new BizError(ErrorCode.palletAlreadyClosed, { palletCode });
    if (pallet.cartonQty + pallet.productQty === 0) throw new BizError(ErrorCode.palletEmpty, { palletCode });
    b.change(pallet, { status: 'used', closedAt: event.occurredAt });
  },
};

function handler<T extends PalletEventType>(type: T): EventHandler {
  return {
    mode: 'unit',
    unit: book,
    payload: palletEventPayloads[type],
    functionPoint: PALLET_SCAN_POINT,
    apply: rules[type],
  } as unknown as EventHandler;
}

/** The pallet event types for the sync registry. */
export const palletEventHandlers: Record<PalletEventType, EventHandler> = {
  'pallet.open': handler('pallet.open'),
  'pallet.addCarton': handler('pallet.addCarton'),
  'pallet.addProduct': handler('pallet.addProduct'),
  'pallet.removeLine': handler('pallet.removeLine'),
  'pallet.close': handler('pallet.close'),
};
