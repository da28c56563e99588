import { z } from 'zod';
import { pageOf, pageQuery } from '../core/page-query.ts';
import { LIMITS } from '../products/field-rules.ts';

/** Storage classes of a location; a product's `locationType` names the class it belongs in. */
export const LOCATION_TYPES = ['shelf', 'pallet', 'floor', 'temporary', 'defective', 'receiving'] as const;
/** Which side of its aisle a location faces (docs/decisions.md: the picking-route coordinate model). */
export const DIRECTIONS = ['left', 'right'] as const;

const coordinate = z
  .number()
  .int('masterdata:rule.coordinate')
  .min(0, 'masterdata:rule.coordinate')
  .max(9999);
const locationName = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,30}$/, 'masterdata:rule.locationName');

export const locationFields = {
  warehouseId: z.uuid(),
  locationName,
  /** Aisle. */
  channelNum: coordinate.nullish(),
  row: coordinate.nullish(),
  column: coordinate.nullish(),
  /** Level. */
  high: coordinate.nullish(),
  direction: z.enum(DIRECTIONS).nullish(),
  locationType: z.enum(LOCATION_TYPES).default('shelf'),
  pickOrder: z.number().int().min(0).max(99_999_999).nullish(),
  isDisabled: z.boolean().default(false),
};
export const locationInputSchema = z.object(locationFields);
export const locationUpdateSchema = z.object({ id: z.uuid(), ...locationFields });

export const locationSchema = z.object({
  id: z.uuid(),
  warehouseId: z.uuid(),
  warehouseName: z.string(),
  locationName: z.string(),
  channelNum: z.number().int().nullable(),
  row: z.number().int().nullable(),
  column: z.number().int().nullable(),
  high: z.number().int().nullable(),
  direction: z.enum(DIRECTIONS).nullable(),
  locationType: z.enum(LOCATION_TYPES),
  pickOrder: z.number().int().nullable(),
  isDisabled: z.boolean(),
  createdTime: z.string(),
});
export type Location = z.infer<typeof locationSchema>;

/**
 * Bulk creation: one location per row × column (× level) of the grid, named
 * `<prefix><row>-<column>-<level>` with two-digit parts, e.g. `A01-03-02`.
 */
export const bulkLocationSchema = z
  .object({
    warehouseId: z.uuid(),
    prefix: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]{0,8}$/, 'masterdata:rule.locationName'),
    channelNum: coordinate.nullish(),
    startRow: coordinate,
    endRow: coordinate,
    startColumn: coordinate,
    endColumn: coordinate,
    startHigh: coordinate.default(1),
    endHigh: coordinate.default(1),
    direction: z.enum(DIRECTIONS).nullish(),
    locationType: z.enum(LOCATION_TYPES).default('shelf'),
  })
  .refine((v) => v.endRow >= v.startRow, { message: 'masterdata:rule.range', path: ['endRow'] })
  .refine((v) => v.endColumn >= v.startColumn, { message: 'masterdata:rule.range', path: ['endColumn'] })
  .refine((v) => v.endHigh >= v.startHigh, { message: 'masterdata:rule.range', path: ['endHigh'] })
  .refine(
    (v) =>
      (v.endRow - v.startRow + 1) * (v.endColumn - v.startColumn + 1) * (v.endHigh - v.startHigh + 1) <=
      LIMITS.bulkLocationsMax,
    { message: 'masterdata:rule.bulkMax', path: ['endRow'] },
  );

export const locationListQuery = pageQuery({
  warehouseId: z.uuid().optional(),
  locationName: z.string().trim().max(30).optional(),
  locationType: z.enum(LOCATION_TYPES).optional(),
  channelNum: z.number().int().optional(),
  isDisabled: z.boolean().optional(),
});
export const locationPageSchema = pageOf(locationSchema);

export const locationOptionSchema = z.object({
  id: z.uuid(),
  locationName: z.string(),
  locationType: z.enum(LOCATION_TYPES),
});
