import { z } from 'zod';
import { pageOf, pageQuery } from '../core/page-query.ts';
import { ACCOUNT_TYPES } from '../customers/customer.schema.ts';
import { amountSchema } from '../orders/order-fields.schema.ts';
import { AUDIT_STATES, auditInput } from './finance.schema.ts';

export const RECHARGE_WAYS = ['bankTransfer', 'paymentService'] as const;
export const RECHARGE_TYPES = ['recharge', 'refund'] as const;

export const rechargeInput = z.object({
  customerId: z.uuid(),
  type: z.enum(RECHARGE_TYPES).default('recharge'),
  way: z.enum(RECHARGE_WAYS),
  amount: amountSchema.refine((v) => v > 0, 'validation:invalid'),
  voucherFileId: z.uuid().nullish(),
  remark: z.string().trim().max(200).default(''),
});
export const rechargeSchema = z.object({
  id: z.uuid(),
  serialNo: z.string(),
  customerId: z.uuid(),
  customerCode: z.string(),
  type: z.enum(RECHARGE_TYPES),
  way: z.enum(RECHARGE_WAYS),
  amount: z.number(),
  voucherFileId: z.uuid().nullable(),
  voucherName: z.string().nullable(),
  remark: z.string().nullable(),
  auditState: z.enum(AUDIT_STATES),
  auditRemark: z.string().nullable(),
  createdTime: z.string(),
});
export type Recharge = z.infer<typeof rechargeSchema>;
const rechargeFilters = {
  customerId: z.uuid().optional(),
  serialNo: z.string().trim().max(40).optional(),
  auditState: z.enum(AUDIT_STATES).optional(),
};
export const rechargeQuery = pageQuery(rechargeFilters);
/** The recharge list's filters without paging: what its download (FMSRechargeDownloadList) takes. */
export const rechargeFilterInput = z.object(rechargeFilters);
export type RechargeFilter = z.infer<typeof rechargeFilterInput>;
export const rechargePageSchema = pageOf(rechargeSchema);
export const rechargeAuditInput = auditInput;
/** One recharge as its audit and edit pages show it, with a signed link to its voucher. */
export const rechargeDetailSchema = rechargeSchema.extend({ voucherUrl: z.string().nullable() });

/** A customer's account: prepaid balance, or credit limit and what is owed against it. */
export const customerAccountSchema = z.object({
  customerId: z.uuid(),
  customerCode: z.string(),
  accountType: z.enum(ACCOUNT_TYPES),
  /** Approved recharges minus every charge (prepaid). */
  balance: z.number(),
  /** Fixed credit amount plus temporary quota (credit). */
  creditLimit: z.number(),
  /** Charges not yet paid by write-offs (credit). */
  outstanding: z.number(),
  /** What may still be spent: the balance, or the limit less what is owed. */
  available: z.number(),
  paymentTermDays: z.number().int(),
});
export type Account = z.infer<typeof customerAccountSchema>;

export const TRANSACTION_KINDS = ['recharge', 'refund', 'charge', 'payment'] as const;
/** One balance movement: an approved recharge, a charge (or its reversal), or a payment of a bill. */
export const transactionSchema = z.object({
  id: z.uuid(),
  customerId: z.uuid(),
  customerCode: z.string(),
  kind: z.enum(TRANSACTION_KINDS),
  /** The recharge's serial number, the charge's source number or the bill's invoice number. */
  reference: z.string(),
  detail: z.string(),
  /** Signed: + adds to the balance, − takes from it. */
  amount: z.number(),
  time: z.string(),
});
export const transactionQuery = pageQuery({
  customerId: z.uuid().optional(),
  kind: z.enum(TRANSACTION_KINDS).optional(),
});
export const transactionPageSchema = pageOf(transactionSchema);
