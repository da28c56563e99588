import { z } from 'zod';
import { peakSeasonSchema } from './quotation.schema.ts';

/**
 * A customer's peak-season configuration: the windows of the quotation version in force today, and the
 * contract it belongs to. Saving makes a new version from a date on, the rest of the prices unchanged.
 */
export const peakSeasonConfigSchema = z.object({
  customerId: z.uuid(),
  customerCode: z.string(),
  contractId: z.uuid().nullable(),
  contractNo: z.string().nullable(),
  quotationId: z.uuid().nullable(),
  version: z.number().int().nullable(),
  effectiveFrom: z.string().nullable(),
  peakSeason: z.array(peakSeasonSchema),
});
export type PeakSeasonConfig = z.infer<typeof peakSeasonConfigSchema>;

export const peakSeasonConfigInput = z.object({
  customerId: z.uuid(),
  effectiveFrom: z.iso.date(),
  peakSeason: z.array(peakSeasonSchema).max(10),
});
