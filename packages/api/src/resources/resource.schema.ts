import { z } from 'zod';

/**
 * The resourceType: 1 menu (a group in the side menu), 2 page (a route), 3 function point (a
 * button or action; its code is what `functionPoints` holds), 4 API (an endpoint behind a function point).
 */
export const RESOURCE_TYPE = { menu: 1, page: 2, functionPoint: 3, api: 4 } as const;
export const resourceTypeSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);

/** 1 or 3 = basic, 2 = value-added. */
export const RESOURCE_VERSION = { basic: 1, valueAdded: 2, basicPda: 3 } as const;
export const resourceVersionSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);

/** LinkType 1 internal view, 2 external link; openMode 1 embedded, 2 new window. */
export const linkTypeSchema = z.union([z.literal(1), z.literal(2)]);
export const openModeSchema = z.union([z.literal(1), z.literal(2)]);

/** A menu or route item, plus resourceVersion. */
export const menuItemSchema = z.object({
  id: z.uuid(),
  parentId: z.uuid().nullable(),
  path: z.string(),
  title: z.string(),
  title_En: z.string(),
  icon: z.string(),
  orderIndex: z.number().int(),
  resourceType: resourceTypeSchema,
  openMode: openModeSchema,
  linkType: linkTypeSchema,
  viewPath: z.string(),
  viewName: z.string(),
  viewCache: z.boolean(),
  closable: z.boolean(),
  isHidden: z.boolean(),
  isValidation: z.boolean(),
  isDisabled: z.boolean(),
  moduleId: z.string(),
  code: z.string(),
  resourceVersion: resourceVersionSchema,
});
export type MenuItem = z.infer<typeof menuItemSchema>;

const text = (max: number) => z.string().trim().max(max);

/** The editable fields of a resource or API record. */
export const resourceFieldsShape = {
  parentId: z.uuid().nullable().default(null),
  title: z.string().trim().min(1).max(100),
  title_En: z.string().trim().min(1).max(100),
  code: z
    .string()
    .trim()
    .min(1)
    .max(120)
    .regex(/^[A-Za-z0-9:_\-/ .]+$/, 'validation:code'),
  resourceType: resourceTypeSchema,
  linkType: linkTypeSchema.default(1),
  openMode: openModeSchema.default(1),
  path: text(200).default(''),
  viewPath: text(500).default(''),
  linkUrl: text(500).default(''),
  viewName: text(100).default(''),
  viewCache: z.boolean().default(false),
  closable: z.boolean().default(true),
  isHidden: z.boolean().default(false),
  isValidation: z.boolean().default(true),
  isDisabled: z.boolean().default(false),
  orderIndex: z.number().int().min(0).max(100_000).default(0),
  icon: text(60).default(''),
  groupId: text(60).default(''),
  moduleId: text(60).default(''),
  url: text(300).default(''),
  httpMethod: z.enum(['', 'GET', 'POST', 'PUT', 'DELETE']).default(''),
  description: text(500).default(''),
  dictionaryCode: text(60).default(''),
  dataCondition: text(200).default(''),
};

export const resourceInput = z.object(resourceFieldsShape);
export const resourceUpdateInput = z.object({ id: z.uuid(), ...resourceFieldsShape });

export const resourceRecordSchema = z.object({
  id: z.uuid(),
  ...resourceInput.shape,
  // Function points and APIs derived from the endpoint registry carry its summaries, which may be longer
  // than an edited title may be: a record is read as stored.
  title: z.string(),
  title_En: z.string(),
  parentId: z.uuid().nullable(),
  resourceVersion: resourceVersionSchema,
  createdByName: z.string(),
  createdTime: z.iso.datetime({ offset: true }),
  updatedByName: z.string(),
  updatedTime: z.iso.datetime({ offset: true }),
});
export type ResourceRecord = z.infer<typeof resourceRecordSchema>;

export const resourceTreeQuery = z.object({
  resourceType: z.coerce.number().pipe(resourceTypeSchema).optional(),
  moduleId: z.string().max(60).optional(),
  keyword: z.string().trim().max(100).optional(),
});
