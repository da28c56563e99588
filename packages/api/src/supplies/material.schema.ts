import { z } from 'zod';
import { pageOf, pageQuery } from '../core/page-query.ts';
import {
  countSchema,
  money2Schema,
  optionalText,
  quantitySchema,
  symbolCodeSchema,
  textSchema,
  warningRatioSchema,
} from '../products/field-rules.ts';

export const MATERIAL_TYPES = ['carton', 'tape', 'label', 'pallet', 'filler', 'other'] as const;
/** in: stocked in; use: consumed; damage: reported damaged; adjust: count corrected; import: sheet. */
export const MATERIAL_EVENT_TYPES = ['in', 'use', 'damage', 'adjust', 'import'] as const;

const editable = {
  materialName: textSchema(100).min(1),
  materialType: z.enum(MATERIAL_TYPES).default('other'),
  unitPrice: money2Schema,
  supplier: optionalText(100),
  batchNo: optionalText(50),
  remark: optionalText(300),
};

export const materialCreateSchema = z.object({
  warehouseId: z.uuid(),
  materialCode: symbolCodeSchema,
  quantity: countSchema.default(0),
  warningRatio: warningRatioSchema.default(20),
  ...editable,
});
export const materialUpdateSchema = z.object({ id: z.uuid(), ...editable });
export const materialCodeUpdateSchema = z.object({ id: z.uuid(), materialCode: symbolCodeSchema });
export const materialWarningSchema = z.object({ id: z.uuid(), warningRatio: warningRatioSchema });
export const materialMoveSchema = z.object({
  id: z.uuid(),
  quantity: quantitySchema,
  remark: optionalText(300),
});
export const materialStockInSchema = materialMoveSchema.extend({
  unitPrice: money2Schema.optional(),
  batchNo: optionalText(50),
  supplier: optionalText(100),
});

export const materialSchema = z.object({
  id: z.uuid(),
  warehouseId: z.uuid(),
  warehouseName: z.string(),
  materialCode: z.string(),
  materialName: z.string(),
  materialType: z.enum(MATERIAL_TYPES),
  unitPrice: z.number(),
  quantity: z.number().int(),
  supplier: z.string().nullable(),
  batchNo: z.string().nullable(),
  /** When the material was last stocked in. */
  storageTime: z.string().nullable(),
  warningRatio: z.number().int(),
  /** The quantity at or below which the low-stock alert shows: ratio % of the stock after the last stock-in. */
  warningValue: z.number().int(),
  isLow: z.boolean(),
  remark: z.string().nullable(),
  createdTime: z.string(),
});
export type Material = z.infer<typeof materialSchema>;

export const materialListQuery = pageQuery({
  warehouseId: z.uuid().optional(),
  keyword: z.string().trim().max(100).optional(),
  materialType: z.enum(MATERIAL_TYPES).optional(),
  onlyLow: z.boolean().optional(),
});
export const materialPageSchema = pageOf(materialSchema);

export const materialLogSchema = z.object({
  id: z.uuid(),
  materialId: z.uuid(),
  materialCode: z.string(),
  materialName: z.string(),
  warehouseName: z.string(),
  eventType: z.enum(MATERIAL_EVENT_TYPES),
  before: z.number().int(),
  change: z.number().int(),
  after: z.number().int(),
  remark: z.string().nullable(),
  createdTime: z.string(),
});
export const materialLogQuery = pageQuery({
  materialId: z.uuid().optional(),
  warehouseId: z.uuid().optional(),
  eventType: z.enum(MATERIAL_EVENT_TYPES).optional(),
});
export const materialLogPageSchema = pageOf(materialLogSchema);

export const materialTrendQuery = z.object({
  id: z.uuid(),
  days: z.union([z.literal(7), z.literal(15), z.literal(30), z.literal(90)]).default(30),
});
export const materialTrendSchema = z.array(
  z.object({
    date: z.string(),
    in: z.number().int(),
    use: z.number().int(),
    damage: z.number().int(),
    balance: z.number().int(),
  }),
);

export const materialWarningListSchema = z.object({
  /** "Supplies running out, please replenish in time", in the caller's language; empty when none is low. */
  message: z.string(),
  items: z.array(materialSchema),
});
