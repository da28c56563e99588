import { createReadStream, createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import {
  type Bill,
  type BillFilter,
  ErrorCode,
  FEE_TYPES,
  type FeeDownload,
  type FeeDownloadFilter,
  type RechargeFilter,
} from '@wms/api';
import { type Locale, translate } from '@wms/i18n/messages';
import { and, asc, count, eq, gt, isNotNull, isNull, ne, notInArray, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { bills, charges, customers, warehouses } from '../../db/schema/index.ts';
import type { Principal, SessionContext } from '../../platform/context.ts';
import { customerScope, warehouseScope } from '../../platform/data-scope.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { BizError } from '../../platform/errors.ts';
import { writeSheet } from '../../platform/excel/sheet-writer.ts';
import type { JobContext, JobHandler } from '../../platform/jobs.ts';
import { accountService } from './account.service.ts';
import { type AccountKind, billsService } from './bills.service.ts';
import { dollars } from './fee-totals.ts';
import { roundMilli } from './ledger.service.ts';
import { lineBatches } from './month-bill.export.ts';
import { rechargesService } from './recharges.service.ts';

export const BILL_BATCH_JOB = 'finance:bill-batch';
export const BILL_TOTAL_JOB = 'finance:bill-total';
export const FEE_DETAIL_JOB = 'finance:fee-detail';
export const RECHARGE_LIST_JOB = 'finance:recharge-list';
/** The bill downloads that list bills: all of the filter's, or only credit or prepaid accounts'. */
export type BillListDownload = 'total' | 'credit' | 'prepay';
const ACCOUNT: Record<BillListDownload, AccountKind | undefined> = {
  total: undefined,
  credit: 'credit',
  prepay: 'prepaid',
};
const BATCH = 1000;
const BILL_PAGE = 200;
const DAY_MS = 24 * 60 * 60 * 1000;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const stamp = (d: Date) => d.toISOString().replace(/[-:T]/g, '').slice(0, 14);

async function enqueue(
  deps: AppDeps,
  tx: Tx,
  ctx: SessionContext,
  type: string,
  titleKey: string,
  payload: unknown,
) {
  const task = await deps.jobs.enqueue(tx, {
    tenantId: ctx.principal.tenantId,
    userId: ctx.principal.userId,
    kind: 'export',
    type,
    filename: `${translate(ctx.locale, titleKey)}-${stamp(deps.clock())}.xlsx`,
    suffix: 'xlsx',
    locale: ctx.locale,
    payload,
  });
  return { taskId: task.id };
}

/** Streams rows to a temporary xlsx and stores it for the download center. */
async function storeSheet(
  job: JobContext,
  sheetName: string,
  header: string[],
  rows: AsyncIterable<unknown[][]>,
): Promise<{ fileId: string; rows: number }> {
  const dir = await job.files.workDir('wms-fms');
  try {
    const path = join(dir, 'download.xlsx');
    const written = await writeSheet(createWriteStream(path), sheetName.slice(0, 31), header, rows);
    const file = await job.inTenant((tx) =>
      job.files.save(
        tx,
        { tenantId: job.task.tenantId, name: job.task.filename, mime: XLSX, createdBy: job.task.createdBy },
        createReadStream(path),
      ),
    );
    return { fileId: file.id, rows: written };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const feeTitle = (fee: FeeDownload) => `finance:download.fee.${fee}`;
const listTitle = (variant: BillListDownload) => `finance:download.${variant}`;

/** FMSBatchSummaryMonthBill: the chosen bills, each of which the caller must see. */
export async function startBillBatch(deps: AppDeps, tx: Tx, ctx: SessionContext, billIds: string[]) {
  const ids = [...new Set(billIds)];
  for (const id of ids) await billsService.detail(tx, ctx.principal, id);
  return enqueue(deps, tx, ctx, BILL_BATCH_JOB, 'finance:download.batch', { billIds: ids });
}

/** FMSSummaryMonthBillTotal, FMSCreditBillDownload, FMSPrepayBillDownload: the billed list's filters. */
export async function startBillList(
  deps: AppDeps,
  tx: Tx,
  ctx: SessionContext,
  variant: BillListDownload,
  filters: BillFilter,
) {
  if ((await billsService.count(tx, ctx.principal, filters, ACCOUNT[variant])) === 0)
    throw new BizError(ErrorCode.exportNoData);
  // "Past due" as of when the download is asked, on the server's clock.
  const today = deps.clock().toISOString().slice(0, 10);
  return enqueue(deps, tx, ctx, BILL_TOTAL_JOB, listTitle(variant), { variant, filters, today });
}

/** The FMS…FeeDownload calls: one kind of fee's ledger lines, of one bill or by the filters. */
export async function startFeeDetail(
  deps: AppDeps,
  tx: Tx,
  ctx: SessionContext,
  fee: FeeDownload,
  filters: FeeDownloadFilter,
) {
  if (filters.billId) await billsService.detail(tx, ctx.principal, filters.billId);
  const [n] = await tx
    .select({ n: count() })
    .from(charges)
    .where(feeLines(ctx.principal, fee, filters));
  if (!n?.n) throw new BizError(ErrorCode.exportNoData);
  return enqueue(deps, tx, ctx, FEE_DETAIL_JOB, feeTitle(fee), { fee, filters });
}

/** FMSRechargeDownloadList: the recharge list's filters. */
export async function startRechargeList(deps: AppDeps, tx: Tx, ctx: SessionContext, filters: RechargeFilter) {
  if ((await rechargesService.count(tx, ctx.principal, filters)) === 0)
    throw new BizError(ErrorCode.exportNoData);
  return enqueue(deps, tx, ctx, RECHARGE_LIST_JOB, 'finance:download.recharge', { filters });
}

const RECHARGE_COLUMNS = [
  'serialNo',
  'time',
  'customer',
  'type',
  'way',
  'amount',
  'voucher',
  'auditState',
  'remark',
  'auditRemark',
] as const;

export const rechargeListJob: JobHandler = async (job) => {
  const { filters } = job.task.payload as { filters: RechargeFilter };
  const principal = await job.principal();
  const t = (key: string) => translate(job.locale, key);
  const total = await job.inTenant((tx) => rechargesService.count(tx, principal, filters));
  async function* rows() {
    for (let offset = 0; ; offset += BATCH) {
      const page = await job.inTenant((tx) =>
        rechargesService.slice(tx, principal, filters, { limit: BATCH, offset }),
      );
      yield page.map((r) => [
        r.serialNo,
        r.createdTime,
        r.customerCode,
        t(`finance:rechargeType.${r.type}`),
        t(`finance:way.${r.way}`),
        r.amount,
        r.voucherName ?? '',
        t(`finance:auditState.${r.auditState}`),
        r.remark ?? '',
        r.auditRemark ?? '',
      ]);
      await job.progress((Math.min(offset + BATCH, total) / Math.max(total, 1)) * 95);
      if (page.length < BATCH) return;
    }
  }
  const out = await storeSheet(
    job,
    t('finance:download.recharge'),
    RECHARGE_COLUMNS.map((k) => t(`finance:${k}`)),
    rows(),
  );
  return { fileId: out.fileId, result: { rows: out.rows } };
};

export const batchJob: JobHandler = async (job) => {
  const { billIds } = job.task.payload as { billIds: string[] };
  const principal = await job.principal();
  const t = (key: string) => translate(job.locale, key);
  async function* rows() {
    for (const [i, id] of billIds.entries()) {
      const bill = await job.inTenant((tx) => billsService.detail(tx, principal, id));
      yield* lineBatches(job, principal, bill);
      yield [[]];
      await job.progress(((i + 1) / billIds.length) * 95);
    }
  }
  const title = t('finance:download.batch');
  const out = await storeSheet(job, title, [title, String(billIds.length)], rows());
  return { fileId: out.fileId, result: { rows: out.rows, bills: billIds.length } };
};

const cents = (n: number) => Math.round(n * 100);

/** The columns of a bill row, then the account's own columns for the credit and prepay downloads. */
function billHeader(locale: Locale, variant: BillListDownload) {
  const t = (key: string) => translate(locale, key);
  return [
    ...['invoiceNo', 'billMonth', 'customer', 'warehouse', 'accountType'].map((k) => t(`finance:${k}`)),
    ...FEE_TYPES.map((type) => t(`finance:fee.${type}`)),
    ...['billMoney', 'amountPaid', 'amountToPay', 'state', 'dueOn'].map((k) => t(`finance:${k}`)),
    ...(variant === 'credit'
      ? ['creditLimit', 'outstanding', 'daysOverdue'].map((k) => t(`finance:${k}`))
      : variant === 'prepay'
        ? [t('finance:balance')]
        : []),
  ];
}

/** Whole days a bill is past its due date on `today` (0 when settled or not yet due). */
export function daysOverdue(bill: Pick<Bill, 'state' | 'dueOn'>, today: string): number {
  if (bill.state === 'settled' || bill.dueOn >= today) return 0;
  return Math.round((Date.parse(today) - Date.parse(bill.dueOn)) / DAY_MS);
}

export const billListJob: JobHandler = async (job) => {
  const { variant, filters, today } = job.task.payload as {
    variant: BillListDownload;
    filters: BillFilter;
    today: string;
  };
  const principal = await job.principal();
  const t = (key: string) => translate(job.locale, key);
  const total = await job.inTenant((tx) => billsService.count(tx, principal, filters, ACCOUNT[variant]));
  const accounts = new Map<string, Awaited<ReturnType<typeof accountService.get>>>();
  const sums = new Array<number>(FEE_TYPES.length + 3).fill(0);
  async function* rows() {
    for (let offset = 0; ; offset += BILL_PAGE) {
      const page = await job.inTenant(async (tx) => {
        const found = await billsService.slice(tx, principal, filters, ACCOUNT[variant], {
          limit: BILL_PAGE,
          offset,
        });
        for (const b of found)
          if (variant !== 'total' && !accounts.has(b.customerId))
            accounts.set(b.customerId, await accountService.get(tx, principal, b.customerId));
        return found;
      });
      yield page.map((b) => {
        const money = [...FEE_TYPES.map((type) => b.fees[type]), b.billMoney, b.amountPaid, b.amountToPay];
        money.forEach((v, i) => {
          sums[i]! += cents(v);
        });
        const account = accounts.get(b.customerId);
        return [
          b.invoiceNo,
          b.billMonth,
          b.customerCode,
          b.warehouseName,
          t(`customers:accountType.${b.accountType}`),
          ...money,
          t(`finance:settlement.${b.state}`),
          b.dueOn,
          ...(variant === 'credit'
            ? [account?.creditLimit ?? 0, account?.outstanding ?? 0, daysOverdue(b, today)]
            : variant === 'prepay'
              ? [account?.balance ?? 0]
              : []),
        ];
      });
      await job.progress((Math.min(offset + BILL_PAGE, total) / Math.max(total, 1)) * 95);
      if (page.length < BILL_PAGE) break;
    }
    yield [[t('finance:total'), '', '', '', '', ...sums.map(dollars)]];
  }
  const out = await storeSheet(job, t(listTitle(variant)), billHeader(job.locale, variant), rows());
  return {
    fileId: out.fileId,
    result: { rows: out.rows, billMoney: dollars(sums[FEE_TYPES.length]!) },
  };
};

/** The fee types of the four single-type downloads; transfer lines and the rest have their own. */
const SINGLE = { freight: 'freight', storage: 'storage', orderDeal: 'orderProcessing', unload: 'unloading' };

/** The ledger lines of one per-fee download, in the caller's scope and the filters. */
export function feeLines(p: Principal, fee: FeeDownload, f: FeeDownloadFilter, ...more: (SQL | undefined)[]) {
  const kind =
    fee === 'transShip'
      ? eq(charges.sourceKind, 'transfer')
      : fee === 'extra'
        ? and(ne(charges.sourceKind, 'transfer'), notInArray(charges.feeType, Object.values(SINGLE)))
        : and(ne(charges.sourceKind, 'transfer'), eq(charges.feeType, SINGLE[fee]));
  return and(
    eq(charges.tenantId, p.tenantId),
    warehouseScope(p, charges.warehouseId),
    customerScope(p, charges.customerId),
    kind,
    f.billId ? eq(charges.billId, f.billId) : undefined,
    f.customerId ? eq(charges.customerId, f.customerId) : undefined,
    f.warehouseId ? eq(charges.warehouseId, f.warehouseId) : undefined,
    f.billMonth ? eq(charges.billMonth, f.billMonth) : undefined,
    f.invoiceState === 'billed' ? isNotNull(charges.billId) : undefined,
    f.invoiceState === 'unbilled' ? isNull(charges.billId) : undefined,
    ...more,
  );
}

const FEE_COLUMNS = [
  'occurredOn',
  'invoiceNo',
  'billMonth',
  'customer',
  'warehouse',
  'feeType',
  'feeComponent',
  'sourceKind',
  'sourceNo',
  'quantity',
  'amount',
  'rule',
  'seq',
  'remark',
] as const;

export const feeDetailJob: JobHandler = async (job) => {
  const { fee, filters } = job.task.payload as { fee: FeeDownload; filters: FeeDownloadFilter };
  const principal = await job.principal();
  const t = (key: string) => translate(job.locale, key);
  const total = await job.inTenant(async (tx) => {
    const [n] = await tx
      .select({ n: count() })
      .from(charges)
      .where(feeLines(principal, fee, filters));
    return n?.n ?? 0;
  });
  let milli = 0;
  async function* rows() {
    let after: string | null = null;
    let done = 0;
    for (;;) {
      const batch = await job.inTenant((tx) =>
        tx
          .select({
            c: charges,
            invoiceNo: bills.invoiceNo,
            customerCode: customers.customerCode,
            warehouseName: warehouses.name,
          })
          .from(charges)
          .innerJoin(
            customers,
            and(eq(customers.tenantId, charges.tenantId), eq(customers.id, charges.customerId)),
          )
          .innerJoin(
            warehouses,
            and(eq(warehouses.tenantId, charges.tenantId), eq(warehouses.id, charges.warehouseId)),
          )
          .leftJoin(bills, and(eq(bills.tenantId, charges.tenantId), eq(bills.id, charges.billId)))
          .where(feeLines(principal, fee, filters, after ? gt(charges.id, after) : undefined))
          .orderBy(asc(charges.id))
          .limit(BATCH),
      );
      if (!batch.length) break;
      after = batch[batch.length - 1]!.c.id;
      yield batch.map(({ c, invoiceNo, customerCode, warehouseName }) => {
        milli += Number(c.exactMilli);
        return [
          c.occurredOn,
          invoiceNo ?? '',
          c.billMonth,
          customerCode,
          warehouseName,
          t(`finance:fee.${c.feeType}`),
          c.feeComponent,
          t(`finance:source.${c.sourceKind}`),
          c.sourceNo,
          c.quantity,
          dollars(c.amount),
          c.rule,
          c.seq,
          c.remark ?? '',
        ];
      });
      done += batch.length;
      await job.progress((done / Math.max(total, 1)) * 95);
      if (batch.length < BATCH) break;
    }
    // The exact amounts rounded once, as the bill's fee column is.
    const sum = new Array<unknown>(FEE_COLUMNS.length).fill('');
    sum[0] = t('finance:total');
    sum[FEE_COLUMNS.indexOf('amount')] = dollars(roundMilli(milli));
    yield [sum];
  }
  const out = await storeSheet(
    job,
    t(feeTitle(fee)),
    FEE_COLUMNS.map((k) => t(`finance:${k}`)),
    rows(),
  );
  return { fileId: out.fileId, result: { rows: out.rows, amount: dollars(roundMilli(milli)) } };
};

/** Registers the FMS download handlers with the task queue. */
export function registerFmsDownloadJobs(deps: AppDeps) {
  deps.jobs.register(BILL_BATCH_JOB, batchJob);
  deps.jobs.register(BILL_TOTAL_JOB, billListJob);
  deps.jobs.register(FEE_DETAIL_JOB, feeDetailJob);
  deps.jobs.register(RECHARGE_LIST_JOB, rechargeListJob);
}
