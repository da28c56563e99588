import { z } from 'zod';
import { defineEndpoint } from '../core/define-endpoint.ts';
import {
  planUsageSchema,
  purchaseInput,
  purchaseListQuery,
  purchaseListSchema,
  purchaseRowSchema,
  reviewPurchaseInput,
  tenantInfoSchema,
} from './tenant.schema.ts';

const base = '/api/v1/System/SysTenant';

/** The tenant's plan and its subscription purchases. */
export const tenantEndpoints = {
  getTenantInfo: defineEndpoint({
    method: 'GET',
    path: `${base}/GetTenantInfo`,
    summary: "The caller's tenant and plan: edition, limits, PDA and value-added flags",
    input: z.object({}),
    output: tenantInfoSchema,
    access: 'session',
  }),
  getPlanUsage: defineEndpoint({
    method: 'GET',
    path: `${base}/GetPlanUsage`,
    summary: "This month's orders and the warehouses and customers in use, against the plan's limits",
    input: z.object({}),
    output: planUsageSchema,
    access: 'session',
  }),
  createPurchase: defineEndpoint({
    method: 'POST',
    path: `${base}/CreatePurchase`,
    summary: 'Request a subscription purchase; it stays in review until the platform decides',
    input: purchaseInput,
    output: purchaseRowSchema,
    access: { functionPoint: 'system:tenant:purchase' },
    notifySuccess: true,
    successMessage: 'identity:purchaseRequested',
  }),
  getPurchaseList: defineEndpoint({
    method: 'POST',
    path: `${base}/GetPurchaseList`,
    summary: "Purchase records: the tenant's own, or every tenant's for the platform",
    input: purchaseListQuery,
    output: purchaseListSchema,
    access: 'session',
    mutates: false,
  }),
  reviewPurchase: defineEndpoint({
    method: 'POST',
    path: `${base}/ReviewPurchase`,
    summary: 'Platform only: approve (the plan changes) or reject a purchase request',
    input: reviewPurchaseInput,
    output: purchaseRowSchema,
    access: { functionPoint: 'develop:tenant:review' },
    notifySuccess: true,
    successMessage: 'identity:reviewed',
  }),
};
