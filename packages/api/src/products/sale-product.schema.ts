import { z } from 'zod';
import { pageOf, pageQuery } from '../core/page-query.ts';
import { nameSchema, quantitySchema } from './field-rules.ts';

/** A sale product is what a store sells (its online SKU), made of one or more formal products. */
export const saleProductInputSchema = z.object({
  customerId: z.uuid(),
  storeId: z.uuid().nullish(),
  onlineSku: z.string().trim().min(1).max(60).regex(/^\S+$/, 'masterdata:rule.onlineSku'),
  name: nameSchema.nullish(),
});
export const saleProductUpdateSchema = saleProductInputSchema.extend({ id: z.uuid() });

export const relationSchema = z.object({ productId: z.uuid(), quantity: quantitySchema });
export const saleProductRelateSchema = z.object({
  id: z.uuid(),
  relations: z
    .array(relationSchema)
    .max(50)
    .refine((r) => new Set(r.map((x) => x.productId)).size === r.length, 'masterdata:rule.productDuplicate'),
});

export const saleProductSchema = z.object({
  id: z.uuid(),
  customerId: z.uuid(),
  customerName: z.string(),
  storeId: z.uuid().nullable(),
  onlineSku: z.string(),
  name: z.string().nullable(),
  relations: z.array(relationSchema.extend({ productNo: z.string() })),
  createdTime: z.string(),
});

export const saleProductListQuery = pageQuery({
  customerId: z.uuid().optional(),
  storeId: z.uuid().optional(),
  keyword: z.string().trim().max(60).optional(),
  /** Only sale products with no formal product related yet. */
  unrelated: z.boolean().optional(),
});
export const saleProductPageSchema = pageOf(saleProductSchema);
export type SaleProduct = z.infer<typeof saleProductSchema>;
