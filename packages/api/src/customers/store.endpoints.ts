import { z } from 'zod';
import { defineEndpoint } from '../core/define-endpoint.ts';
import {
  storeInputSchema,
  storeListQuery,
  storeSchema,
  storeTreeSchema,
  storeUpdateSchema,
} from './store.schema.ts';

const base = '/api/v1/CRM/CustomerStore';
const read = { access: 'session', mutates: false } as const;
const byId = z.object({ id: z.uuid() });

/** The CRM/CustomerStore calls. */
export const customerStoreEndpoints = {
  getList: defineEndpoint({
    method: 'POST',
    path: `${base}/GetList`,
    summary: 'Stores, optionally of one customer',
    input: storeListQuery,
    output: z.array(storeSchema),
    ...read,
  }),
  getNoAuthList: defineEndpoint({
    method: 'POST',
    path: `${base}/GetNoAuthList`,
    summary: 'Stores not yet authorised on their platform',
    input: storeListQuery,
    output: z.array(storeSchema),
    ...read,
  }),
  getAuthList: defineEndpoint({
    method: 'POST',
    path: `${base}/GetAuthList`,
    summary: 'Stores authorised on their platform',
    input: storeListQuery,
    output: z.array(storeSchema),
    ...read,
  }),
  getCustomerStoreListOfTree: defineEndpoint({
    method: 'POST',
    path: `${base}/GetCustomerStoreListOfTree`,
    summary: 'Customers with their enabled stores, as a tree',
    input: storeListQuery,
    output: storeTreeSchema,
    ...read,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: `${base}/Create`,
    summary: 'Create a store',
    input: storeInputSchema,
    output: storeSchema,
    access: { functionPoint: 'crm:store:create' },
    notifySuccess: true,
  }),
  update: defineEndpoint({
    method: 'POST',
    path: `${base}/Update`,
    summary: 'Edit a store',
    input: storeUpdateSchema,
    output: storeSchema,
    access: { functionPoint: 'crm:store:update' },
    notifySuccess: true,
  }),
  enable: defineEndpoint({
    method: 'POST',
    path: `${base}/Enable`,
    summary: 'Enable a store',
    input: byId,
    output: storeSchema,
    access: { functionPoint: 'crm:store:update' },
    notifySuccess: true,
  }),
  disable: defineEndpoint({
    method: 'POST',
    path: `${base}/Disable`,
    summary: 'Disable a store',
    input: byId,
    output: storeSchema,
    access: { functionPoint: 'crm:store:update' },
    notifySuccess: true,
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: `${base}/Delete`,
    summary: 'Remove a store',
    input: byId,
    output: z.null(),
    access: { functionPoint: 'crm:store:delete' },
    notifySuccess: true,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${base}/Get`,
    summary: 'One store',
    input: byId,
    output: storeSchema,
    access: 'session',
  }),
};
