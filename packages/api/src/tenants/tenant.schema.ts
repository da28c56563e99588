import { z } from 'zod';
import { pageOf, pageQuery } from '../core/page-query.ts';

/** The plan editions. */
export const editions = ['standard', 'professional', 'platinum'] as const;
export const editionSchema = z.enum(editions);
export type Edition = z.infer<typeof editionSchema>;

/** Editions that include value-added resources (resourceVersion 2); decisions.md. */
export const VALUE_ADDED_EDITIONS: readonly Edition[] = ['professional', 'platinum'];

export const tenantInfoSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  name: z.string(),
  edition: editionSchema,
  /** Monthly order quota. */
  orderLimit: z.number().int(),
  warehouseLimit: z.number().int(),
  customerLimit: z.number().int(),
  isPDA: z.boolean(),
  valueAdded: z.boolean(),
  isPlatform: z.boolean(),
  planExpiresAt: z.iso.datetime({ offset: true }).nullable(),
  /** Whether its administrator finished the initial configuration (/config/init). */
  initialized: z.boolean(),
});
export type TenantInfo = z.infer<typeof tenantInfoSchema>;

/** The purchase record states: in review, purchased, rejected. */
export const purchaseStates = ['inReview', 'purchased', 'rejected'] as const;
export const purchaseStateSchema = z.enum(purchaseStates);
/** Only a request in review can be approved or rejected. */
export const purchaseReviewable = (state: (typeof purchaseStates)[number]) => state === 'inReview';

/** Years an integer above zero; monthly order quota a multiple of 100, at least 100. */
export const purchaseInput = z.object({
  edition: editionSchema,
  years: z.number().int('validation:integer').min(1).max(10),
  orderQuota: z
    .number()
    .int('validation:integer')
    .min(100)
    .max(10_000_000)
    .multipleOf(100, 'validation:hundreds'),
  warehouseLimit: z.number().int().min(1).max(1000),
  customerLimit: z.number().int().min(1).max(100_000),
  isPDA: z.boolean().default(false),
  remark: z.string().trim().max(500).default(''),
});
export type PurchaseInput = z.infer<typeof purchaseInput>;

export const purchaseRowSchema = purchaseInput.extend({
  id: z.uuid(),
  tenantId: z.uuid(),
  tenantName: z.string(),
  state: purchaseStateSchema,
  reviewRemark: z.string(),
  createdTime: z.iso.datetime({ offset: true }),
  reviewedTime: z.iso.datetime({ offset: true }).nullable(),
});
export type PurchaseRow = z.infer<typeof purchaseRowSchema>;

/** `own`: only the caller's tenant, even for the platform (its subscription page); the platform sees all by default. */
export const purchaseListQuery = pageQuery({
  state: purchaseStateSchema.optional(),
  tenantScope: z.enum(['own', 'all']).optional(),
});
export const purchaseListSchema = pageOf(purchaseRowSchema);

/** This month's use of the plan against its limits (the subscription page). */
export const planUsageSchema = z.object({
  /** The calendar month (UTC) the order count is for, `YYYY-MM`. */
  month: z.string(),
  ordersThisMonth: z.number().int(),
  orderLimit: z.number().int(),
  warehouses: z.number().int(),
  warehouseLimit: z.number().int(),
  customers: z.number().int(),
  customerLimit: z.number().int(),
});
export type PlanUsage = z.infer<typeof planUsageSchema>;

export const reviewPurchaseInput = z.object({
  id: z.uuid(),
  approve: z.boolean(),
  remark: z.string().trim().max(500).default(''),
});
