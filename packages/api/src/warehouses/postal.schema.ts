import { z } from 'zod';
import { pageOf, pageQuery } from '../core/page-query.ts';
import { TERRITORIES } from './warehouse.schema.ts';

/** A US postal code with its region (zipCode import kind). */
export const postalCodeSchema = z.object({
  id: z.uuid(),
  country: z.string(),
  postcode: z.string(),
  state: z.string(),
  city: z.string().nullable(),
  territory: z.enum(TERRITORIES),
});

/** A zone partition of one warehouse: destination postcodes from start to end fall in `zone` (zone kind). */
export const warehouseZoneSchema = z.object({
  id: z.uuid(),
  warehouseId: z.uuid(),
  postcodeStart: z.string(),
  postcodeEnd: z.string(),
  zone: z.string(),
});

export const postalCodeListQuery = pageQuery({
  postcode: z.string().trim().max(15).optional(),
  state: z.string().trim().max(50).optional(),
  territory: z.enum(TERRITORIES).optional(),
});
export const postalCodePageSchema = pageOf(postalCodeSchema);

export const zoneListQuery = pageQuery({
  warehouseId: z.uuid(),
  postcode: z.string().trim().max(15).optional(),
});
export const zonePageSchema = pageOf(warehouseZoneSchema);
