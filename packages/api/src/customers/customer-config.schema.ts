import { z } from 'zod';
import { customerConfigFields } from './customer.schema.ts';

/** The finance tab of a customer's configuration: account type, credit, payment term, temporary quota. */
export const customerFinanceInput = z.object({
  id: z.uuid(),
  accountType: customerConfigFields.accountType,
  creditAmount: customerConfigFields.creditAmount,
  paymentTermDays: customerConfigFields.paymentTermDays,
  temporaryQuota: customerConfigFields.temporaryQuota,
});
export type CustomerFinanceInput = z.infer<typeof customerFinanceInput>;

/** What a docking (contact) person looks after for the customer. */
export const CONTACT_DUTIES = [
  'business',
  'customerService',
  'operations',
  'finance',
  'technical',
  'other',
] as const;

export const customerContactSchema = z.object({
  name: z.string().trim().min(1).max(50),
  duty: z.enum(CONTACT_DUTIES),
  phone: z.string().trim().max(30).default(''),
  email: z.union([z.literal(''), z.email('masterdata:rule.email')]).default(''),
  remark: z.string().trim().max(200).default(''),
});
export type CustomerContact = z.infer<typeof customerContactSchema>;

/** The whole list of a customer's docking people, saved at once (at most 50). */
export const customerContactsInput = z.object({
  customerId: z.uuid(),
  contacts: z.array(customerContactSchema).max(50),
});
export const customerContactsSchema = z.object({
  customerId: z.uuid(),
  contacts: z.array(customerContactSchema.extend({ id: z.uuid() })),
});
