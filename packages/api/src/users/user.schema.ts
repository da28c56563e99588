import { z } from 'zod';
import {
  accountSchema,
  confirmedPassword,
  customerRefSchema,
  newPasswordSchema,
  passwordPairShape,
  warehouseRefSchema,
} from '../auth/auth.schema.ts';
import { pageOf, pageQuery } from '../core/page-query.ts';

/** Staff of the operator, users of the operator's customers, and handheld (PDA) accounts. */
export const userKinds = ['staff', 'customer', 'pda'] as const;
export const userKindSchema = z.enum(userKinds);
export type UserKind = z.infer<typeof userKindSchema>;

/**
 * A role's data permission: which of the user's lists restrict the rows it sees. `all` sees every
 * warehouse and customer; `warehouse` is limited to the warehouse list, `customer` to the customer list.
 */
export const dataPermissions = ['all', 'warehouse', 'customer', 'warehouseCustomer'] as const;
export const dataPermissionSchema = z.enum(dataPermissions);
export type DataPermission = z.infer<typeof dataPermissionSchema>;

const localeSchema = z.enum(['zh-CN', 'en']);
const ids = z.array(z.uuid()).max(500);
const points = z.array(z.string().min(1).max(120)).max(2000);

export const userRowSchema = z.object({
  id: z.uuid(),
  account: z.string(),
  displayName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  kind: userKindSchema,
  roleId: z.uuid(),
  roleName: z.string(),
  customerId: z.uuid().nullable(),
  isDisabled: z.boolean(),
  isDeleted: z.boolean(),
  needChangePwd: z.boolean(),
  locale: localeSchema,
  lastLoginTime: z.iso.datetime({ offset: true }).nullable(),
  createdTime: z.iso.datetime({ offset: true }),
  updatedTime: z.iso.datetime({ offset: true }),
});
export type UserRow = z.infer<typeof userRowSchema>;

export const userDetailSchema = userRowSchema.extend({
  remark: z.string(),
  extraFunctionPoints: z.array(z.string()),
  dataPermission: dataPermissionSchema,
  dataCondition: z.string(),
  warehouseList: z.array(warehouseRefSchema),
  customerList: z.array(customerRefSchema),
});
export type UserDetail = z.infer<typeof userDetailSchema>;

const boolQuery = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean());

export const userListQuery = pageQuery({
  account: z.string().trim().max(25).optional(),
  displayName: z.string().trim().max(50).optional(),
  kind: userKindSchema.optional(),
  roleId: z.uuid().optional(),
  customerId: z.uuid().optional(),
  isDisabled: boolQuery.optional(),
  /** Deactivated (soft-deleted) users instead of active ones, e.g. to reactivate one. */
  isDeleted: boolQuery.default(false),
});
export const userListSchema = pageOf(userRowSchema);

const profileShape = {
  displayName: z.string().trim().min(1).max(50),
  email: z.email('validation:email').nullable().default(null),
  phone: z
    .string()
    .trim()
    .max(30)
    .regex(/^[0-9+\-() ]*$/, 'validation:invalid')
    .nullable()
    .default(null),
  roleId: z.uuid(),
  customerId: z.uuid().nullable().default(null),
  extraFunctionPoints: points.default([]),
  warehouseIds: ids.default([]),
  customerIds: ids.default([]),
  locale: localeSchema.default('zh-CN'),
  isDisabled: z.boolean().default(false),
  remark: z.string().trim().max(500).default(''),
};

function customerNeedsItsCustomer(
  value: { kind?: UserKind; customerId: string | null },
  ctx: z.RefinementCtx,
) {
  if (value.kind === 'customer' && !value.customerId)
    ctx.addIssue({ code: 'custom', path: ['customerId'], message: 'validation:required' });
}

export const createUserInput = z
  .object({
    account: accountSchema,
    kind: userKindSchema,
    ...profileShape,
    ...passwordPairShape,
    needChangePwd: z.boolean().default(true),
  })
  .superRefine(customerNeedsItsCustomer)
  .superRefine(confirmedPassword);

/** Account and kind never change. A password here is an administrator's reset (and forces a change). */
export const updateUserInput = z
  .object({
    id: z.uuid(),
    ...profileShape,
    password: newPasswordSchema.optional(),
    confirmPassword: z.string().trim().optional(),
  })
  .superRefine(confirmedPassword);

/** The user's own password change (the update-password dialog). */
export const changeOwnPasswordInput = z.object(passwordPairShape).superRefine(confirmedPassword);

export const userIdInput = z.object({ id: z.uuid() });

export const staffRefSchema = z.object({ id: z.uuid(), account: z.string(), displayName: z.string() });
export type StaffRef = z.infer<typeof staffRefSchema>;

export const pickerListQuery = z.object({ warehouseId: z.uuid().optional() });
export const clerkListQuery = z.object({ warehouseId: z.uuid() });

export const pdaListQuery = pageQuery({
  account: z.string().trim().max(25).optional(),
  displayName: z.string().trim().max(50).optional(),
  warehouseId: z.uuid().optional(),
  isDisabled: boolQuery.optional(),
});

/** `all: true` lists every PDA menu of the plan (to configure an account); otherwise the caller's. */
export const pdaMenuQuery = z.object({ all: z.boolean().default(false) });
