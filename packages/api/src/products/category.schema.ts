import { z } from 'zod';
import { LIMITS, nameSchema } from './field-rules.ts';

export const categoryInputSchema = z.object({
  parentId: z.uuid().nullish(),
  name: nameSchema,
  chineseName: nameSchema,
  englishName: nameSchema,
  sort: z.number().int().min(0).max(99_999).default(0),
  /** File id returned by UploadIcon. */
  iconFileId: z.uuid().nullish(),
  isDisabled: z.boolean().default(false),
  isShow: z.boolean().default(true),
});
export const categoryUpdateSchema = categoryInputSchema.extend({ id: z.uuid() });

export interface CategoryNode {
  id: string;
  parentId: string | null;
  name: string;
  chineseName: string;
  englishName: string;
  sort: number;
  iconFileId: string | null;
  /** Signed URL of the icon, empty when none. */
  iconPath: string;
  isDisabled: boolean;
  isShow: boolean;
  children: CategoryNode[];
}

export const categoryNodeSchema: z.ZodType<CategoryNode> = z.lazy(() =>
  z.object({
    id: z.uuid(),
    parentId: z.uuid().nullable(),
    name: z.string(),
    chineseName: z.string(),
    englishName: z.string(),
    sort: z.number().int(),
    iconFileId: z.uuid().nullable(),
    iconPath: z.string(),
    isDisabled: z.boolean(),
    isShow: z.boolean(),
    children: z.array(categoryNodeSchema),
  }),
);

/** A category icon is an image of at most 200 KB. */
export const categoryIconSchema = z.object({
  fileName: z
    .string()
    .trim()
    .regex(/\.(png|jpe?g|gif|svg|webp)$/i, 'masterdata:rule.uploadFormat'),
  content: z
    .base64()
    .max(Math.ceil((LIMITS.categoryIconMaxBytes * 4) / 3) + 4, 'masterdata:rule.iconTooLarge'),
});
