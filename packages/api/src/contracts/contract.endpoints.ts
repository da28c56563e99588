import { z } from 'zod';
import { defineEndpoint } from '../core/define-endpoint.ts';
import {
  contractFileInput,
  contractInput,
  contractListQuery,
  contractPageSchema,
  contractSchema,
  contractUpdate,
} from './contract.schema.ts';
import { peakSeasonConfigInput, peakSeasonConfigSchema } from './peak-season.schema.ts';
import { quotationInput, quotationSchema, quoteLogPageSchema, quoteLogQuery } from './quotation.schema.ts';

const read = { access: 'session', mutates: false } as const;
const byId = z.object({ id: z.uuid() });

/** CRM/Contract, CRM/Quotation and CRM/QuoteLog: a customer's contracts and their quotation versions. */
export const contractEndpoints = {
  getPageList: defineEndpoint({
    method: 'POST',
    path: '/api/v1/CRM/Contract/GetPageList',
    summary: 'Contracts (paged), of one customer or all the caller may see',
    input: contractListQuery,
    output: contractPageSchema,
    ...read,
  }),
  get: defineEndpoint({
    method: 'POST',
    path: '/api/v1/CRM/Contract/Get',
    summary: 'Contract detail with a signed link to its PDF',
    input: byId,
    output: contractSchema,
    ...read,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/v1/CRM/Contract/Create',
    summary: 'Create a contract of a customer',
    input: contractInput,
    output: contractSchema,
    access: { functionPoint: 'crm:contract:create' },
    notifySuccess: true,
  }),
  update: defineEndpoint({
    method: 'POST',
    path: '/api/v1/CRM/Contract/Update',
    summary: 'Edit a contract (its quotations keep their versions)',
    input: contractUpdate,
    output: contractSchema,
    access: { functionPoint: 'crm:contract:update' },
    notifySuccess: true,
  }),
  uploadFile: defineEndpoint({
    method: 'POST',
    path: '/api/v1/CRM/Contract/UploadFile',
    summary: 'Store a contract PDF (20 MB at most)',
    input: contractFileInput,
    output: z.object({ id: z.uuid(), name: z.string() }),
    access: { functionPoint: 'crm:contract:create' },
  }),
  getQuotationList: defineEndpoint({
    method: 'POST',
    path: '/api/v1/CRM/Quotation/GetList',
    summary: 'The quotation versions of a contract, newest first',
    input: z.object({ contractId: z.uuid() }),
    output: z.array(quotationSchema),
    ...read,
  }),
  getQuotation: defineEndpoint({
    method: 'POST',
    path: '/api/v1/CRM/Quotation/Get',
    summary: 'One quotation version',
    input: byId,
    output: quotationSchema,
    ...read,
  }),
  createQuotation: defineEndpoint({
    method: 'POST',
    path: '/api/v1/CRM/Quotation/Create',
    summary: 'Add a quotation version that prices facts from its date on; earlier charges keep their prices',
    input: quotationInput,
    output: quotationSchema,
    access: { functionPoint: 'crm:quotation:create' },
    notifySuccess: true,
  }),
  getQuoteLogPageList: defineEndpoint({
    method: 'POST',
    path: '/api/v1/CRM/QuoteLog/GetPageList',
    summary: 'Quote logs: who changed which contract or quotation, when, and what',
    input: quoteLogQuery,
    output: quoteLogPageSchema,
    ...read,
  }),
  getPeakSeasonConfig: defineEndpoint({
    method: 'POST',
    path: '/api/v1/CRM/PeakSeasonConfig/Get',
    summary: "A customer's peak-season windows: those of its quotation version in force today",
    input: z.object({ customerId: z.uuid() }),
    output: peakSeasonConfigSchema,
    ...read,
  }),
  savePeakSeasonConfig: defineEndpoint({
    method: 'POST',
    path: '/api/v1/CRM/PeakSeasonConfig/Save',
    summary: 'New peak-season windows from a date on: a new quotation version, the other prices unchanged',
    input: peakSeasonConfigInput,
    output: peakSeasonConfigSchema,
    access: { functionPoint: 'crm:quotation:create' },
    notifySuccess: true,
  }),
};
