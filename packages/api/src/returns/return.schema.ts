import { z } from 'zod';
import { pageOf, pageQuery } from '../core/page-query.ts';
import { type ReturnTab, returnHandlingSchema, returnStatusSchema, returnTabNames } from './return-status.ts';

/** Return product quantity: an integer greater than 0. */
const returnQuantity = z
  .number('returns:quantityInteger')
  .int('returns:quantityInteger')
  .positive('returns:quantityInteger')
  .max(100_000, 'returns:quantityInteger');
const count = z.number().int().min(0).max(100_000);

export const returnItemInput = z.object({ productId: z.uuid(), quantity: returnQuantity });

/** A product may appear once on a return (a duplicate is rejected). */
const distinctProducts = (items: readonly { productId: string }[], ctx: z.RefinementCtx) => {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    if (seen.has(item.productId))
      ctx.addIssue({ code: 'custom', message: 'returns:productDuplicate', path: [index, 'productId'] });
    seen.add(item.productId);
  });
};

const returnLines = z.array(returnItemInput).max(100).superRefine(distinctProducts);

/**
 * A return made on its own, or from one shipped order (`orderId`: warehouse and customer come from it).
 * A return of a known customer names at least one product; a parcel whose owner is unknown names none
 * (the server checks both: a customer's user never names its customer).
 */
export const returnCreateSchema = z.object({
  orderId: z.uuid().optional(),
  warehouseId: z.uuid().optional(),
  /** Left out by staff for a parcel whose owner is unknown: it waits in pendingClaim once received. */
  customerId: z.uuid().optional(),
  trackingNo: z.string().trim().min(1).max(60),
  returnRemarks: z.string().trim().max(500).optional(),
  items: returnLines.default([]),
});

/**
 * A customer claims a parcel nobody owned: it proves it knows the parcel by its tracking number and names
 * the products inside; staff claim for a customer they name. The parcel then goes back to be counted.
 */
export const returnClaimSchema = z.object({
  id: z.uuid(),
  customerId: z.uuid().optional(),
  trackingNo: z.string().trim().min(1).max(60),
  items: returnLines.min(1, 'returns:itemsRequired'),
});

/** What the warehouse counted in, per product: good and damaged units, and photos of the parcel. */
export const returnReceiveSchema = z.object({
  id: z.uuid(),
  /** Empty for a parcel of an unknown owner: it has no products until it is claimed. */
  items: z
    .array(z.object({ productId: z.uuid(), goodQty: count, damagedQty: count }))
    .max(100)
    .superRefine(distinctProducts)
    .default([]),
  photos: z.array(z.uuid()).max(9).default([]),
});

/** The handling of the good and of the damaged units; `locationId` overrides the suggested put-away location. */
export const returnHandleSchema = z.object({
  id: z.uuid(),
  good: returnHandlingSchema.optional(),
  damaged: returnHandlingSchema.optional(),
  locationId: z.uuid().optional(),
});

export const returnMoveSchema = z.object({
  id: z.uuid(),
  action: z.enum(['createLabel', 'dispatch', 'cancel', 'complete']),
});

export const returnItemSchema = z.object({
  productId: z.uuid(),
  productNo: z.string(),
  quantity: z.number().int(),
  goodQty: z.number().int().nullable(),
  damagedQty: z.number().int().nullable(),
  locationName: z.string().nullable(),
});

export const returnRowSchema = z.object({
  id: z.uuid(),
  returnNo: z.string(),
  orderId: z.uuid().nullable(),
  orderNo: z.string().nullable(),
  recordNo: z.string().nullable(),
  trackingNo: z.string(),
  warehouseId: z.uuid(),
  warehouseName: z.string(),
  customerId: z.uuid().nullable(),
  customerCode: z.string().nullable(),
  status: returnStatusSchema,
  itemQty: z.number().int(),
  returnRemarks: z.string().nullable(),
  receiptTime: z.string().nullable(),
  /** When the warehouse may choose the handling itself (receipt time + the warehouse's receiptDay). */
  handlingDue: z.string().nullable(),
  createdTime: z.string(),
});

export const returnDetailSchema = returnRowSchema.extend({
  originalTrackingNo: z.string().nullable(),
  size: z.string().nullable(),
  recipient: z.string().nullable(),
  address: z.string().nullable(),
  postalCode: z.string().nullable(),
  logistics: z.string().nullable(),
  freight: z.number().nullable(),
  photos: z.array(z.uuid()),
  /** The photos with their names and expiring links; GetDetail fills it (the screens show them). */
  photoFiles: z.array(z.object({ id: z.uuid(), name: z.string(), url: z.string() })).optional(),
  claimTime: z.string().nullable(),
  handling: z
    .object({ good: returnHandlingSchema.optional(), damaged: returnHandlingSchema.optional() })
    .nullable(),
  handledBy: z.enum(['customer', 'warehouse', 'auto']).nullable(),
  handledTime: z.string().nullable(),
  items: z.array(returnItemSchema),
});

export const returnListQuery = pageQuery({
  tab: z.enum(returnTabNames as [ReturnTab, ...ReturnTab[]]).default('all'),
  warehouseId: z.uuid().optional(),
  customerId: z.uuid().optional(),
  /** A return, order or tracking number. */
  keyword: z.string().trim().max(60).optional(),
});
export const returnPageSchema = pageOf(returnRowSchema);
export const returnTabCountsSchema = z.record(
  z.enum(returnTabNames as [ReturnTab, ...ReturnTab[]]),
  z.number().int(),
);

export type ReturnRow = z.infer<typeof returnRowSchema>;
export type ReturnDetail = z.infer<typeof returnDetailSchema>;
export type ReturnItem = z.infer<typeof returnItemSchema>;
export type ReturnCreate = z.input<typeof returnCreateSchema>;
export type ReturnClaim = z.input<typeof returnClaimSchema>;
