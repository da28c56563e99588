import {
  billDownloadEndpoints,
  billEndpoints,
  type Charge,
  contractEndpoints,
  customerEndpoints,
  downloadHistoryEndpoints,
  miscFeeEndpoints,
} from '@wms/api';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, expect, it } from 'vitest';
import { charges, storageSnapshots } from '../../db/schema/index.ts';
import { JobQueue, queueDailyTasks } from '../../platform/jobs.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { customerInput } from '../../testing/masterdata-fixtures.ts';
import { loginCustomerUser } from '../../testing/order-kit.ts';
import { keyFor, type StockWorld, stockWorld } from '../../testing/stock-fixtures.ts';
import { describeEachDb } from '../../testing/test-env.ts';
import { stockService } from '../inventory/stock.service.ts';
import type { ChargeDraft } from './charge-source.ts';
import { FINANCE_DAILY_JOB, financeDailyJob } from './finance-daily.job.ts';
import { ledgerService } from './ledger.service.ts';

let now = new Date('2026-10-01T08:00:00Z');
const clock = () => now;

/** A storage-only quotation: 0.01 a m³ a day, so half a cubic metre costs half a cent a day. */
const quotation = (contractId: string) => ({
  contractId,
  effectiveFrom: '2026-10-01',
  warehouseCharges: [
    { type: 'storage' as const, name: 'Storage', unit: 'm³/day', price: 0.01 },
    { type: 'orderProcessing' as const, name: 'Order handling', unit: 'order', price: 1.25 },
  ],
});

describeEachDb(
  'finance: the ledger, storage accrual and bills',
  (env) => {
    let w: StockWorld;
    beforeAll(async () => {
      now = new Date('2026-10-01T08:00:00Z');
      w = await stockWorld(env(), 1);
      const contract = await w.api.ok(contractEndpoints.create, {
        customerId: w.customerId,
        contractNo: `HT-FIN-${Math.random().toString(36).slice(2, 7)}`,
        validFrom: '2026-01-01',
        validTo: '2027-12-31',
        signer: 'Li Lei',
        signTime: '2026-09-30T08:00:00Z',
      });
      await w.api.ok(contractEndpoints.createQuotation, quotation(contract.id));
    });

    const draft = (sourceId: string, cents: number): ChargeDraft => ({
      customerId: w.customerId,
      warehouseId: w.warehouseId,
      sourceKind: 'miscFee',
      sourceId,
      sourceNo: sourceId,
      feeType: 'misc',
      feeComponent: 'misc',
      quantity: 1,
      exactMilli: cents * 1000,
      occurredOn: '2026-10-03',
      rateVersionId: null,
      rule: 'test',
    });
    const rowsOf = (sourceId: string) =>
      w.run((tx) =>
        tx
          .select()
          .from(charges)
          .where(and(eq(charges.tenantId, w.principal.tenantId), eq(charges.sourceId, sourceId))),
      );

    it('charges the same source once, even when two posts race', async () => {
      const tenantId = w.principal.tenantId;
      const post = () =>
        withTenant(env().database.db, tenantId, (tx) =>
          ledgerService.post(tx, tenantId, [draft('fact-1', 500)]),
        );
      const written = await Promise.all([post(), post()]);
      expect(written.sort()).toEqual([0, 1]);
      expect(await post()).toBe(0);
      expect(await rowsOf('fact-1')).toHaveLength(1);
    });

    it('accrues storage daily on the injected clock, catches up a missed day, and rounds once per bill line', async () => {
      now = new Date('2026-10-05T10:00:00Z');
      // 64 units of 10 × 8 × 6 in: 0.503 m³.
      await w.run((tx) =>
        stockService.receive(tx, w.principal, [{ ...keyFor(w, 0, 0), quantity: 64, sourceNo: 'T1' }], now),
      );
      const runDay = async (at: string) => {
        now = new Date(at);
        const queues = [0, 1].map(() => {
          const jobs = new JobQueue(env().database.db, env().files, { clock });
          jobs.register(FINANCE_DAILY_JOB, financeDailyJob(clock));
          return jobs;
        });
        // Each instance queues the day's task; one row exists.
        for (const _ of queues) await queueDailyTasks(env().database.db, [FINANCE_DAILY_JOB], now);
        await Promise.all(queues.map((q) => q.drain()));
      };
      await runDay('2026-10-06T01:00:00Z');
      // More goods arrive on the 7th; no run on the 7th; the run of the 8th takes the 6th and 7th.
      now = new Date('2026-10-07T12:00:00Z');
      await w.run((tx) =>
        stockService.receive(tx, w.principal, [{ ...keyFor(w, 0, 0), quantity: 64, sourceNo: 'T2' }], now),
      );
      await runDay('2026-10-08T01:00:00Z');
      await runDay('2026-10-08T05:00:00Z');
      const snaps = await w.run((tx) =>
        tx
          .select({ day: storageSnapshots.day, volume: storageSnapshots.volumeMilliM3 })
          .from(storageSnapshots)
          .where(eq(storageSnapshots.customerId, w.customerId))
          .orderBy(storageSnapshots.day),
      );
      expect(snaps).toEqual([
        { day: '2026-10-05', volume: 503 },
        { day: '2026-10-06', volume: 503 },
        { day: '2026-10-07', volume: 1007 },
      ]);
      const storage = await w.api.ok(billEndpoints.getChargeList, {
        customerId: w.customerId,
        feeType: 'storage',
        pageSize: 50,
      });
      expect(storage.items.map((c) => [c.sourceNo, c.amount, c.rule])).toEqual([
        ['2026-10-05', 0.01, 'perM3Day:min0.5'],
        ['2026-10-06', 0.01, 'perM3Day:min0.5'],
        ['2026-10-07', 0.01, 'perM3Day:min0.5'],
      ]);
      // 0.503 + 0.503 + 1.007 m³·days at 0.01 is 2.013 cents: the bill line rounds once to 0.02, not 0.03.
      const unbilled = await w.api.ok(billEndpoints.getUnbilledList, { customerId: w.customerId });
      expect(unbilled.items[0]?.fees.storage).toBe(0.02);
    });

    it('closes a month into a bill; a correction is a reversal and the totals follow', async () => {
      const refused = await w.api.raw(billEndpoints.closeMonth, { billMonth: '2026-10' });
      expect(refused.body).toMatchObject({ success: false, code: 'BILL_MONTH_OPEN' });
      now = new Date('2026-11-02T09:00:00Z');
      const [bill] = await w.api.ok(billEndpoints.closeMonth, {
        billMonth: '2026-10',
        customerId: w.customerId,
      });
      expect(bill).toMatchObject({ state: 'unsettled', invoiceState: 'billed', billMonth: '2026-10' });
      expect(bill!.invoiceNo).toMatch(/^INV2611\d{6}$/);
      expect(bill!.fees).toMatchObject({ misc: 5, storage: 0.02 });
      expect(bill!.billMoney).toBe(5.02);

      // The month bill downloads (Excel in Chinese, PDF) carry the screen's total.
      const download = async (endpoint: typeof billDownloadEndpoints.summaryMonthBill, locale: string) => {
        const { taskId } = await w.api.ok(endpoint, { billId: bill!.id }, locale);
        await env().app.deps.jobs.drain();
        const list = await w.api.ok(downloadHistoryEndpoints.getList, {});
        const task = list.items.find((t) => t.id === taskId)!;
        expect(task).toMatchObject({ fileStatus: 2, errorMessage: null });
        return (await env().app.inject({ url: task.path })).rawPayload;
      };
      const book = new ExcelJS.Workbook();
      await book.xlsx.load((await download(billDownloadEndpoints.summaryMonthBill, 'zh-CN')) as never);
      const cells = book.worksheets[0]!.getSheetValues().map(
        (r) => (r as unknown[] | undefined)?.slice(1) ?? [],
      );
      expect(cells).toContainEqual(['合计', 5.02]);
      expect(cells).toContainEqual(['仓储费', 0.02]);
      expect(cells.filter((r) => r[2] === '仓储快照')).toHaveLength(3);
      const pdf = await PDFDocument.load(await download(billDownloadEndpoints.summaryMonthBillPdf, 'en'));
      expect(pdf.getTitle()).toBe(`Bills ${bill!.invoiceNo}`);
      expect(pdf.getPageCount()).toBe(1);

      const lines = await w.api.ok(billEndpoints.getChargeList, { billId: bill!.id, pageSize: 50 });
      const misc = lines.items.find((c: Charge) => c.sourceId === 'fact-1')!;
      const fixed = await w.api.ok(billEndpoints.adjustCharge, {
        chargeId: misc.id,
        amount: 3.5,
        remark: 'agreed discount',
      });
      expect(fixed.map((c) => [c.seq, c.amount, c.reversesId])).toEqual([
        [1, -5, misc.id],
        [2, 3.5, null],
      ]);
      expect(await rowsOf('fact-1')).toHaveLength(3);
      const again = await w.api.raw(billEndpoints.adjustCharge, {
        chargeId: misc.id,
        amount: 1,
        remark: 'x',
      });
      expect(again.body).toMatchObject({ success: false, code: 'CHARGE_ALREADY_REVERSED' });
      const after = await w.api.ok(billEndpoints.getDetail, { id: bill!.id });
      expect(after).toMatchObject({ billMoney: 3.52, amountToPay: 3.52 });

      const tooMuch = await w.api.raw(billEndpoints.writeOff, { billId: bill!.id, amount: 4 });
      expect(tooMuch.body).toMatchObject({ success: false, code: 'WRITE_OFF_TOO_MUCH' });
      expect(await w.api.ok(billEndpoints.writeOff, { billId: bill!.id, amount: 2 })).toMatchObject({
        state: 'unsettled',
        amountPaid: 2,
        amountToPay: 1.52,
      });
      expect(await w.api.ok(billEndpoints.writeOff, { billId: bill!.id, amount: 1.52 })).toMatchObject({
        state: 'settled',
        amountToPay: 0,
      });
      const closed = await w.api.raw(billEndpoints.adjustCharge, {
        chargeId: fixed[1]!.id,
        amount: 1,
        remark: 'late',
      });
      expect(closed.body).toMatchObject({ success: false, code: 'BILL_STATE_REFUSED' });
    });

    it('charges an approved miscellaneous fee once; a customer’s user sees only its own finance', async () => {
      const fee = await w.api.ok(miscFeeEndpoints.create, {
        customerId: w.customerId,
        warehouseId: w.warehouseId,
        feeType: 'Relabelling',
        amount: 12.5,
        happenDate: '2026-11-01',
      });
      expect(fee).toMatchObject({ auditState: 'pending', feeNo: expect.stringMatching(/^MF/) });
      await w.api.ok(miscFeeEndpoints.audit, { ids: [fee.id], approve: true });
      const twice = await w.api.raw(miscFeeEndpoints.audit, { ids: [fee.id], approve: true });
      expect(twice.body).toMatchObject({ success: false, code: 'MISC_FEE_STATE_REFUSED' });
      await w.api.ok(billEndpoints.priceLedger, {});
      expect(await rowsOf(fee.id)).toHaveLength(1);

      const other = await w.api.ok(
        customerEndpoints.createChannel,
        customerInput({ warehouseIds: [w.warehouseId] }),
      );
      const points = ['finance:misc-fee:create'];
      const mine = await loginCustomerUser(env(), w.principal.tenantId, w.customerId, points);
      const theirs = await loginCustomerUser(env(), w.principal.tenantId, other.id, points);
      const bills = async (token: string) =>
        (await env().call(billEndpoints.getPageList, {}, token)).json().data.items as {
          customerId: string;
        }[];
      expect((await bills(mine)).map((b) => b.customerId)).toEqual([w.customerId]);
      expect(await bills(theirs)).toEqual([]);
      const unbilled = await env().call(billEndpoints.getChargeList, { pageSize: 50 }, theirs);
      expect(unbilled.json().data.items).toEqual([]);
    });
  },
  { clock },
);
