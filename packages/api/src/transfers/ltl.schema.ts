import { z } from 'zod';
import { pageOf, pageQuery } from '../core/page-query.ts';

/** An LTL packing is open until every order on it is delivered. */
export const ltlPackingStates = ['open', 'delivered'] as const;
export const ltlPackingStateSchema = z.enum(ltlPackingStates);
export const LTL_ORDERS_MAX = 50;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'transfer:rule.textLength')
    .nullish()
    .transform((v) => v || null);

/** CreatePacking: palletised orders of one warehouse loaded on one LTL truck. */
export const ltlPackingCreateSchema = z.object({
  ids: z.array(z.uuid()).min(1).max(LTL_ORDERS_MAX),
  carrier: z.string().trim().min(1, 'transfer:rule.carrier').max(60, 'transfer:rule.carrier'),
  truckCompany: optionalText(60),
  remark: optionalText(500),
});
/** CreatePackingBatch: one LTL packing per order, all with the same carrier. */
export const ltlPackingBatchSchema = ltlPackingCreateSchema.omit({ remark: true });

export const ltlPackingOrderSchema = z.object({
  id: z.uuid(),
  transID: z.string(),
  customerCode: z.string(),
  platformCode: z.string().nullable(),
  toWarehouseName: z.string().nullable(),
  state: z.string(),
  palletNum: z.number().int(),
  cartons: z.number().int(),
  weight: z.number(),
});

export const ltlPackingSchema = z.object({
  id: z.uuid(),
  packingNo: z.string(),
  warehouseId: z.uuid(),
  fromWarehouse: z.string(),
  carrier: z.string(),
  truckCompany: z.string().nullable(),
  remark: z.string().nullable(),
  state: ltlPackingStateSchema,
  orderCount: z.number().int(),
  palletCount: z.number().int(),
  cartonCount: z.number().int(),
  /** kg, every pallet with its goods. */
  weight: z.number(),
  orders: z.array(ltlPackingOrderSchema),
  /** The orders' numbers, for the list. */
  transIDs: z.string(),
  createTime: z.string(),
});
export type LtlPacking = z.infer<typeof ltlPackingSchema>;

export const ltlPackingListQuery = pageQuery({
  state: ltlPackingStateSchema.optional(),
  warehouseId: z.uuid().optional(),
  /** Packing numbers or transfer numbers, comma- or line-separated. */
  keyword: z.string().trim().max(4000).optional(),
});
export const ltlPackingPageSchema = pageOf(ltlPackingSchema);

/** CreatePickingCount: palletised orders waiting for a packing, and packings open and delivered. */
export const ltlCountsSchema = z.object({
  waiting: z.number().int(),
  open: z.number().int(),
  delivered: z.number().int(),
});
