import { z } from 'zod';
import { defineEndpoint } from '../core/define-endpoint.ts';
import {
  customerAccountSchema,
  rechargeAuditInput,
  rechargeDetailSchema,
  rechargeInput,
  rechargePageSchema,
  rechargeQuery,
  rechargeSchema,
  transactionPageSchema,
  transactionQuery,
} from './account.schema.ts';
import { voucherFileInput } from './finance.schema.ts';

const recharge = '/api/v1/FMS/Recharge';

/** Recharges (with voucher, audit and edit), the customer's account and its transactions. */
export const accountEndpoints = {
  getRechargeList: defineEndpoint({
    method: 'POST',
    path: `${recharge}/GetPageList`,
    summary: 'Recharges',
    input: rechargeQuery,
    output: rechargePageSchema,
    access: 'session',
    mutates: false,
  }),
  getRecharge: defineEndpoint({
    method: 'POST',
    path: `${recharge}/GetDetail`,
    summary: 'One recharge with a link to its voucher (the audit and edit pages)',
    input: z.object({ id: z.uuid() }),
    output: rechargeDetailSchema,
    access: 'session',
    mutates: false,
  }),
  uploadVoucher: defineEndpoint({
    method: 'POST',
    path: `${recharge}/UploadVoucher`,
    summary: 'Store a recharge voucher (png, jpeg, jpg, pdf, txt, doc, word, xls, xlsx, rar or zip)',
    input: voucherFileInput,
    output: z.object({ id: z.uuid(), name: z.string() }),
    access: { functionPoint: 'finance:recharge:create' },
  }),
  createRecharge: defineEndpoint({
    method: 'POST',
    path: `${recharge}/Create`,
    summary: 'Enter a recharge with its voucher; it moves the balance once approved',
    input: rechargeInput,
    output: rechargeSchema,
    access: { functionPoint: 'finance:recharge:create' },
    notifySuccess: true,
  }),
  updateRecharge: defineEndpoint({
    method: 'POST',
    path: `${recharge}/Update`,
    summary: 'Edit a pending or rejected recharge',
    input: rechargeInput.extend({ id: z.uuid() }),
    output: rechargeSchema,
    access: { functionPoint: 'finance:recharge:edit' },
    notifySuccess: true,
  }),
  auditRecharge: defineEndpoint({
    method: 'POST',
    path: `${recharge}/Audit`,
    summary: 'Approve or reject pending recharges',
    input: rechargeAuditInput,
    output: z.array(rechargeSchema),
    access: { functionPoint: 'finance:recharge:audit' },
    notifySuccess: true,
  }),
  getAccount: defineEndpoint({
    method: 'POST',
    path: '/api/v1/FMS/Account/GetDetail',
    summary: "A customer's balance, credit limit, what is owed and what may still be spent",
    input: z.object({ customerId: z.uuid() }),
    output: customerAccountSchema,
    access: 'session',
    mutates: false,
  }),
  getTransactionList: defineEndpoint({
    method: 'POST',
    path: '/api/v1/FMS/Transaction/GetPageList',
    summary: 'Every balance movement: approved recharges, charges and reversals, payments',
    input: transactionQuery,
    output: transactionPageSchema,
    access: 'session',
    mutates: false,
  }),
};
