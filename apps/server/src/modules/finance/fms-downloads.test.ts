import {
  accountEndpoints,
  type Bill,
  billDownloadEndpoints,
  billEndpoints,
  customerEndpoints,
  dashboardEndpoints,
  downloadHistoryEndpoints,
  type Endpoint,
  type EndpointInput,
  miscFeeEndpoints,
} from '@wms/api';
import ExcelJS from 'exceljs';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, expect, it } from 'vitest';
import { customerInput } from '../../testing/masterdata-fixtures.ts';
import { loginCustomerUser } from '../../testing/order-kit.ts';
import { pdfContent } from '../../testing/pdf-content.ts';
import { type StockWorld, stockWorld } from '../../testing/stock-fixtures.ts';
import { describeEachDb } from '../../testing/test-env.ts';
import { daysOverdue } from './fms-downloads.ts';

let now = new Date('2026-10-01T08:00:00Z');
const clock = () => now;

describeEachDb(
  'finance: FMS downloads, write-off records, billing widgets and the bilingual month bill',
  (env) => {
    let w: StockWorld;
    let credit: Bill;
    let prepaid: Bill;
    let prepaidId: string;

    /** Enters and approves a miscellaneous fee: it is charged at once. */
    const fee = async (customerId: string, amount: number, happenDate: string) => {
      const made = await w.api.ok(miscFeeEndpoints.create, {
        customerId,
        warehouseId: w.warehouseId,
        feeType: 'Relabelling',
        amount,
        happenDate,
      });
      await w.api.ok(miscFeeEndpoints.audit, { ids: [made.id], approve: true });
    };

    beforeAll(async () => {
      now = new Date('2026-10-01T08:00:00Z');
      w = await stockWorld(env(), 1);
      const other = await w.api.ok(
        customerEndpoints.createChannel,
        customerInput({ warehouseIds: [w.warehouseId], accountType: 'prepaid', creditAmount: 0 }),
      );
      prepaidId = other.id;
      await fee(w.customerId, 5, '2026-10-03');
      await fee(w.customerId, 2.25, '2026-10-10');
      await fee(prepaidId, 1.5, '2026-10-04');
      now = new Date('2026-11-02T09:00:00Z');
      const closed = await w.api.ok(billEndpoints.closeMonth, { billMonth: '2026-10' });
      credit = closed.find((b) => b.customerId === w.customerId)!;
      prepaid = closed.find((b) => b.customerId === prepaidId)!;
    });

    /** Starts a download, runs the task queue and reads the stored workbook's rows. */
    const sheet = async <E extends Endpoint>(endpoint: E, input: EndpointInput<E>, locale = 'en') => {
      const { taskId } = (await w.api.ok(endpoint, input, locale)) as { taskId: string };
      await env().app.deps.jobs.drain();
      const list = await w.api.ok(downloadHistoryEndpoints.getList, {});
      const task = list.items.find((t) => t.id === taskId)!;
      expect(task).toMatchObject({ fileStatus: 2, errorMessage: null });
      const book = new ExcelJS.Workbook();
      await book.xlsx.load((await env().app.inject({ url: task.path })).rawPayload as never);
      return {
        filename: task.filename,
        // Row 1 (the header) first; a blank row reads as [].
        rows: Array.from(book.worksheets[0]!.getSheetValues())
          .slice(1)
          .map((r) => (r as unknown[] | undefined)?.slice(1) ?? []),
      };
    };

    it('downloads the month bill total, the credit and prepaid bills, and a batch of bills', async () => {
      expect(credit.billMoney).toBe(7.25);
      const total = await sheet(billDownloadEndpoints.summaryMonthBillTotal, { billMonth: '2026-10' });
      expect(total.filename).toMatch(/^Month bill total-\d{14}\.xlsx$/);
      expect(total.rows[0]).toContain('Miscellaneous fee');
      const invoices = total.rows.slice(1, -1).map((r) => r[0]);
      expect(invoices.sort()).toEqual([credit.invoiceNo, prepaid.invoiceNo].sort());
      // The last row sums the bills: 7.25 + 1.50.
      expect(total.rows.at(-1)![0]).toBe('Total');
      expect(total.rows.at(-1)).toContain(8.75);

      const creditRows = await sheet(billDownloadEndpoints.creditBill, { billMonth: '2026-10' }, 'zh-CN');
      expect(creditRows.rows[0]).toEqual(expect.arrayContaining(['信用额度', '欠款', '逾期天数']));
      expect(creditRows.rows.slice(1, -1).map((r) => r[0])).toEqual([credit.invoiceNo]);
      // Limit 1 000 000, owed 7.25, due on 31 October (no payment term): 2 days past due on 2 November.
      expect(creditRows.rows[1]!.slice(-3)).toEqual([1_000_000, 7.25, 2]);

      const prepayRows = await sheet(billDownloadEndpoints.prepayBill, { billMonth: '2026-10' });
      expect(prepayRows.rows.slice(1, -1).map((r) => [r[0], r.at(-1)])).toEqual([[prepaid.invoiceNo, -1.5]]);
      const none = await w.api.raw(billDownloadEndpoints.creditBill, { billMonth: '2026-09' });
      expect(none.body).toMatchObject({ success: false, code: 'EXPORT_NO_DATA' });

      const batch = await sheet(billDownloadEndpoints.batchSummaryMonthBill, {
        billIds: [credit.id, prepaid.id],
      });
      expect(batch.rows).toContainEqual(['Invoice number', credit.invoiceNo]);
      expect(batch.rows).toContainEqual(['Invoice number', prepaid.invoiceNo]);
      expect(batch.rows).toContainEqual(['Total', 7.25]);
      expect(batch.rows).toContainEqual(['Total', 1.5]);
      expect(batch.rows.filter((r) => r[2] === 'Miscellaneous fee')).toHaveLength(3);
    });

    it('downloads one kind of fee, each line with its source; a customer’s user gets only its own', async () => {
      const extra = await sheet(billDownloadEndpoints.extraFee, { billId: credit.id }, 'zh-CN');
      expect(extra.filename).toMatch(/^其他费用明细-/);
      expect(extra.rows[0]).toEqual(expect.arrayContaining(['账单号', '来源', '来源单号', '金额']));
      const lines = extra.rows.slice(1, -1);
      expect(lines.map((r) => [r[1], r[7], r[10]])).toEqual([
        [credit.invoiceNo, '杂费', 5],
        [credit.invoiceNo, '杂费', 2.25],
      ]);
      expect(extra.rows.at(-1)).toContain(7.25);
      const freight = await w.api.raw(billDownloadEndpoints.freightFee, { billId: credit.id });
      expect(freight.body).toMatchObject({ success: false, code: 'EXPORT_NO_DATA' });

      // Another customer's user sees neither the bill nor its lines.
      const theirs = await loginCustomerUser(env(), w.principal.tenantId, prepaidId, ['finance:bill:export']);
      const refused = await env().call(billDownloadEndpoints.extraFee, { billId: credit.id }, theirs);
      expect(refused.json()).toMatchObject({ success: false, code: 'RECORD_NOT_FOUND' });
      const batch = await env().call(
        billDownloadEndpoints.batchSummaryMonthBill,
        { billIds: [credit.id] },
        theirs,
      );
      expect(batch.json()).toMatchObject({ success: false, code: 'RECORD_NOT_FOUND' });
      const own = await env().call(billDownloadEndpoints.extraFee, { customerId: w.customerId }, theirs);
      expect(own.json()).toMatchObject({ success: false, code: 'EXPORT_NO_DATA' });
    });

    it('downloads the recharge list with its filters', async () => {
      const recharge = await w.api.ok(accountEndpoints.createRecharge, {
        customerId: prepaidId,
        type: 'recharge',
        way: 'bankTransfer',
        amount: 40,
      });
      const list = await sheet(billDownloadEndpoints.rechargeList, { customerId: prepaidId }, 'zh-CN');
      expect(list.rows[0]!.slice(0, 3)).toEqual(['流水号', '时间', '客户']);
      expect(list.rows.slice(1).map((r) => [r[0], r[5], r[7]])).toEqual([[recharge.serialNo, 40, '待审核']]);
      const none = await w.api.raw(billDownloadEndpoints.rechargeList, { auditState: 'rejected' });
      expect(none.body).toMatchObject({ success: false, code: 'EXPORT_NO_DATA' });
    });

    it('lists write-off records and shows billing trend and past-due accounts on the dashboard', async () => {
      await w.api.ok(billEndpoints.writeOff, { billId: credit.id, amount: 2, remark: 'wire 1' });
      const records = await w.api.ok(billEndpoints.getWriteOffList, { invoiceNo: credit.invoiceNo });
      expect(records.total).toBe(1);
      expect(records.items[0]).toMatchObject({
        billId: credit.id,
        invoiceNo: credit.invoiceNo,
        amount: 2,
        remark: 'wire 1',
        createdByName: expect.any(String),
      });
      expect((await w.api.ok(billEndpoints.getWriteOffList, { billMonth: '2026-09' })).total).toBe(0);

      // 2 November: the October bills fell due on 31 October (no payment term); a fee charged on the 1st.
      await fee(w.customerId, 4, '2026-11-01');
      const overview = (await w.api.ok(dashboardEndpoints.getOverview, { days: 7 })).billing;
      expect(overview.trend).toHaveLength(7);
      expect(overview.trend.find((d) => d.date === '2026-11-01')?.amount).toBe(4);
      expect(overview.total).toBe(4);
      const due = credit.dueOn;
      expect(overview.pastDue).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            customerId: w.customerId,
            bills: 1,
            amountToPay: 5.25,
            oldestDueOn: due,
            daysOverdue: daysOverdue({ state: 'unsettled', dueOn: due }, '2026-11-02'),
          }),
        ]),
      );
      expect(overview.pastDue.find((p) => p.customerId === w.customerId)!.daysOverdue).toBeGreaterThan(0);
    });

    it('makes the month bill PDF in Chinese and English with an embedded, subsetted CJK font', async () => {
      const { taskId } = await w.api.ok(billDownloadEndpoints.summaryMonthBillPdf, { billId: credit.id });
      await env().app.deps.jobs.drain();
      const list = await w.api.ok(downloadHistoryEndpoints.getList, {});
      const task = list.items.find((t) => t.id === taskId)!;
      const bytes = (await env().app.inject({ url: task.path })).rawPayload;
      const pdf = await PDFDocument.load(bytes);
      expect(pdf.getTitle()).toBe(`Bills ${credit.invoiceNo}`);
      expect(pdf.getPageCount()).toBe(1);
      const content = pdfContent(bytes);
      // The font is embedded and subsetted: small, not the whole 10 MB face.
      expect(content.hasCjkFont).toBe(true);
      expect(bytes.length).toBeLessThan(150_000);
      // Its ToUnicode map names the Chinese labels' characters.
      expect(content.mapsAll('账单')).toBe(true);
      // The figures stay plain text, as the bill screen shows them.
      expect(content.streams).toMatch(/USD 7\.25|<55534420372E3235>/i);
    });
  },
  { clock },
);
