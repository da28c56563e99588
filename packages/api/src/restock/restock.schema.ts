import { z } from 'zod';
import { pageOf, pageQuery } from '../core/page-query.ts';

/** A restock line waits to be shelved (put on a location), then is shelved or cancelled. */
export const RESTOCK_STATES = ['toBeShelved', 'shelved', 'cancelled'] as const;

export const restockSchema = z.object({
  id: z.uuid(),
  restockNo: z.string(),
  warehouseId: z.uuid(),
  warehouseName: z.string(),
  customerId: z.uuid(),
  customerCode: z.string(),
  productId: z.uuid(),
  productNo: z.string(),
  quantity: z.number().int(),
  shelvedQty: z.number().int(),
  /** Suggested location, if any. */
  locationName: z.string().nullable(),
  sourceNo: z.string().nullable(),
  sourceModule: z.string().nullable(),
  state: z.enum(RESTOCK_STATES),
  createdTime: z.string(),
});

export const restockListQuery = pageQuery({
  warehouseId: z.uuid().optional(),
  customerId: z.uuid().optional(),
  state: z.enum(RESTOCK_STATES).optional(),
  productNos: z.string().max(4000).optional(),
  sourceNo: z.string().trim().max(50).optional(),
});
export const restockPageSchema = pageOf(restockSchema);
export type RestockRow = z.infer<typeof restockSchema>;
