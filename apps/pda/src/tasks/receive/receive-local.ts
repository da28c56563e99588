import {
  allShelved,
  type InboundLineSnapshot,
  type PdaProduct,
  type ReceivingEventPayload,
  uuidv7,
} from '@wms/api/pda';
import type { LocalInbound } from '../../db/pda-db.ts';
import { codeKey, productCodes } from '../../scan/codes.ts';

/** The line of a container a scanned code names, if any. */
export const lineOfCode = (inbound: LocalInbound, code: string): InboundLineSnapshot | undefined => {
  const key = codeKey(code);
  return inbound.lines.find((l) => productCodes(l.product).includes(key));
};

/** A line for an unexpected SKU counted before the server knows it (the pull replaces it). */
function unexpectedLine(inbound: LocalInbound, code: string, product?: PdaProduct): InboundLineSnapshot {
  return {
    id: uuidv7(),
    lineNo: Math.max(0, ...inbound.lines.map((l) => l.lineNo)) + 1,
    product: product ?? {
      productId: uuidv7(),
      productNo: code.trim(),
      name: '',
      upc: null,
      productBarcode: null,
      cartonBarcode: null,
      cartonRate: 1,
    },
    cartonCount: 0,
    qty: 0,
    receivedQty: 0,
    damagedQty: 0,
    receivedCartons: 0,
    shelvedQty: 0,
    unexpected: true,
    suggestedLocationId: null,
    suggestedLocationName: null,
  };
}

type Queued =
  | { type: 'inbound.receive'; payload: ReceivingEventPayload<'inbound.receive'> }
  | { type: 'inbound.finish'; payload: ReceivingEventPayload<'inbound.finish'> }
  | { type: 'inbound.putAway'; payload: ReceivingEventPayload<'inbound.putAway'> };

/**
 * What a queued event does to the device's copy, as the server will do it: `sign` 1 applies it (a scan,
 * or the pull laying queued scans over the server's copy), -1 takes it back (the server refused it).
 */
export function applyQueued(inbound: LocalInbound, event: Queued, sign: 1 | -1): LocalInbound {
  const next: LocalInbound = { ...inbound, lines: inbound.lines.map((l) => ({ ...l })) };
  if (event.type === 'inbound.receive') {
    const p = event.payload;
    let line = lineOfCode(next, p.code);
    if (!line && sign < 0) return next;
    if (!line) {
      line = unexpectedLine(next, p.code);
      next.lines.push(line);
    }
    line.receivedQty += sign * p.qty;
    line.damagedQty += sign * (p.damaged ? p.qty : 0);
    line.receivedCartons += sign * p.cartons;
    if (line.unexpected && line.receivedQty <= 0) next.lines = next.lines.filter((l) => l !== line);
    if (sign > 0) Object.assign(next, { status: 'delivered', receiptState: 'partlyReceived' });
    return next;
  }
  if (event.type === 'inbound.finish') {
    return sign > 0
      ? { ...next, status: 'emptyContainer', receiptState: 'received' }
      : { ...next, status: 'delivered', receiptState: 'partlyReceived' };
  }
  const line = next.lines.find((l) => l.id === event.payload.lineId);
  if (!line) return next;
  line.shelvedQty += sign * event.payload.qty;
  if (sign > 0 && allShelved(next.lines)) next.status = 'shelved';
  if (sign < 0 && next.status === 'shelved') next.status = 'emptyContainer';
  return next;
}

export const isInboundEvent = (type: string): type is Queued['type'] => type.startsWith('inbound.');
export type { Queued };
