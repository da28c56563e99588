import { createReadStream, createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { type Bill, FEE_TYPES } from '@wms/api';
import { type Locale, translate } from '@wms/i18n/messages';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { charges } from '../../db/schema/index.ts';
import type { Principal, SessionContext } from '../../platform/context.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { writeSheet } from '../../platform/excel/sheet-writer.ts';
import type { JobContext, JobHandler } from '../../platform/jobs.ts';
import { billsService } from './bills.service.ts';
import { dollars } from './fee-totals.ts';
import { monthBillPdf } from './month-bill.pdf.ts';

export const MONTH_BILL_XLSX_JOB = 'finance:month-bill-xlsx';
export const MONTH_BILL_PDF_JOB = 'finance:month-bill-pdf';
const BATCH = 1000;
const stamp = (d: Date) => d.toISOString().replace(/[-:T]/g, '').slice(0, 14);

/** The download-center task of one bill's Excel or PDF; the bill must be the caller's to see. */
export async function startMonthBill(
  deps: AppDeps,
  tx: Tx,
  ctx: SessionContext,
  billId: string,
  pdf: boolean,
) {
  const bill = await billsService.detail(tx, ctx.principal, billId);
  const task = await deps.jobs.enqueue(tx, {
    tenantId: ctx.principal.tenantId,
    userId: ctx.principal.userId,
    kind: 'export',
    type: pdf ? MONTH_BILL_PDF_JOB : MONTH_BILL_XLSX_JOB,
    filename: `${translate(ctx.locale, 'finance:bill')}-${bill.invoiceNo}-${stamp(deps.clock())}.${pdf ? 'pdf' : 'xlsx'}`,
    suffix: pdf ? 'pdf' : 'xlsx',
    locale: ctx.locale,
    payload: { billId },
  });
  return { taskId: task.id };
}

/** The bill's summary rows: its facts, then one row per fee component and the total. */
export function summaryRows(bill: Bill, locale: Locale): (string | number)[][] {
  const t = (key: string) => translate(locale, key);
  return [
    [t('finance:invoiceNo'), bill.invoiceNo],
    [t('finance:billMonth'), bill.billMonth],
    [t('finance:customer'), bill.customerCode],
    [t('finance:warehouse'), bill.warehouseName],
    [t('finance:dueOn'), bill.dueOn],
    ...FEE_TYPES.filter((type) => bill.fees[type] !== 0).map((type) => [
      t(`finance:fee.${type}`),
      bill.fees[type],
    ]),
    [t('finance:total'), bill.billMoney],
    [t('finance:amountPaid'), bill.amountPaid],
    [t('finance:amountToPay'), bill.amountToPay],
  ];
}

/** One bill's rows: its summary, then every ledger line with its source in keyset batches. */
export async function* lineBatches(job: JobContext, principal: Principal, bill: Bill) {
  const t = (key: string) => translate(job.locale, key);
  yield [...summaryRows(bill, job.locale), []];
  yield [
    ['occurredOn', 'feeType', 'sourceKind', 'sourceNo', 'quantity', 'amount', 'rule', 'seq'].map((k) =>
      t(`finance:${k}`),
    ),
  ];
  let after: string | null = null;
  for (;;) {
    // Only the columns the sheet shows: a batch's rows are all garbage by the next batch.
    const rows = await job.inTenant((tx) =>
      tx
        .select({
          id: charges.id,
          occurredOn: charges.occurredOn,
          feeType: charges.feeType,
          sourceKind: charges.sourceKind,
          sourceNo: charges.sourceNo,
          quantity: charges.quantity,
          amount: charges.amount,
          rule: charges.rule,
          seq: charges.seq,
        })
        .from(charges)
        .where(
          and(
            eq(charges.tenantId, principal.tenantId),
            eq(charges.billId, bill.id),
            after ? gt(charges.id, after) : undefined,
          ),
        )
        .orderBy(asc(charges.id))
        .limit(BATCH),
    );
    if (!rows.length) return;
    after = rows[rows.length - 1]!.id;
    yield rows.map((c) => [
      c.occurredOn,
      t(`finance:fee.${c.feeType}`),
      t(`finance:source.${c.sourceKind}`),
      c.sourceNo,
      c.quantity,
      dollars(c.amount),
      c.rule,
      c.seq,
    ]);
    if (rows.length < BATCH) return;
  }
}

/** Streams the month bill to a temporary xlsx, then stores it for the download center. */
export const monthBillXlsxJob: JobHandler = async (job) => {
  const { billId } = job.task.payload as { billId: string };
  const principal = await job.principal();
  const bill = await job.inTenant((tx) => billsService.detail(tx, principal, billId));
  const dir = await job.files.workDir('wms-month-bill');
  try {
    const path = join(dir, 'bill.xlsx');
    const rows = await writeSheet(
      createWriteStream(path),
      bill.invoiceNo,
      [translate(job.locale, 'finance:bill'), bill.invoiceNo],
      lineBatches(job, principal, bill),
    );
    const file = await job.inTenant((tx) =>
      job.files.save(
        tx,
        {
          tenantId: job.task.tenantId,
          name: job.task.filename,
          mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          createdBy: job.task.createdBy,
          customerId: bill.customerId,
        },
        createReadStream(path),
      ),
    );
    return { fileId: file.id, result: { rows, billMoney: bill.billMoney } };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};

/** The month bill's PDF: facts, fee components and totals. */
export const monthBillPdfJob: JobHandler = async (job) => {
  const { billId } = job.task.payload as { billId: string };
  const principal = await job.principal();
  const bill = await job.inTenant((tx) => billsService.detail(tx, principal, billId));
  const pdf = await monthBillPdf(bill);
  const file = await job.inTenant((tx) =>
    job.files.save(
      tx,
      {
        tenantId: job.task.tenantId,
        name: job.task.filename,
        mime: 'application/pdf',
        createdBy: job.task.createdBy,
        customerId: bill.customerId,
      },
      pdf,
    ),
  );
  return { fileId: file.id, result: { billMoney: bill.billMoney } };
};

/** Registers the month-bill download handlers with the task queue. */
export function registerMonthBillJobs(deps: AppDeps) {
  deps.jobs.register(MONTH_BILL_XLSX_JOB, monthBillXlsxJob);
  deps.jobs.register(MONTH_BILL_PDF_JOB, monthBillPdfJob);
}
