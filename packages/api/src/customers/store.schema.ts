import { z } from 'zod';
import { storeNameSchema } from '../products/field-rules.ts';

export const storeInputSchema = z.object({
  customerId: z.uuid(),
  name: storeNameSchema,
  platform: z
    .string()
    .trim()
    .min(1)
    .max(30)
    .regex(/^[A-Za-z0-9_-]+$/, 'masterdata:rule.platform'),
});
export const storeUpdateSchema = storeInputSchema.omit({ customerId: true }).extend({ id: z.uuid() });

export const storeSchema = z.object({
  id: z.uuid(),
  customerId: z.uuid(),
  customerName: z.string(),
  name: z.string(),
  platform: z.string(),
  isEnabled: z.boolean(),
  isAuthorized: z.boolean(),
  createdTime: z.string(),
});
export type Store = z.infer<typeof storeSchema>;

export const storeListQuery = z.object({
  customerId: z.uuid().optional(),
  platform: z.string().trim().max(30).optional(),
  keyword: z.string().trim().max(50).optional(),
});

export const storeTreeSchema = z.array(
  z.object({
    customerId: z.uuid(),
    customerName: z.string(),
    stores: z.array(storeSchema),
  }),
);
