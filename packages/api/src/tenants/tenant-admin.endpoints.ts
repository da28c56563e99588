import { z } from 'zod';
import { defineEndpoint } from '../core/define-endpoint.ts';
import {
  createTenantInput,
  relationInput,
  relationListQuery,
  relationListSchema,
  relationRowSchema,
  setTenantDisabledInput,
  tenantListQuery,
  tenantListSchema,
  tenantRowSchema,
} from './tenant-admin.schema.ts';

const base = '/api/v1/System/SysTenant';

/** The platform operator's tenant management: onboarding, disabling and relationships. */
export const tenantAdminEndpoints = {
  createTenant: defineEndpoint({
    method: 'POST',
    path: `${base}/CreateTenant`,
    summary: 'Platform only: create a tenant with its plan and first administrator',
    input: createTenantInput,
    output: tenantRowSchema,
    access: { functionPoint: 'develop:tenants:manage' },
    notifySuccess: true,
    successMessage: 'tenants:tenantCreated',
  }),
  getTenantList: defineEndpoint({
    method: 'POST',
    path: `${base}/GetTenantList`,
    summary: 'Platform only: every tenant with its plan and state',
    input: tenantListQuery,
    output: tenantListSchema,
    access: { functionPoint: 'develop:tenants:manage' },
    mutates: false,
  }),
  setTenantDisabled: defineEndpoint({
    method: 'POST',
    path: `${base}/SetTenantDisabled`,
    summary: 'Platform only: disable a tenant (its sessions end) or enable it again',
    input: setTenantDisabledInput,
    output: tenantRowSchema,
    access: { functionPoint: 'develop:tenants:manage' },
    notifySuccess: true,
  }),
  getRelationList: defineEndpoint({
    method: 'POST',
    path: `${base}/GetRelationList`,
    summary: 'Platform only: the cooperate and agent relationships between tenants',
    input: relationListQuery,
    output: relationListSchema,
    access: { functionPoint: 'develop:tenants:manage' },
    mutates: false,
  }),
  saveRelation: defineEndpoint({
    method: 'POST',
    path: `${base}/SaveRelation`,
    summary:
      'Platform only: record that a tenant cooperates with or is the agent of another, and what is shared',
    input: relationInput,
    output: relationRowSchema,
    access: { functionPoint: 'develop:tenants:manage' },
    notifySuccess: true,
  }),
  deleteRelation: defineEndpoint({
    method: 'POST',
    path: `${base}/DeleteRelation`,
    summary: 'Platform only: end a relationship between two tenants',
    input: z.object({ id: z.uuid() }),
    output: z.null(),
    access: { functionPoint: 'develop:tenants:manage' },
    notifySuccess: true,
  }),
  finishInit: defineEndpoint({
    method: 'POST',
    path: `${base}/FinishInit`,
    summary: "Mark the tenant's initial configuration finished",
    input: z.object({}),
    output: z.object({ initialized: z.boolean() }),
    access: { functionPoint: 'system:tenant:init' },
    notifySuccess: true,
  }),
};
