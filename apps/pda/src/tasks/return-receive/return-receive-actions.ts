import { canReturn, ErrorCode, RETURN_PHOTO_MAX, returnEventPayloads, uuidv7 } from '@wms/api/pda';
import type { LocalPhoto, LocalReturn, PdaDb } from '../../db/pda-db.ts';
import { codeKey, piecesOf } from '../../scan/codes.ts';
import { LocalRefusal } from '../../sync/local-refusal.ts';
import { recordEvent } from '../../sync/outbox.ts';

export type Condition = 'good' | 'damaged';
/** Units counted per product id. */
export type Counts = Record<string, { good: number; damaged: number }>;
/** A photo taken for the receipt in progress, not yet queued. */
export interface TakenPhoto {
  id: string;
  name: string;
  data: ArrayBuffer;
}

export const totals = (counts: Counts) =>
  Object.values(counts).reduce((sum, c) => ({ good: sum.good + c.good, damaged: sum.damaged + c.damaged }), {
    good: 0,
    damaged: 0,
  });

/** Return receiving on the device: find the parcel by its tracking number, count its products, queue it. */
export function returnReceiveActions(db: PdaDb) {
  return {
    async find(code: string): Promise<LocalReturn> {
      const found = await db.returns.where('trackingKey').equals(codeKey(code)).toArray();
      const open = found.find((r) => canReturn(r.status, 'receive') && !r.received);
      if (open) return open;
      if (found[0]) throw new LocalRefusal(ErrorCode.returnAlreadyReceived, { returnNo: found[0].returnNo });
      throw new LocalRefusal(ErrorCode.returnTrackingUnknown, { code: code.trim() });
    },

    /** One scan of a product of the return: counts its pieces (a carton counts cartonRate) as `condition`. */
    count(ret: LocalReturn, counts: Counts, code: string, condition: Condition): Counts {
      for (const { product } of ret.items) {
        const pieces = piecesOf(product, code);
        if (pieces === null) continue;
        const now = counts[product.productId] ?? { good: 0, damaged: 0 };
        return { ...counts, [product.productId]: { ...now, [condition]: now[condition] + pieces } };
      }
      throw new LocalRefusal(ErrorCode.returnReceiptMismatch, {
        productNo: code.trim(),
        returnNo: ret.returnNo,
      });
    },

    /**
     * Queues the receipt with its photos in one transaction: the return turns received on the device, the
     * photos wait to upload, and the event names them by id.
     */
    async confirm(returnId: string, counts: Counts, photos: TakenPhoto[]) {
      const sum = totals(counts);
      if (sum.good + sum.damaged === 0) throw new LocalRefusal(ErrorCode.returnNothingCounted);
      const ret = await db.returns.get(returnId);
      if (!ret) throw new LocalRefusal(ErrorCode.returnNotFound);
      const payload = returnEventPayloads['return.receive'].parse({
        id: returnId,
        items: ret.items.map(({ product }) => ({
          productId: product.productId,
          goodQty: counts[product.productId]?.good ?? 0,
          damagedQty: counts[product.productId]?.damaged ?? 0,
        })),
        photos: photos.slice(0, RETURN_PHOTO_MAX).map((p) => p.id),
      });
      const takenAt = new Date().toISOString();
      await recordEvent(db, [db.returns, db.photos], 'return.receive', payload, async () => {
        const fresh = await db.returns.get(returnId);
        if (!fresh || fresh.received || !canReturn(fresh.status, 'receive'))
          throw new LocalRefusal(ErrorCode.returnAlreadyReceived, { returnNo: ret.returnNo });
        await db.returns.update(returnId, { received: true });
        await db.photos.bulkAdd(
          photos
            .slice(0, RETURN_PHOTO_MAX)
            .map((p): LocalPhoto => ({ ...p, returnId, state: 'pending', takenAt })),
        );
      });
      return { ret, ...sum };
    },
  };
}

/** A photo id made on the device, so its upload is stored once however often it is sent. */
export const newPhotoId = () => uuidv7();
