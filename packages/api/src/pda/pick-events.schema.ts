import { z } from 'zod';

const qty = z.number().int().min(1).max(99_999);

/**
 * The PDA's pick events (docs/architecture.md#pda-sync). The device validates a payload with the same schema
 * before queueing and the server before applying. A list is checked out (leased) before its lines are picked.
 */
export const pickEventPayloads = {
  'pick.checkOut': z.object({ pickListId: z.uuid() }),
  'pick.confirm': z.object({
    pickListId: z.uuid(),
    lineId: z.uuid(),
    locationId: z.uuid(),
    qty,
    /** What was scanned: a product code, or a carton barcode counting cartonRate pieces. */
    code: z.string().trim().min(1).max(64),
  }),
  /** UpdateOutOfStock from the floor: the line is short and its order goes out of stock. */
  'pick.outOfStock': z.object({ pickListId: z.uuid(), lineId: z.uuid() }),
} as const;

export type PickEventType = keyof typeof pickEventPayloads;
export type PickEventPayload<T extends PickEventType> = z.infer<(typeof pickEventPayloads)[T]>;

/** A product as the PDA resolves scans: its codes and how many pieces a carton holds. */
export const pdaProductSchema = z.object({
  productId: z.uuid(),
  productNo: z.string(),
  name: z.string(),
  upc: z.string().nullable(),
  productBarcode: z.string().nullable(),
  cartonBarcode: z.string().nullable(),
  cartonRate: z.number().int(),
});
export type PdaProduct = z.infer<typeof pdaProductSchema>;

export const pickLineSnapshotSchema = z.object({
  id: z.uuid(),
  seq: z.number().int(),
  orderNo: z.string(),
  locationId: z.uuid(),
  locationName: z.string(),
  qty: z.number().int(),
  pickedQty: z.number().int(),
  /** unPick | picking | picked | outOfStock */
  state: z.string(),
  product: pdaProductSchema,
});

/** A pick list the PDA caches: its lines in walking order with their products and locations. */
export const pickListSnapshotSchema = z.object({
  id: z.uuid(),
  pickListNo: z.string(),
  warehouseId: z.uuid(),
  /** unPick | picking | picked | cancelled; a list no longer mine comes back with `mine: false`. */
  state: z.string(),
  mine: z.boolean(),
  pickerId: z.uuid().nullable(),
  /** Who holds the list's lease, if anybody. */
  leaseUserId: z.uuid().nullable(),
  leaseUserName: z.string().nullable(),
  /** The caller holds the lease. */
  leasedByMe: z.boolean(),
  totalQty: z.number().int(),
  pickedQty: z.number().int(),
  walkDistance: z.number(),
  updatedAt: z.string(),
  lines: z.array(pickLineSnapshotSchema),
});
export type PickListSnapshot = z.infer<typeof pickListSnapshotSchema>;
