import { z } from 'zod';
import { pageOf, pageQuery } from '../core/page-query.ts';
import { importUploadSchema } from '../imports/import.schema.ts';
import { amountSchema } from '../orders/order-fields.schema.ts';

const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'validation:invalid');
const day = z.iso.date();

/** The fee columns of a bill (its fee components), in the order the bill shows them. */
export const FEE_TYPES = [
  'freight',
  'orderProcessing',
  'storage',
  'unloading',
  'freightOrder',
  'pallet',
  'additionalService',
  'workOrder',
  'inventory',
  'compensation',
  'misc',
] as const;
export type FeeType = (typeof FEE_TYPES)[number];

/**
 * The billable facts a charge names. The server prices the ones whose area records them; each kind
 * opens its source page on the bill line.
 */
export const SOURCE_KINDS = [
  'shipment',
  'order',
  'storage',
  'return',
  'miscFee',
  'unloading',
  'pallet',
  'workOrderLine',
  'transfer',
] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];

export const BILL_STATES = ['unsettled', 'settled'] as const;
export const INVOICE_STATES = ['unbilled', 'billed'] as const;
export const AUDIT_STATES = ['pending', 'approved', 'rejected'] as const;
/** The voucher file types a miscellaneous fee accepts. */
export const VOUCHER_EXTENSIONS = [
  'png',
  'jpeg',
  'jpg',
  'pdf',
  'txt',
  'doc',
  'docx',
  'word',
  'xls',
  'xlsx',
  'rar',
  'zip',
] as const;

/** One ledger row: the fee, its source, and the version and rule that priced it. */
export const chargeSchema = z.object({
  id: z.uuid(),
  customerId: z.uuid(),
  customerCode: z.string(),
  warehouseId: z.uuid(),
  warehouseName: z.string(),
  sourceKind: z.enum(SOURCE_KINDS),
  sourceId: z.string(),
  sourceNo: z.string(),
  feeType: z.enum(FEE_TYPES),
  feeComponent: z.string(),
  seq: z.number().int(),
  quantity: z.number(),
  amount: z.number(),
  occurredOn: z.string(),
  billMonth: z.string(),
  rateVersionId: z.uuid().nullable(),
  rule: z.string(),
  roundingRule: z.string(),
  reversesId: z.uuid().nullable(),
  billId: z.uuid().nullable(),
  invoiceState: z.enum(INVOICE_STATES),
  remark: z.string().nullable(),
  createdTime: z.string(),
});
export type Charge = z.infer<typeof chargeSchema>;

export const chargeQuery = pageQuery({
  billId: z.uuid().optional(),
  customerId: z.uuid().optional(),
  warehouseId: z.uuid().optional(),
  billMonth: month.optional(),
  feeType: z.enum(FEE_TYPES).optional(),
  invoiceState: z.enum(INVOICE_STATES).optional(),
});
export const chargePageSchema = pageOf(chargeSchema);

/** Money per fee type: every type present, 0 when none. */
export const feeTotalsSchema = z.record(z.enum(FEE_TYPES), z.number());
export type FeeTotals = z.infer<typeof feeTotalsSchema>;

/** Charges of one customer, warehouse and month not yet on a bill. */
export const unbilledRowSchema = z.object({
  /** month|customer|warehouse */
  id: z.string(),
  customerId: z.uuid(),
  customerCode: z.string(),
  warehouseId: z.uuid(),
  warehouseName: z.string(),
  billMonth: z.string(),
  accountType: z.string(),
  fees: feeTotalsSchema,
  billMoney: z.number(),
  chargeCount: z.number().int(),
});
export const unbilledQuery = pageQuery({
  customerId: z.uuid().optional(),
  warehouseId: z.uuid().optional(),
  billMonth: month.optional(),
});
export const unbilledPageSchema = pageOf(unbilledRowSchema);

export const billSchema = z.object({
  id: z.uuid(),
  invoiceNo: z.string(),
  billMonth: z.string(),
  customerId: z.uuid(),
  customerCode: z.string(),
  warehouseId: z.uuid(),
  warehouseName: z.string(),
  accountType: z.string(),
  state: z.enum(BILL_STATES),
  invoiceState: z.enum(INVOICE_STATES),
  fees: feeTotalsSchema,
  billMoney: z.number(),
  amountPaid: z.number(),
  amountToPay: z.number(),
  /** Storage of the month was wholly inside the free allowance. */
  graceFlag: z.boolean(),
  dueOn: z.string(),
  createdTime: z.string(),
});
export type Bill = z.infer<typeof billSchema>;
const billFilters = {
  customerId: z.uuid().optional(),
  warehouseId: z.uuid().optional(),
  billMonth: month.optional(),
  invoiceNo: z.string().trim().max(40).optional(),
  state: z.enum(BILL_STATES).optional(),
};
export const billQuery = pageQuery(billFilters);
export const billPageSchema = pageOf(billSchema);
/** The billed list's filters without paging: what the total, credit and prepay downloads take. */
export const billFilterInput = z.object(billFilters);
export type BillFilter = z.infer<typeof billFilterInput>;

/** The most bills one batch month-bill download takes. */
export const BATCH_BILL_MAX = 50;
export const batchBillInput = z.object({ billIds: z.array(z.uuid()).min(1).max(BATCH_BILL_MAX) });

/**
 * The per-fee downloads (FMS…FeeDownload): each ledger line falls in exactly one. Transfer fees are the
 * lines of transfer orders; extra fees are every line the other five leave.
 */
export const FEE_DOWNLOADS = ['freight', 'storage', 'orderDeal', 'transShip', 'unload', 'extra'] as const;
export type FeeDownload = (typeof FEE_DOWNLOADS)[number];
export const feeDownloadInput = z.object({
  billId: z.uuid().optional(),
  customerId: z.uuid().optional(),
  warehouseId: z.uuid().optional(),
  billMonth: month.optional(),
  invoiceState: z.enum(INVOICE_STATES).optional(),
});
export type FeeDownloadFilter = z.infer<typeof feeDownloadInput>;

/** One payment matched to a bill (a write-off record). */
export const writeOffRecordSchema = z.object({
  id: z.uuid(),
  billId: z.uuid(),
  invoiceNo: z.string(),
  billMonth: z.string(),
  customerId: z.uuid(),
  customerCode: z.string(),
  warehouseName: z.string(),
  amount: z.number(),
  remark: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdTime: z.string(),
});
export type WriteOffRecord = z.infer<typeof writeOffRecordSchema>;
export const writeOffRecordQuery = pageQuery({
  invoiceNo: z.string().trim().max(40).optional(),
  customerId: z.uuid().optional(),
  billMonth: month.optional(),
});
export const writeOffRecordPageSchema = pageOf(writeOffRecordSchema);

/** The dashboard's billing widgets: money charged per day, and customers with bills past their due date. */
export const billingWidgetsSchema = z.object({
  trend: z.array(z.object({ date: z.string(), amount: z.number() })),
  total: z.number(),
  pastDue: z.array(
    z.object({
      customerId: z.uuid(),
      customerCode: z.string(),
      bills: z.number().int(),
      amountToPay: z.number(),
      oldestDueOn: z.string(),
      daysOverdue: z.number().int(),
    }),
  ),
});
export type BillingWidgets = z.infer<typeof billingWidgetsSchema>;

export const closeMonthInput = z.object({
  billMonth: month,
  customerId: z.uuid().optional(),
  warehouseId: z.uuid().optional(),
});

/** A correction of a billed line (billed-edit): a reversing row, then the corrected amount. */
export const adjustChargeInput = z.object({
  chargeId: z.uuid(),
  amount: z.number().min(-999_999_999).max(999_999_999),
  remark: z.string().trim().min(1).max(200),
});

export const writeOffInput = z.object({
  billId: z.uuid(),
  amount: amountSchema.refine((v) => v > 0, 'validation:invalid'),
  remark: z.string().trim().max(200).default(''),
});

export const billReportQuery = z.object({
  fromMonth: month,
  toMonth: month,
  customerId: z.uuid().optional(),
  warehouseId: z.uuid().optional(),
});
export const billReportSchema = z.array(
  z.object({ billMonth: z.string(), fees: feeTotalsSchema, billMoney: z.number() }),
);

export const miscFeeInput = z.object({
  customerId: z.uuid(),
  warehouseId: z.uuid(),
  feeType: z.string().trim().min(1).max(50),
  amount: amountSchema.refine((v) => v > 0, 'validation:invalid'),
  happenDate: day,
  voucherFileId: z.uuid().nullish(),
  remark: z.string().trim().max(200).default(''),
});
export const miscFeeSchema = z.object({
  id: z.uuid(),
  feeNo: z.string(),
  customerId: z.uuid(),
  customerCode: z.string(),
  warehouseId: z.uuid(),
  warehouseName: z.string(),
  feeType: z.string(),
  amount: z.number(),
  happenDate: z.string(),
  voucherFileId: z.uuid().nullable(),
  voucherName: z.string().nullable(),
  remark: z.string().nullable(),
  auditState: z.enum(AUDIT_STATES),
  auditRemark: z.string().nullable(),
  createdTime: z.string(),
});
export type MiscFee = z.infer<typeof miscFeeSchema>;
export const miscFeeQuery = pageQuery({
  feeNo: z.string().trim().max(40).optional(),
  customerId: z.uuid().optional(),
  warehouseId: z.uuid().optional(),
  auditState: z.enum(AUDIT_STATES).optional(),
});
export const miscFeePageSchema = pageOf(miscFeeSchema);
/** An audit decision over pending records (fees or recharges), all or none; a rejection gives its reason. */
export const auditInput = z.object({
  ids: z.array(z.uuid()).min(1).max(200),
  approve: z.boolean(),
  remark: z.string().trim().max(200).default(''),
});
export const miscFeeAuditInput = auditInput;
/** One fee as its audit and edit pages show it, with a signed link to its voucher. */
export const miscFeeDetailSchema = miscFeeSchema.extend({ voucherUrl: z.string().nullable() });

/** The extension of a voucher file name, lower case ('' when it has none). */
export const voucherExtension = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};
export const voucherTypeAllowed = (name: string): boolean =>
  (VOUCHER_EXTENSIONS as readonly string[]).includes(voucherExtension(name));

/** A voucher file, base64 in the JSON body like the other uploads; 20 MB at most. */
export const VOUCHER_MAX_BYTES = 20 * 1024 * 1024;
export const voucherFileInput = z.object({
  fileName: z.string().trim().min(1).max(200),
  content: z.base64().max(Math.ceil((VOUCHER_MAX_BYTES * 4) / 3) + 4),
});

/** The most rows one `incidental` import takes; a longer sheet is refused whole. */
export const INCIDENTAL_MAX_ROWS = 400;

/**
 * The miscellaneous-fee import: the workbook and the voucher files its `certificate` column names, each
 * matched by its file name (with or without the extension), of the voucher file types only.
 */
export const miscFeeImportInput = importUploadSchema.extend({
  kind: z.literal('incidental'),
  vouchers: z.array(voucherFileInput).max(INCIDENTAL_MAX_ROWS).default([]),
});

/** The voucher a row names: the file called so, or so plus an extension, without regard to case. */
export function voucherMatches(value: string, fileName: string): boolean {
  const want = value.trim().toLowerCase();
  const name = fileName.trim().toLowerCase();
  const dot = name.lastIndexOf('.');
  return name === want || (dot > 0 && name.slice(0, dot) === want);
}
