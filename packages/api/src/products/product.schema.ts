import { z } from 'zod';
import { pageOf, pageQuery } from '../core/page-query.ts';
import { LOCATION_TYPES } from '../locations/location.schema.ts';
import {
  cartonRateSchema,
  nameSchema,
  optionalBarcodeSchema,
  optionalText,
  positive2Schema,
  quantitySchema,
  skuSchema,
} from './field-rules.ts';

/** Single item, combination, combo combination (a combination that may hold combinations). */
export const PRODUCT_TYPES = ['single', 'combination', 'comboCombination'] as const;
/** Product attributes (System/RuleProductAttr): what carriers and packing need to know. */
export const PRODUCT_ATTRS = ['battery', 'liquid', 'powder', 'magnetic', 'fragile', 'oversize'] as const;

export const componentSchema = z.object({ productId: z.uuid(), quantity: quantitySchema });

const fields = {
  customerId: z.uuid(),
  productNo: skuSchema,
  nameCn: nameSchema,
  nameEn: nameSchema,
  upc: optionalBarcodeSchema,
  productBarcode: optionalBarcodeSchema,
  cartonBarcode: optionalBarcodeSchema,
  productType: z.enum(PRODUCT_TYPES).default('single'),
  categoryId: z.uuid().nullish(),
  locationType: z.enum(LOCATION_TYPES).nullish(),
  declarationAmount: positive2Schema,
  cartonRate: cartonRateSchema,
  length: positive2Schema,
  width: positive2Schema,
  height: positive2Schema,
  weight: positive2Schema,
  cartonLength: positive2Schema.nullish(),
  cartonWidth: positive2Schema.nullish(),
  cartonHeight: positive2Schema.nullish(),
  cartonWeight: positive2Schema.nullish(),
  remark: optionalText(500),
  attrs: z.array(z.enum(PRODUCT_ATTRS)).max(PRODUCT_ATTRS.length).default([]),
  components: z.array(componentSchema).max(50).default([]),
  /** A product larger than its outer box is saved only when the user confirmed the mismatch. */
  confirmSizeMismatch: z.boolean().default(false),
};

type ProductShape = { productType: string; components: { productId: string; quantity: number }[] };

/** A combination needs more than one piece in total; no component twice. */
function checkComponents(value: ProductShape, ctx: z.RefinementCtx) {
  if (value.productType === 'single') {
    if (value.components.length)
      ctx.addIssue({ code: 'custom', path: ['components'], message: 'masterdata:rule.singleNoComponents' });
    return;
  }
  const pieces = value.components.reduce((sum, c) => sum + c.quantity, 0);
  if (pieces < 2)
    ctx.addIssue({ code: 'custom', path: ['components'], message: 'masterdata:rule.combination' });
  const ids = value.components.map((c) => c.productId);
  if (new Set(ids).size !== ids.length)
    ctx.addIssue({ code: 'custom', path: ['components'], message: 'masterdata:rule.productDuplicate' });
}

export const productInputSchema = z.object(fields).superRefine(checkComponents);
export const productEditSchema = z.object({ id: z.uuid(), ...fields }).superRefine(checkComponents);
export type ProductInput = z.infer<typeof productInputSchema>;

/** The product, turned any way, must fit in its outer box. Sides sorted so orientation is free. */
export function productFitsBox(p: {
  length: number;
  width: number;
  height: number;
  cartonLength?: number | null;
  cartonWidth?: number | null;
  cartonHeight?: number | null;
}): boolean {
  if (!p.cartonLength || !p.cartonWidth || !p.cartonHeight) return true;
  const inner = [p.length, p.width, p.height].sort((a, b) => a - b);
  const outer = [p.cartonLength, p.cartonWidth, p.cartonHeight].sort((a, b) => a - b);
  return inner.every((side, i) => side <= outer[i]!);
}

const num = z.number();
export const productSchema = z.object({
  id: z.uuid(),
  customerId: z.uuid(),
  customerCode: z.string(),
  customerName: z.string(),
  productNo: z.string(),
  nameCn: z.string(),
  nameEn: z.string(),
  upc: z.string().nullable(),
  productBarcode: z.string().nullable(),
  cartonBarcode: z.string().nullable(),
  productType: z.enum(PRODUCT_TYPES),
  categoryId: z.uuid().nullable(),
  categoryName: z.string().nullable(),
  /** The category's zh and en names: lists show the one of the user's language. */
  categoryNameCn: z.string().nullable(),
  categoryNameEn: z.string().nullable(),
  locationType: z.enum(LOCATION_TYPES).nullable(),
  declarationAmount: num,
  cartonRate: z.number().int(),
  length: num,
  width: num,
  height: num,
  weight: num,
  cartonLength: num.nullable(),
  cartonWidth: num.nullable(),
  cartonHeight: num.nullable(),
  cartonWeight: num.nullable(),
  /** "L*W*H" in inches. */
  productSize: z.string(),
  outerBoxSize: z.string().nullable(),
  /** m³. */
  productCube: num,
  outerBoxCube: num.nullable(),
  remark: z.string().nullable(),
  attrs: z.array(z.enum(PRODUCT_ATTRS)),
  isDisabled: z.boolean(),
  components: z.array(componentSchema.extend({ productNo: z.string() })),
  createdTime: z.string(),
  updatedTime: z.string(),
});
export type Product = z.infer<typeof productSchema>;

export const productListQuery = pageQuery({
  customerId: z.uuid().optional(),
  categoryId: z.uuid().optional(),
  productType: z.enum(PRODUCT_TYPES).optional(),
  /** Batch queries separated by English commas. */
  productNos: z.string().max(4000).optional(),
  keyword: z.string().trim().max(100).optional(),
});
export const productPageSchema = pageOf(productSchema);

export const productOptionSchema = z.object({
  id: z.uuid(),
  customerId: z.uuid(),
  productNo: z.string(),
  nameCn: z.string(),
  nameEn: z.string(),
  cartonRate: z.number().int(),
});

export const productLogSchema = z.object({
  id: z.uuid(),
  kind: z.enum(['dimensions', 'upc']),
  before: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
  after: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
  createdBy: z.string().nullable(),
  createdTime: z.string(),
});
