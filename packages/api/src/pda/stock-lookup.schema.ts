import { z } from 'zod';
import { pdaProductSchema } from './pick-events.schema.ts';

/** A location the PDA knows, for scanning it by name. */
export const pdaLocationSchema = z.object({
  id: z.uuid(),
  warehouseId: z.uuid(),
  locationName: z.string(),
  isDisabled: z.boolean(),
  updatedAt: z.string(),
});
export type PdaLocation = z.infer<typeof pdaLocationSchema>;

/** One stock row as the PDA caches it for lookups (product × location). */
export const pdaStockSchema = z.object({
  id: z.uuid(),
  warehouseId: z.uuid(),
  locationId: z.uuid(),
  locationName: z.string(),
  quantity: z.number().int(),
  available: z.number().int(),
  product: pdaProductSchema,
  updatedAt: z.string(),
});
export type PdaStock = z.infer<typeof pdaStockSchema>;
