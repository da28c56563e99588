import { z } from 'zod';

const code = z
  .string()
  .trim()
  .min(1)
  .max(50)
  .regex(/^[A-Za-z0-9:_\-/.]+$/, 'validation:code');

/** A data-dictionary category (develop area): a named list of entries that screens' dropdowns read. */
export const dictionaryCategorySchema = z.object({
  id: z.uuid(),
  code: z.string(),
  name: z.string(),
  nameEn: z.string(),
  remark: z.string(),
  entryCount: z.number().int(),
  updatedTime: z.iso.datetime({ offset: true }),
});
export type DictionaryCategory = z.infer<typeof dictionaryCategorySchema>;

const categoryShape = {
  name: z.string().trim().min(1).max(50),
  nameEn: z.string().trim().min(1).max(50),
  remark: z.string().trim().max(200).default(''),
};
export const createCategoryInput = z.object({ code, ...categoryShape });
export const updateCategoryInput = z.object({ id: z.uuid(), ...categoryShape });

export const dictionaryEntrySchema = z.object({
  id: z.uuid(),
  categoryCode: z.string(),
  value: z.string(),
  label: z.string(),
  labelEn: z.string(),
  orderIndex: z.number().int(),
  isDisabled: z.boolean(),
  remark: z.string(),
  updatedTime: z.iso.datetime({ offset: true }),
});
export type DictionaryEntry = z.infer<typeof dictionaryEntrySchema>;

const entryShape = {
  value: z.string().trim().min(1).max(100),
  label: z.string().trim().min(1).max(100),
  labelEn: z.string().trim().min(1).max(100),
  orderIndex: z.coerce.number().int().min(0).max(9999).default(0),
  isDisabled: z.boolean().default(false),
  remark: z.string().trim().max(200).default(''),
};
export const createEntryInput = z.object({ categoryCode: code, ...entryShape });
export const updateEntryInput = z.object({ id: z.uuid(), ...entryShape });

/** Entries of one category (or every category); a dropdown asks for enabled ones only. */
export const entryQuery = z.object({
  categoryCode: z.string().trim().max(50).optional(),
  enabledOnly: z.boolean().default(false),
});

export const dictionaryIdInput = z.object({ id: z.uuid() });
