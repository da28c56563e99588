import { z } from 'zod';
import { defineEndpoint } from '../core/define-endpoint.ts';
import {
  carrierAccountInput,
  carrierAccountListQuery,
  carrierAccountPageSchema,
  carrierAccountSchema,
  carrierAccountUpdate,
  carrierEmpowerInput,
  carrierWarehouseAuthInput,
  shippingConfigInput,
  shippingConfigSchema,
} from './carrier-account.schema.ts';

const read = { access: 'session', mutates: false } as const;
const write = { access: { functionPoint: 'system:logistics-account:edit' }, notifySuccess: true } as const;

/** System/LogisticsAccount: carrier accounts, their empowered customers and authorised warehouses. */
export const carrierAccountEndpoints = {
  getPageList: defineEndpoint({
    method: 'POST',
    path: '/api/v1/System/LogisticsAccount/GetPageList',
    summary: 'Carrier accounts (paged); secrets are never returned, only whether each is set',
    input: carrierAccountListQuery,
    output: carrierAccountPageSchema,
    access: { functionPoint: 'system:logistics-account:view' },
    mutates: false,
  }),
  get: defineEndpoint({
    method: 'POST',
    path: '/api/v1/System/LogisticsAccount/Get',
    summary: 'One carrier account without its secrets',
    input: z.object({ id: z.uuid() }),
    output: carrierAccountSchema,
    access: { functionPoint: 'system:logistics-account:view' },
    mutates: false,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/v1/System/LogisticsAccount/Create',
    summary: 'Create a carrier account; its secrets are stored encrypted',
    input: carrierAccountInput,
    output: carrierAccountSchema,
    ...write,
  }),
  update: defineEndpoint({
    method: 'POST',
    path: '/api/v1/System/LogisticsAccount/Update',
    summary: 'Edit a carrier account; an empty secret keeps the stored one',
    input: carrierAccountUpdate,
    output: carrierAccountSchema,
    ...write,
  }),
  empower: defineEndpoint({
    method: 'POST',
    path: '/api/v1/System/LogisticsAccount/Empower',
    summary: 'The customers that may ship with the account',
    input: carrierEmpowerInput,
    output: carrierAccountSchema,
    ...write,
  }),
  warehouseAuth: defineEndpoint({
    method: 'POST',
    path: '/api/v1/System/LogisticsAccount/WarehouseAuth',
    summary: 'The warehouses the account may ship from',
    input: carrierWarehouseAuthInput,
    output: carrierAccountSchema,
    ...write,
  }),
  getShippingConfig: defineEndpoint({
    method: 'POST',
    path: '/api/v1/CRM/ShippingConfig/Get',
    summary: "A customer's shipping configuration: one row per available warehouse",
    input: z.object({ customerId: z.uuid() }),
    output: shippingConfigSchema,
    ...read,
  }),
  saveShippingConfig: defineEndpoint({
    method: 'POST',
    path: '/api/v1/CRM/ShippingConfig/Save',
    summary: 'Save the shipping configuration; every warehouse needs an account and a logistics service',
    input: shippingConfigInput,
    output: shippingConfigSchema,
    access: { functionPoint: 'crm:shipping-config:edit' },
    notifySuccess: true,
  }),
};
