import { z } from 'zod';
import { accountSchema, newPasswordSchema } from '../auth/auth.schema.ts';
import { pageOf, pageQuery } from '../core/page-query.ts';
import { editionSchema, tenantInfoSchema } from './tenant.schema.ts';

/** The plan a tenant is created with; later changes go through the purchase review. */
export const tenantPlanShape = {
  edition: editionSchema,
  /** Monthly order quota: a multiple of 100, at least 100. */
  orderLimit: z
    .number()
    .int('validation:integer')
    .min(100)
    .max(10_000_000)
    .multipleOf(100, 'validation:hundreds'),
  warehouseLimit: z.number().int('validation:integer').min(1).max(1000),
  customerLimit: z.number().int('validation:integer').min(1).max(100_000),
  isPDA: z.boolean().default(false),
};

/** Tenant codes: 2–30 letters, digits and `: _ - / .`. */
export const tenantCodeSchema = z
  .string()
  .trim()
  .min(2)
  .max(30)
  .regex(/^[A-Za-z0-9:_\-/.]+$/, 'validation:code');

/** A new tenant and its first administrator, who must change the password at first login. */
export const createTenantInput = z.object({
  code: tenantCodeSchema,
  name: z.string().trim().min(1, 'validation:required').max(100),
  ...tenantPlanShape,
  adminAccount: accountSchema,
  adminDisplayName: z.string().trim().min(1, 'validation:required').max(50),
  adminEmail: z.email().max(100).nullable().default(null),
  adminPassword: newPasswordSchema,
});
export type CreateTenantInput = z.infer<typeof createTenantInput>;

export const tenantRowSchema = tenantInfoSchema.extend({
  isDisabled: z.boolean(),
  adminAccount: z.string(),
  createdTime: z.iso.datetime({ offset: true }),
});
export type TenantRow = z.infer<typeof tenantRowSchema>;

export const tenantListQuery = pageQuery({
  keyword: z.string().trim().max(100).optional(),
});
export const tenantListSchema = pageOf(tenantRowSchema);

export const setTenantDisabledInput = z.object({ id: z.uuid(), isDisabled: z.boolean() });

/** Cooperating tenants share data both ways by agreement; an agent acts for the other tenant. */
export const relationKinds = ['cooperate', 'agent'] as const;
export const relationKindSchema = z.enum(relationKinds);
export type RelationKind = z.infer<typeof relationKindSchema>;

/**
 * Kinds of data a relationship may share. `transShip` are the freight and trucking orders, `transport` the
 * transport orders.
 */
export const syncDataKinds = ['product', 'order', 'inventory', 'transShip', 'transport'] as const;
export const syncDataKindSchema = z.enum(syncDataKinds);
export type SyncDataKind = z.infer<typeof syncDataKindSchema>;

/**
 * A relationship: data of `tenantId` (the source) may flow to `partnerTenantId` (the receiver), for the
 * named kinds and, when `customerIds` is not empty, only those of the source's customers.
 */
export const relationInput = z.object({
  tenantId: z.uuid(),
  partnerTenantId: z.uuid(),
  kind: relationKindSchema,
  dataKinds: z.array(syncDataKindSchema).min(1, 'validation:required').max(syncDataKinds.length),
  customerIds: z.array(z.uuid()).max(1000).default([]),
});
export type RelationInput = z.infer<typeof relationInput>;

export const relationRowSchema = relationInput.extend({
  id: z.uuid(),
  tenantName: z.string(),
  partnerTenantName: z.string(),
  createdTime: z.iso.datetime({ offset: true }),
});
export type RelationRow = z.infer<typeof relationRowSchema>;

export const relationListQuery = pageQuery({ tenantId: z.uuid().optional() });
export const relationListSchema = pageOf(relationRowSchema);
