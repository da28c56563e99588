import { defineEndpoint } from '../core/define-endpoint.ts';
import {
  applyAuthorizationInput,
  authorizationListQuery,
  authorizationListSchema,
  authorizationRowSchema,
  reviewAuthorizationInput,
} from './authorization.schema.ts';

const base = '/api/v1/System/AuthorizationApply';

/** Warehouse and customer authorisation applications and their review. */
export const authorizationEndpoints = {
  create: defineEndpoint({
    method: 'POST',
    path: `${base}/Create`,
    summary: 'Apply for access to warehouses or customers; refused while one of mine is pending',
    input: applyAuthorizationInput,
    output: authorizationRowSchema,
    access: { functionPoint: 'system:authorization:apply' },
    notifySuccess: true,
    successMessage: 'identity:applied',
  }),
  getPageList: defineEndpoint({
    method: 'POST',
    path: `${base}/GetPageList`,
    summary: 'Applications: mine, or all of them for a reviewer',
    input: authorizationListQuery,
    output: authorizationListSchema,
    access: 'session',
    mutates: false,
  }),
  review: defineEndpoint({
    method: 'POST',
    path: `${base}/Review`,
    summary: 'Approve or reject an application; the result goes to the applicant’s information center',
    input: reviewAuthorizationInput,
    output: authorizationRowSchema,
    access: { functionPoint: 'system:authorization:review' },
    notifySuccess: true,
    successMessage: 'identity:reviewed',
  }),
};
