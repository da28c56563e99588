import { z } from 'zod';
import { defineEndpoint } from '../core/define-endpoint.ts';
import {
  mailAccountInput,
  mailAccountListQuery,
  mailAccountPageSchema,
  mailAccountSchema,
  mailAccountUpdate,
  mailLogPageSchema,
  mailLogQuery,
  mailLogSchema,
  mailRecipientsPageSchema,
  mailRecipientsQuery,
  mailRecipientsSchema,
  sendTestMailInput,
} from './mail.schema.ts';

const view = { access: { functionPoint: 'system:mail:view' }, mutates: false } as const;
const edit = { access: { functionPoint: 'system:mail:edit' }, notifySuccess: true } as const;

/** Outgoing mail accounts (System/MailAccount); the password is written, never returned. */
export const mailAccountEndpoints = {
  getPageList: defineEndpoint({
    method: 'POST',
    path: '/api/v1/System/MailAccount/GetPageList',
    summary: 'Outgoing mail accounts (paged); only whether a password is stored, never the password',
    input: mailAccountListQuery,
    output: mailAccountPageSchema,
    ...view,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/v1/System/MailAccount/Create',
    summary: 'Add an outgoing mail account; its password is stored encrypted',
    input: mailAccountInput,
    output: mailAccountSchema,
    ...edit,
  }),
  update: defineEndpoint({
    method: 'POST',
    path: '/api/v1/System/MailAccount/Update',
    summary: 'Edit an outgoing mail account; an empty password keeps the stored one',
    input: mailAccountUpdate,
    output: mailAccountSchema,
    ...edit,
  }),
  delete: defineEndpoint({
    method: 'POST',
    path: '/api/v1/System/MailAccount/Delete',
    summary: 'Remove an outgoing mail account',
    input: z.object({ id: z.uuid() }),
    output: z.object({ id: z.uuid() }),
    ...edit,
  }),
  sendTest: defineEndpoint({
    method: 'POST',
    path: '/api/v1/System/MailAccount/SendTest',
    summary: 'Send a test mail through the account now; the mail log keeps the outcome',
    input: sendTestMailInput,
    output: mailLogSchema,
    ...edit,
    timeout: 60_000,
    successMessage: 'mail:testSent',
  }),
};

/** Receivers, CC and away lists per customer (System/MailRecipient). */
export const mailRecipientEndpoints = {
  getPageList: defineEndpoint({
    method: 'POST',
    path: '/api/v1/System/MailRecipient/GetPageList',
    summary: "The caller's customers with how many receivers, CC and away entries each has",
    input: mailRecipientsQuery,
    output: mailRecipientsPageSchema,
    ...view,
  }),
  get: defineEndpoint({
    method: 'POST',
    path: '/api/v1/System/MailRecipient/Get',
    summary: "A customer's receivers, CC and away lists",
    input: z.object({ customerId: z.uuid() }),
    output: mailRecipientsSchema,
    ...view,
  }),
  save: defineEndpoint({
    method: 'POST',
    path: '/api/v1/System/MailRecipient/Save',
    summary: "Replace a customer's receivers, CC and away lists",
    input: mailRecipientsSchema,
    output: mailRecipientsSchema,
    ...edit,
  }),
};

/** Every mail sent or tried (System/MailLog). */
export const mailLogEndpoints = {
  getPageList: defineEndpoint({
    method: 'POST',
    path: '/api/v1/System/MailLog/GetPageList',
    summary: 'The mail log: each pushed or test mail, its state, attempts and last failure',
    input: mailLogQuery,
    output: mailLogPageSchema,
    access: { functionPoint: 'system:mail-log:view' },
    mutates: false,
  }),
  resend: defineEndpoint({
    method: 'POST',
    path: '/api/v1/System/MailLog/Resend',
    summary: 'Queue a failed mail again',
    input: z.object({ id: z.uuid() }),
    output: mailLogSchema,
    access: { functionPoint: 'system:mail-log:resend' },
    notifySuccess: true,
  }),
};
