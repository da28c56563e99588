import { z } from 'zod';
import { pageOf, pageQuery } from '../core/page-query.ts';
import { LIMITS, money2Schema, optionalText, positive2Schema, textSchema } from '../products/field-rules.ts';

export const ACCOUNT_TYPES = ['prepaid', 'credit'] as const;
/** Customer service is in service or paused. */
export const SERVICE_STATES = ['inService', 'paused'] as const;
/** Relations assignable on a customer; each holds a user id. */
export const CUSTOMER_MANAGER_FIELDS = [
  'businessManagerId',
  'customerManagerId',
  'salesManagerId',
  'responsibleAgentId',
  'serviceManagerId',
  'accountManagerId',
] as const;

const userRef = z.uuid().nullish();
const divisor = z
  .number('masterdata:rule.divisor')
  .positive('masterdata:rule.divisor')
  .max(100_000, 'masterdata:rule.divisor');

/** Basic info: what the customer list edits (UpdateChannelListDetail). */
export const customerBasicFields = {
  customerCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{2,20}$/, 'masterdata:rule.customerCode'),
  shortName: textSchema(50).min(1),
  fullName: textSchema(200).min(1),
  contact: optionalText(50),
  tel: optionalText(30),
  email: z.email('masterdata:rule.email').nullish(),
  companyAddress: optionalText(300),
  businessLicenseFileId: z.uuid().nullish(),
  businessManagerId: userRef,
  customerManagerId: userRef,
  salesManagerId: userRef,
  responsibleAgentId: userRef,
  serviceManagerId: userRef,
  accountManagerId: userRef,
  isDisabled: z.boolean().default(false),
  serviceState: z.enum(SERVICE_STATES).default('inService'),
};

/** Configuration: account, credit, warehouses and carrier divisors (UpdateChannelDetail). */
export const customerConfigFields = {
  accountType: z.enum(ACCOUNT_TYPES).default('prepaid'),
  /** Fixed credit amount, USD. */
  creditAmount: money2Schema.default(0),
  /** Payment term in days. */
  paymentTermDays: z.number().int().min(0).max(365).default(0),
  temporaryQuota: money2Schema.default(0),
  warehouseIds: z
    .array(z.uuid())
    .max(200)
    .refine((ids) => new Set(ids).size === ids.length, 'masterdata:rule.duplicate')
    .default([]),
  fedexDivisor: divisor.default(LIMITS.defaultDivisor),
  upsDivisor: divisor.default(LIMITS.defaultDivisor),
  /** Weight tier bounds in lbs, ascending. */
  weightTiers: z
    .array(positive2Schema)
    .max(20)
    .refine((t) => t.every((v, i) => i === 0 || v > t[i - 1]!), 'masterdata:rule.ascending')
    .default([]),
  /** Minimum charging volume, m³. */
  minChargeVolume: z.number().min(0).max(1000).nullish(),
};

export const customerCreateSchema = z.object({ ...customerBasicFields, ...customerConfigFields });
export const customerBasicUpdateSchema = z.object({ id: z.uuid(), ...customerBasicFields });
export const customerConfigUpdateSchema = z.object({ id: z.uuid(), ...customerConfigFields });

const basicOut = z.object({
  id: z.uuid(),
  customerCode: z.string(),
  shortName: z.string(),
  fullName: z.string(),
  contact: z.string().nullable(),
  tel: z.string().nullable(),
  email: z.string().nullable(),
  companyAddress: z.string().nullable(),
  businessLicenseFileId: z.uuid().nullable(),
  /** Signed URL of the business licence, empty when none. */
  businessLicensePath: z.string(),
  businessManagerId: z.uuid().nullable(),
  customerManagerId: z.uuid().nullable(),
  salesManagerId: z.uuid().nullable(),
  responsibleAgentId: z.uuid().nullable(),
  serviceManagerId: z.uuid().nullable(),
  accountManagerId: z.uuid().nullable(),
  isDisabled: z.boolean(),
  serviceState: z.enum(SERVICE_STATES),
  createdTime: z.string(),
});
export const customerBasicSchema = basicOut;
export const customerConfigSchema = z.object({
  id: z.uuid(),
  customerCode: z.string(),
  shortName: z.string(),
  accountType: z.enum(ACCOUNT_TYPES),
  creditAmount: z.number(),
  paymentTermDays: z.number().int(),
  temporaryQuota: z.number(),
  warehouseIds: z.array(z.uuid()),
  fedexDivisor: z.number(),
  upsDivisor: z.number(),
  weightTiers: z.array(z.number()),
  minChargeVolume: z.number().nullable(),
});
export const customerRowSchema = basicOut.extend({
  accountType: z.enum(ACCOUNT_TYPES),
  warehouseNames: z.array(z.string()),
  storeCount: z.number().int(),
});
export type CustomerRow = z.infer<typeof customerRowSchema>;

export const customerListQuery = pageQuery({
  keyword: z.string().trim().max(100).optional(),
  accountType: z.enum(ACCOUNT_TYPES).optional(),
  isDisabled: z.boolean().optional(),
  warehouseId: z.uuid().optional(),
});
export const customerPageSchema = pageOf(customerRowSchema);
