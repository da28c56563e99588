import { z } from 'zod';
import { defineEndpoint } from '../core/define-endpoint.ts';
import {
  createRoleInput,
  empowerTreeSchema,
  moduleRowSchema,
  roleIdInput,
  roleListQuery,
  roleListSchema,
  roleOptionSchema,
  roleRowSchema,
  setEmpowerInput,
  updateRoleInput,
} from './role.schema.ts';

const base = '/api/v1/System/Role';

/** Roles (system auth): CRUD with the data permission and condition, role-empower and modules. */
export const roleEndpoints = {
  getPageList: defineEndpoint({
    method: 'POST',
    path: `${base}/GetPageList`,
    summary: 'Roles, paged, with their data permission, data condition and user count',
    input: roleListQuery,
    output: roleListSchema,
    access: 'session',
    mutates: false,
  }),
  getAll: defineEndpoint({
    method: 'POST',
    path: `${base}/GetAll`,
    summary: 'Every role, for the account form’s role select',
    input: z.object({}),
    output: z.array(roleOptionSchema),
    access: 'session',
    mutates: false,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: `${base}/Create`,
    summary: 'Create a role; its function points, warehouses and customers must be within the caller’s own',
    input: createRoleInput,
    output: roleRowSchema,
    access: { functionPoint: 'system:role:create' },
    notifySuccess: true,
    successMessage: 'identity:created',
  }),
  update: defineEndpoint({
    method: 'POST',
    path: `${base}/Update`,
    summary: 'Change a role’s names, data permission and data condition; effective on the next request',
    input: updateRoleInput,
    output: roleRowSchema,
    access: { functionPoint: 'system:role:update' },
    notifySuccess: true,
    successMessage: 'identity:updated',
  }),
  softDelete: defineEndpoint({
    method: 'POST',
    path: `${base}/SoftDelete`,
    summary: 'Delete a role no account holds',
    input: roleIdInput,
    output: z.null(),
    access: { functionPoint: 'system:role:delete' },
    notifySuccess: true,
    successMessage: 'identity:deleted',
  }),
  getEmpowerTree: defineEndpoint({
    method: 'POST',
    path: `${base}/GetEmpowerTree`,
    summary:
      'The menus, pages and function points of the plan, the role’s ticks and what the caller may grant',
    input: roleIdInput,
    output: empowerTreeSchema,
    access: 'session',
    mutates: false,
  }),
  setEmpower: defineEndpoint({
    method: 'POST',
    path: `${base}/SetEmpower`,
    summary: 'Replace a role’s pages and function points; only codes the caller holds may change',
    input: setEmpowerInput,
    output: empowerTreeSchema,
    access: { functionPoint: 'system:role:empower' },
    notifySuccess: true,
    successMessage: 'settings:empowerSaved',
  }),
  getModules: defineEndpoint({
    method: 'POST',
    path: `${base}/GetModules`,
    summary: 'The modules of the plan with their page and function-point counts',
    input: z.object({}),
    output: z.array(moduleRowSchema),
    access: 'session',
    mutates: false,
  }),
};
