import { z } from 'zod';
import { defineEndpoint } from '../core/define-endpoint.ts';
import { customerConfigSchema } from './customer.schema.ts';
import {
  customerContactsInput,
  customerContactsSchema,
  customerFinanceInput,
} from './customer-config.schema.ts';

/** The finance and docking-people tabs of a customer's configuration (the rest is UpdateChannelDetail). */
export const customerConfigEndpoints = {
  updateFinance: defineEndpoint({
    method: 'POST',
    path: '/api/v1/CRM/Customer/UpdateFinance',
    summary: 'Edit the finance configuration: account type, credit amount, payment term, temporary quota',
    input: customerFinanceInput,
    output: customerConfigSchema,
    access: { functionPoint: 'crm:customer:config' },
    notifySuccess: true,
  }),
  getContactList: defineEndpoint({
    method: 'POST',
    path: '/api/v1/CRM/CustomerContact/GetList',
    summary: "A customer's docking (contact) people",
    input: z.object({ customerId: z.uuid() }),
    output: customerContactsSchema,
    access: 'session',
    mutates: false,
  }),
  saveContactList: defineEndpoint({
    method: 'POST',
    path: '/api/v1/CRM/CustomerContact/Save',
    summary: "Replace a customer's docking people with the list given",
    input: customerContactsInput,
    output: customerContactsSchema,
    access: { functionPoint: 'crm:customer:config' },
    notifySuccess: true,
  }),
};
