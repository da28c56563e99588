import { z } from 'zod';
import { defineEndpoint } from '../core/define-endpoint.ts';
import { warehouseOptionSchema } from '../warehouses/warehouse.schema.ts';
import {
  customerBasicSchema,
  customerBasicUpdateSchema,
  customerConfigSchema,
  customerConfigUpdateSchema,
  customerCreateSchema,
  customerListQuery,
  customerPageSchema,
} from './customer.schema.ts';

const base = '/api/v1/CRM/Customer';
const read = { access: 'session', mutates: false } as const;
const byId = z.object({ id: z.uuid() });

/** The CRM/Customer calls (the "channel" of the path is the customer). */
export const customerEndpoints = {
  getChannelList: defineEndpoint({
    method: 'POST',
    path: `${base}/GetChannelList`,
    summary: 'Customer list (paged)',
    input: customerListQuery,
    output: customerPageSchema,
    ...read,
  }),
  getChannelListDetail: defineEndpoint({
    method: 'POST',
    path: `${base}/GetChannelListDetail`,
    summary: 'Basic info of a customer',
    input: byId,
    output: customerBasicSchema,
    ...read,
  }),
  updateChannelListDetail: defineEndpoint({
    method: 'POST',
    path: `${base}/UpdateChannelListDetail`,
    summary: 'Edit the basic info of a customer',
    input: customerBasicUpdateSchema,
    output: customerBasicSchema,
    access: { functionPoint: 'crm:customer:update' },
    notifySuccess: true,
  }),
  getChannelDetail: defineEndpoint({
    method: 'POST',
    path: `${base}/GetChannelDetail`,
    summary: 'Configuration of a customer: account type, credit, warehouses, divisors',
    input: byId,
    output: customerConfigSchema,
    ...read,
  }),
  updateChannelDetail: defineEndpoint({
    method: 'POST',
    path: `${base}/UpdateChannelDetail`,
    summary: 'Edit the configuration of a customer',
    input: customerConfigUpdateSchema,
    output: customerConfigSchema,
    access: { functionPoint: 'crm:customer:config' },
    notifySuccess: true,
  }),
  createChannel: defineEndpoint({
    method: 'POST',
    path: `${base}/CreateChannel`,
    summary: 'Create a customer (within the plan’s customer limit)',
    input: customerCreateSchema,
    output: customerBasicSchema,
    access: { functionPoint: 'crm:customer:create' },
    notifySuccess: true,
  }),
  getWarehouseList: defineEndpoint({
    method: 'GET',
    path: `${base}/GetWarehouseList`,
    summary: 'Warehouses of a customer that the caller may also see',
    input: z.object({ customerId: z.uuid() }),
    output: z.array(warehouseOptionSchema),
    access: 'session',
  }),
};
