import {
  ErrorCode,
  type PalletEventPayload,
  type PalletEventType,
  palletEventPayloads,
  scanRefusal,
  uuidv7,
} from '@wms/api/pda';
import type { LocalPallet, OutboxEvent, PdaDb } from '../../db/pda-db.ts';
import { codeKey } from '../../scan/codes.ts';
import { LocalRefusal } from '../../sync/local-refusal.ts';
import { recordEvent } from '../../sync/outbox.ts';
import { applyPalletEvent, palletTables } from './pallet-local.ts';

/** The code is some product's carton barcode, as far as the device's stock cache knows. */
async function isSkuCarton(db: PdaDb, code: string): Promise<boolean> {
  const key = codeKey(code);
  const rows = await db.stock.where('codes').equals(key).limit(20).toArray();
  return rows.some((r) => r.product.cartonBarcode && codeKey(r.product.cartonBarcode) === key);
}

/** A pallet that still takes scans, as far as the device knows. */
function assertOpen(pallet: LocalPallet | undefined, palletCode: string): LocalPallet {
  if (!pallet) throw new LocalRefusal(ErrorCode.palletNotFound, { palletCode });
  const refusal = scanRefusal(pallet.status);
  if (refusal) throw new LocalRefusal(refusal, { palletCode });
  return pallet;
}

/** Pallet scans: checked against the device's copy, then queued with their local effect in one transaction. */
export function palletActions(db: PdaDb) {
  async function record<T extends PalletEventType>(
    type: T,
    raw: PalletEventPayload<T>,
    check: (payload: PalletEventPayload<T>) => Promise<void>,
  ): Promise<OutboxEvent> {
    const parsed = palletEventPayloads[type].safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new LocalRefusal(ErrorCode.validation, {
        field: issue?.path.join('.') ?? '',
        reason: issue?.message ?? '',
      });
    }
    const payload = parsed.data as PalletEventPayload<T>;
    return recordEvent(db, palletTables(db), type, payload, async (event) => {
      await check(payload);
      await applyPalletEvent(db, { type, payload, createdAt: event.createdAt });
      if (type === 'pallet.open') await db.meta.put({ key: 'currentPallet', value: payload.palletCode });
      if (type === 'pallet.close') await db.meta.put({ key: 'currentPallet', value: null });
    });
  }

  const pallet = (code: string) => db.pallets.get(code);

  return {
    open: (palletCode: string) =>
      record('pallet.open', { palletCode }, async (p) => {
        const known = await pallet(p.palletCode);
        if (known) assertOpen(known, p.palletCode);
      }),
    addCarton: async (palletCode: string, cartonNo: string) => {
      // A product's carton barcode is on every carton of it: each scan is one more carton of that SKU.
      // (Read before the scan's transaction, which holds the pallet tables only.)
      const sku = await isSkuCarton(db, cartonNo);
      return record('pallet.addCarton', { palletCode, cartonNo, lineId: uuidv7() }, async (p) => {
        assertOpen(await pallet(p.palletCode), p.palletCode);
        if (sku) return;
        const same = await db.palletLines.where('palletCode').equals(p.palletCode).toArray();
        if (same.some((l) => !l.removed && l.cartonNo === p.cartonNo))
          throw new LocalRefusal(ErrorCode.palletCartonOnPallet, {
            cartonNo: p.cartonNo,
            palletCode: p.palletCode,
          });
      });
    },
    addProduct: (palletCode: string, productNo: string, qty: number) =>
      record('pallet.addProduct', { palletCode, productNo, qty, lineId: uuidv7() }, async (p) => {
        assertOpen(await pallet(p.palletCode), p.palletCode);
      }),
    removeLine: (palletCode: string, lineId: string) =>
      record('pallet.removeLine', { palletCode, lineId }, async (p) => {
        assertOpen(await pallet(p.palletCode), p.palletCode);
        const line = await db.palletLines.get(p.lineId);
        if (!line || line.removed || line.palletCode !== p.palletCode)
          throw new LocalRefusal(ErrorCode.palletLineNotFound, { palletCode: p.palletCode });
      }),
    close: (palletCode: string) =>
      record('pallet.close', { palletCode }, async (p) => {
        const open = assertOpen(await pallet(p.palletCode), p.palletCode);
        if (open.cartonQty + open.productQty === 0)
          throw new LocalRefusal(ErrorCode.palletEmpty, { palletCode: p.palletCode });
      }),
  };
}
export type PalletActions = ReturnType<typeof palletActions>;
