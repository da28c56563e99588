import { z } from 'zod';
import { pdaProductSchema } from '../pda/pick-events.schema.ts';
import { returnStatusSchema } from './return-status.ts';

/**
 * A return as the PDA caches it for receiving: found by the tracking number on the parcel, with the
 * products announced. Returns the device may no longer receive come down too, so it drops them.
 */
export const returnSnapshotSchema = z.object({
  id: z.uuid(),
  returnNo: z.string(),
  trackingNo: z.string(),
  warehouseId: z.uuid(),
  customerCode: z.string().nullable(),
  status: returnStatusSchema,
  returnRemarks: z.string().nullable(),
  items: z.array(z.object({ quantity: z.number().int(), product: pdaProductSchema })),
  updatedAt: z.string(),
});
export type ReturnSnapshot = z.infer<typeof returnSnapshotSchema>;

/** A receipt photo is a jpeg or png of at most 5 MB. */
export const RETURN_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const RETURN_PHOTO_MAX = 9;

/**
 * One receipt photo. The id is made on the device when the photo is taken, so an upload resent after a
 * lost answer stores the file once.
 */
export const returnPhotoInput = z.object({
  id: z.uuid(),
  fileName: z
    .string()
    .min(1)
    .max(200)
    .regex(/\.(png|jpe?g)$/i, 'returns:photoFormat'),
  content: z.base64().max(Math.ceil((RETURN_PHOTO_MAX_BYTES * 4) / 3) + 4, 'returns:photoTooLarge'),
});
