import { z } from 'zod';
import { pageOf, pageQuery } from '../core/page-query.ts';
import { resourceTypeSchema } from '../resources/resource.schema.ts';
import { dataPermissionSchema } from './user.schema.ts';

const ids = z.array(z.uuid()).max(500);

/**
 * A role's data condition: declared filters the server applies to every list that is scoped by
 * warehouse or customer. An empty list is no condition; a non-empty one keeps the holder's rows to
 * those warehouses (or customers), on top of the data permission.
 */
export const dataConditionSchema = z.object({
  warehouseIds: ids.default([]),
  customerIds: ids.default([]),
});
export type DataCondition = z.infer<typeof dataConditionSchema>;

/** The declared data conditions (the develop area's data-condition tree): which list column each filters. */
export const DATA_CONDITIONS = [
  { code: 'warehouse', field: 'warehouseIds', column: 'warehouse_id' },
  { code: 'customer', field: 'customerIds', column: 'customer_id' },
] as const;

const roleCode = z
  .string()
  .trim()
  .min(2)
  .max(30)
  .regex(/^[A-Za-z0-9:_\-/.]+$/, 'validation:code');

const roleShape = {
  name: z.string().trim().min(1).max(50),
  nameEn: z.string().trim().min(1).max(50),
  dataPermission: dataPermissionSchema.default('all'),
  dataCondition: dataConditionSchema.default({ warehouseIds: [], customerIds: [] }),
  remark: z.string().trim().max(500).default(''),
};

export const createRoleInput = z.object({
  code: roleCode,
  ...roleShape,
  functionPoints: z.array(z.string().min(1).max(120)).max(2000).default([]),
});
export const updateRoleInput = z.object({ id: z.uuid(), ...roleShape });

export const roleRowSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  name: z.string(),
  nameEn: z.string(),
  isAdmin: z.boolean(),
  dataPermission: dataPermissionSchema,
  dataCondition: z.object({ warehouseIds: z.array(z.uuid()), customerIds: z.array(z.uuid()) }),
  remark: z.string(),
  userCount: z.number().int(),
  pointCount: z.number().int(),
  createdTime: z.iso.datetime({ offset: true }),
  updatedTime: z.iso.datetime({ offset: true }),
});
export type RoleRow = z.infer<typeof roleRowSchema>;

export const roleListQuery = pageQuery({ keyword: z.string().trim().max(50).optional() });
export const roleListSchema = pageOf(roleRowSchema);

export const roleOptionSchema = z.object({ id: z.uuid(), code: z.string(), name: z.string() });

export const roleIdInput = z.object({ id: z.uuid() });

/** One node of the role-empower tree: a menu, a page or a function point of the resource catalogue. */
export const empowerNodeSchema = z.object({
  code: z.string(),
  parentCode: z.string().nullable(),
  resourceType: resourceTypeSchema,
  title: z.string(),
  moduleId: z.string(),
  /** The caller holds it, so may grant or withdraw it (nobody grants what they do not hold). */
  grantable: z.boolean(),
});
export type EmpowerNode = z.infer<typeof empowerNodeSchema>;

export const empowerTreeSchema = z.object({
  role: roleRowSchema,
  nodes: z.array(empowerNodeSchema),
  /** The codes the role holds (pages and function points; a menu's state follows its children). */
  checked: z.array(z.string()),
});
export type EmpowerTree = z.infer<typeof empowerTreeSchema>;

export const setEmpowerInput = z.object({
  id: z.uuid(),
  codes: z.array(z.string().min(1).max(120)).max(3000),
});

/** A module: a group of menus, pages and function points granted together (module-empower). */
export const moduleRowSchema = z.object({
  moduleId: z.string(),
  title: z.string(),
  pageCount: z.number().int(),
  pointCount: z.number().int(),
});
export type ModuleRow = z.infer<typeof moduleRowSchema>;
