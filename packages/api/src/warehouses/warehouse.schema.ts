import { z } from 'zod';
import { pageOf, pageQuery } from '../core/page-query.ts';
import { optionalText, positive2Schema, positiveIntSchema, textSchema } from '../products/field-rules.ts';
import { returnHandlingSchema } from '../returns/return-status.ts';

/** The three US regions of the header's clocks (east, central, west): a warehouse's territory. */
export const TERRITORIES = ['east', 'central', 'west'] as const;
/** Warehouse operation type ("WOpter"): run by the tenant, by a partner, or a platform's warehouse. */
export const WAREHOUSE_TYPES = ['selfOperated', 'partner', 'platform'] as const;
/** Operating state; `isDisabled` is the separate enable switch (GetWOpterEnableEnum). */
export const WAREHOUSE_STATES = ['operating', 'suspended'] as const;
/** The picking routes (docs/architecture.md#picking-routes). */
export const PICKING_ROUTES = ['S', 'Z', 'optimal'] as const;
export const PRIORITY_AXES = ['row', 'column', 'high'] as const;
export const QUANTITY_RULES = ['fewFirst', 'manyFirst'] as const;
export const AGE_RULES = ['oldestFirst', 'none'] as const;

/** Warehouse configuration: picking route and allocation rules. */
export const warehouseConfigSchema = z.object({
  pickingRoute: z.enum(PICKING_ROUTES).default('S'),
  priorityBy: z.enum(PRIORITY_AXES).nullable().default(null),
  inventoryAge: z.enum(AGE_RULES).default('oldestFirst'),
  quantityRule: z.enum(QUANTITY_RULES).nullable().default(null),
  priorityLocationIds: z.array(z.uuid()).max(1000).default([]),
  shieldedLocationIds: z.array(z.uuid()).max(1000).default([]),
  /** The handling the warehouse applies to a return left without a customer choice for receiptDay days. */
  returnHandling: z
    .object({
      good: returnHandlingSchema.default('putAway'),
      damaged: returnHandlingSchema.default('destroy'),
    })
    .default({ good: 'putAway', damaged: 'destroy' }),
});
export type WarehouseConfig = z.infer<typeof warehouseConfigSchema>;
export const DEFAULT_WAREHOUSE_CONFIG: WarehouseConfig = warehouseConfigSchema.parse({});

const dayCount = z.number().int('masterdata:rule.positiveInt').min(0).max(3650);

export const warehouseFields = {
  name: textSchema(100).min(1),
  shortName: textSchema(30).min(1),
  warehouseKey: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{2,20}$/, 'masterdata:rule.warehouseKey'),
  contact: optionalText(50),
  contactPhone: optionalText(30),
  country: textSchema(2).min(2).default('US'),
  province: optionalText(50),
  city: optionalText(50),
  street: optionalText(200),
  postcode: optionalText(15),
  territory: z.enum(TERRITORIES).nullish(),
  shelfSqmAvg: positive2Schema.nullish(),
  unitStorageCapacity: positive2Schema.nullish(),
  type: z.enum(WAREHOUSE_TYPES).default('selfOperated'),
  state: z.enum(WAREHOUSE_STATES).default('operating'),
  isDisabled: z.boolean().default(false),
  /** Capacity warning threshold, a positive integer. */
  warningQuantity: positiveIntSchema.nullish(),
  receiptDay: dayCount.default(7),
  abnormalDay: dayCount.default(30),
  /** Order limit per pick list. */
  pickListOrderLimit: positiveIntSchema.max(1000, 'masterdata:rule.positiveInt').default(50),
  config: warehouseConfigSchema.default(DEFAULT_WAREHOUSE_CONFIG),
};

export const warehouseInputSchema = z.object(warehouseFields);
export const warehouseUpdateSchema = z.object({ id: z.uuid(), ...warehouseFields });

export const warehouseSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  shortName: z.string(),
  warehouseKey: z.string(),
  contact: z.string().nullable(),
  contactPhone: z.string().nullable(),
  country: z.string(),
  province: z.string().nullable(),
  city: z.string().nullable(),
  street: z.string().nullable(),
  postcode: z.string().nullable(),
  territory: z.enum(TERRITORIES).nullable(),
  shelfSqmAvg: z.number().nullable(),
  unitStorageCapacity: z.number().nullable(),
  type: z.enum(WAREHOUSE_TYPES),
  state: z.enum(WAREHOUSE_STATES),
  isDisabled: z.boolean(),
  warningQuantity: z.number().int().nullable(),
  receiptDay: z.number().int(),
  abnormalDay: z.number().int(),
  pickListOrderLimit: z.number().int(),
  locationCount: z.number().int(),
  createdTime: z.string(),
  updatedTime: z.string(),
});
export type Warehouse = z.infer<typeof warehouseSchema>;
export const warehouseWithConfigSchema = warehouseSchema.extend({ config: warehouseConfigSchema });

export const warehouseListQuery = pageQuery({
  keyword: z.string().trim().max(100).optional(),
  territory: z.enum(TERRITORIES).optional(),
  type: z.enum(WAREHOUSE_TYPES).optional(),
  isDisabled: z.boolean().optional(),
});
export const warehousePageSchema = pageOf(warehouseSchema);

/** `{ warehouseId, warehouseName }`: the shape the shell's selectors use. */
export const warehouseOptionSchema = z.object({
  warehouseId: z.uuid(),
  warehouseName: z.string(),
  warehouseKey: z.string(),
});

export const enumOptionSchema = z.object({ value: z.string(), label: z.string() });

export const countryConfigSchema = z.object({
  country: z.string(),
  nameCn: z.string(),
  nameEn: z.string(),
  territories: z.array(enumOptionSchema),
  /** The unit conversion. */
  cmPerInch: z.number(),
  lbPerKg: z.number(),
  defaultDivisor: z.number(),
});
