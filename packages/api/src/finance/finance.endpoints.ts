import { z } from 'zod';
import { defineEndpoint } from '../core/define-endpoint.ts';
import { taskRefSchema } from '../imports/import.schema.ts';
import { rechargeFilterInput } from './account.schema.ts';
import {
  adjustChargeInput,
  BATCH_BILL_MAX,
  batchBillInput,
  billFilterInput,
  billPageSchema,
  billQuery,
  billReportQuery,
  billReportSchema,
  billSchema,
  chargePageSchema,
  chargeQuery,
  chargeSchema,
  closeMonthInput,
  type FeeDownload,
  feeDownloadInput,
  miscFeeAuditInput,
  miscFeeDetailSchema,
  miscFeeImportInput,
  miscFeeInput,
  miscFeePageSchema,
  miscFeeQuery,
  miscFeeSchema,
  unbilledPageSchema,
  unbilledQuery,
  voucherFileInput,
  writeOffInput,
  writeOffRecordPageSchema,
  writeOffRecordQuery,
} from './finance.schema.ts';
import { receivableRecordPageSchema, receivableRecordQuery } from './receivable.schema.ts';

const bill = '/api/v1/FMS/Bill';
const misc = '/api/v1/FMS/MiscFee';

/** Bills, the ledger's charges and the bill report. */
export const billEndpoints = {
  getUnbilledList: defineEndpoint({
    method: 'POST',
    path: `${bill}/GetUnbilledList`,
    summary: 'Unbilled charges per customer, warehouse and month, with fee components',
    input: unbilledQuery,
    output: unbilledPageSchema,
    access: 'session',
    mutates: false,
  }),
  getChargeList: defineEndpoint({
    method: 'POST',
    path: `${bill}/GetChargeList`,
    summary: 'Ledger rows: each fee with its source, rate version and rule',
    input: chargeQuery,
    output: chargePageSchema,
    access: 'session',
    mutates: false,
  }),
  getPageList: defineEndpoint({
    method: 'POST',
    path: `${bill}/GetPageList`,
    summary: 'Billed bills',
    input: billQuery,
    output: billPageSchema,
    access: 'session',
    mutates: false,
  }),
  getDetail: defineEndpoint({
    method: 'POST',
    path: `${bill}/GetDetail`,
    summary: 'A bill with its fee components and totals',
    input: z.object({ id: z.uuid() }),
    output: billSchema,
    access: 'session',
    mutates: false,
  }),
  getReport: defineEndpoint({
    method: 'POST',
    path: `${bill}/GetReport`,
    summary: 'Bill report: billed money per month and fee type',
    input: billReportQuery,
    output: billReportSchema,
    access: 'session',
    mutates: false,
  }),
  priceLedger: defineEndpoint({
    method: 'POST',
    path: `${bill}/PriceLedger`,
    summary: 'Price the billable facts not yet charged, up to now',
    input: z.object({}),
    output: z.object({ charged: z.number().int() }),
    access: { functionPoint: 'finance:bill:close' },
    notifySuccess: true,
  }),
  closeMonth: defineEndpoint({
    method: 'POST',
    path: `${bill}/CloseMonth`,
    summary: 'Close a month: its unbilled charges become bills with invoice numbers',
    input: closeMonthInput,
    output: z.array(billSchema),
    access: { functionPoint: 'finance:bill:close' },
    notifySuccess: true,
  }),
  adjustCharge: defineEndpoint({
    method: 'POST',
    path: `${bill}/AdjustCharge`,
    summary: 'Correct a billed line: a reversing row and the corrected charge',
    input: adjustChargeInput,
    output: z.array(chargeSchema),
    access: { functionPoint: 'finance:bill:edit' },
    notifySuccess: true,
  }),
  getWriteOffList: defineEndpoint({
    method: 'POST',
    path: '/api/v1/FMS/WriteOff/GetPageList',
    summary: 'Write-off records: each payment matched to a bill, newest first',
    input: writeOffRecordQuery,
    output: writeOffRecordPageSchema,
    access: 'session',
    mutates: false,
  }),
  getReceivableRecordList: defineEndpoint({
    method: 'POST',
    path: '/api/v1/FMS/WriteOff/GetReceivableList',
    summary: 'Receivable records: per customer and warehouse, billed, written off, owed and unbilled',
    input: receivableRecordQuery,
    output: receivableRecordPageSchema,
    access: 'session',
    mutates: false,
  }),
  writeOff: defineEndpoint({
    method: 'POST',
    path: `${bill}/WriteOff`,
    summary: 'Match a payment to a bill; the bill is settled when fully paid',
    input: writeOffInput,
    output: billSchema,
    access: { functionPoint: 'finance:write-off:create' },
    notifySuccess: true,
  }),
};

/** Miscellaneous fees: entered, edited and audited; an approved fee is charged once. */
export const miscFeeEndpoints = {
  getPageList: defineEndpoint({
    method: 'POST',
    path: `${misc}/GetPageList`,
    summary: 'Miscellaneous fees',
    input: miscFeeQuery,
    output: miscFeePageSchema,
    access: 'session',
    mutates: false,
  }),
  getDetail: defineEndpoint({
    method: 'POST',
    path: `${misc}/GetDetail`,
    summary: 'One miscellaneous fee with a link to its voucher (the audit and edit pages)',
    input: z.object({ id: z.uuid() }),
    output: miscFeeDetailSchema,
    access: 'session',
    mutates: false,
  }),
  uploadVoucher: defineEndpoint({
    method: 'POST',
    path: `${misc}/UploadVoucher`,
    summary: 'Store a voucher file (png, jpeg, jpg, pdf, txt, doc, word, xls, xlsx, rar or zip)',
    input: voucherFileInput,
    output: z.object({ id: z.uuid(), name: z.string() }),
    access: { functionPoint: 'finance:misc-fee:create' },
  }),
  import: defineEndpoint({
    method: 'POST',
    path: `${misc}/Import`,
    summary:
      'Enter miscellaneous fees from a workbook (incidental kind, at most 400 rows) with their vouchers',
    input: miscFeeImportInput,
    output: taskRefSchema,
    access: { functionPoint: 'finance:misc-fee:create' },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: `${misc}/Create`,
    summary: 'Enter a miscellaneous fee with its voucher',
    input: miscFeeInput,
    output: miscFeeSchema,
    access: { functionPoint: 'finance:misc-fee:create' },
    notifySuccess: true,
  }),
  update: defineEndpoint({
    method: 'POST',
    path: `${misc}/Update`,
    summary: 'Edit a pending or rejected miscellaneous fee',
    input: miscFeeInput.extend({ id: z.uuid() }),
    output: miscFeeSchema,
    access: { functionPoint: 'finance:misc-fee:edit' },
    notifySuccess: true,
  }),
  audit: defineEndpoint({
    method: 'POST',
    path: `${misc}/Audit`,
    summary: 'Approve or reject pending miscellaneous fees',
    input: miscFeeAuditInput,
    output: z.array(miscFeeSchema),
    access: { functionPoint: 'finance:misc-fee:audit' },
    notifySuccess: true,
  }),
};

const downloads = '/api/v1/DownloadHistory/DownloadHistory';
const monthBillInput = z.object({ billId: z.uuid() });
const taskOutput = z.object({ taskId: z.uuid() });

/** The path of each per-fee download. */
export const FEE_DOWNLOAD_PATHS = {
  freight: 'FMSFreightFeeDownload',
  storage: 'FMSStorageFeeDownload',
  orderDeal: 'FMSOrderDealFeeDownload',
  transShip: 'FMSTransShipFeeDownload',
  unload: 'FMSUnloadFeeDownload',
  extra: 'FMSExtraFeeDownload',
} as const satisfies Record<FeeDownload, string>;

function feeDownload(fee: FeeDownload) {
  return defineEndpoint({
    method: 'POST',
    path: `${downloads}/${FEE_DOWNLOAD_PATHS[fee]}`,
    summary: `Ledger lines of the ${fee} fees (a bill's, or by customer, warehouse and month), each with its source`,
    input: feeDownloadInput,
    output: taskOutput,
    access: { functionPoint: 'finance:bill:export' },
    notifySuccess: true,
  });
}

function feeDownloads() {
  return {
    freightFee: feeDownload('freight'),
    storageFee: feeDownload('storage'),
    orderDealFee: feeDownload('orderDeal'),
    transShipFee: feeDownload('transShip'),
    unloadFee: feeDownload('unload'),
    extraFee: feeDownload('extra'),
  };
}

/** The month-bill downloads: download-center tasks that make the bill's Excel or PDF. */
export const billDownloadEndpoints = {
  summaryMonthBill: defineEndpoint({
    method: 'POST',
    path: `${downloads}/FMSSummaryMonthBill`,
    summary: 'Month bill as Excel: the fee components and totals, then every line with its source',
    input: monthBillInput,
    output: taskOutput,
    access: { functionPoint: 'finance:bill:export' },
    notifySuccess: true,
  }),
  summaryMonthBillPdf: defineEndpoint({
    method: 'POST',
    path: `${downloads}/FMSSummaryMonthBillPDF`,
    summary: 'Month bill as PDF (Chinese and English) with its fee components and totals',
    input: monthBillInput,
    output: taskOutput,
    access: { functionPoint: 'finance:bill:export' },
    notifySuccess: true,
  }),
  batchSummaryMonthBill: defineEndpoint({
    method: 'POST',
    path: `${downloads}/FMSBatchSummaryMonthBill`,
    summary: `Several month bills (at most ${BATCH_BILL_MAX}) in one workbook, each with its totals and lines`,
    input: batchBillInput,
    output: taskOutput,
    access: { functionPoint: 'finance:bill:export' },
    notifySuccess: true,
  }),
  summaryMonthBillTotal: defineEndpoint({
    method: 'POST',
    path: `${downloads}/FMSSummaryMonthBillTotal`,
    summary: 'One row per bill of the billed list (its filters) with fee columns and totals, then the sum',
    input: billFilterInput,
    output: taskOutput,
    access: { functionPoint: 'finance:bill:export' },
    notifySuccess: true,
  }),
  creditBill: defineEndpoint({
    method: 'POST',
    path: `${downloads}/FMSCreditBillDownload`,
    summary: "Credit customers' bills with their credit limit, what is owed and the days past due",
    input: billFilterInput,
    output: taskOutput,
    access: { functionPoint: 'finance:bill:export' },
    notifySuccess: true,
  }),
  prepayBill: defineEndpoint({
    method: 'POST',
    path: `${downloads}/FMSPrepayBillDownload`,
    summary: "Prepaid customers' bills with each customer's balance",
    input: billFilterInput,
    output: taskOutput,
    access: { functionPoint: 'finance:bill:export' },
    notifySuccess: true,
  }),
  ...feeDownloads(),
  rechargeList: defineEndpoint({
    method: 'POST',
    path: `${downloads}/FMSRechargeDownloadList`,
    summary: 'The recharge list (its filters) as Excel',
    input: rechargeFilterInput,
    output: taskOutput,
    access: { functionPoint: 'finance:recharge:export' },
    notifySuccess: true,
  }),
};
