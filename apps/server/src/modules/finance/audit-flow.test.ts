import { accountEndpoints, billEndpoints, customerEndpoints, miscFeeEndpoints } from '@wms/api';
import { beforeAll, expect, it } from 'vitest';
import { customerInput } from '../../testing/masterdata-fixtures.ts';
import { loginCustomerUser } from '../../testing/order-kit.ts';
import { type StockWorld, stockWorld } from '../../testing/stock-fixtures.ts';
import { describeEachDb } from '../../testing/test-env.ts';

let now = new Date('2026-10-15T08:00:00Z');
const clock = () => now;
const PDF = Buffer.from('%PDF-1.4 voucher').toString('base64');

describeEachDb(
  'finance: the one audit flow of fees and recharges, and receivable records',
  (env) => {
    let w: StockWorld;
    beforeAll(async () => {
      now = new Date('2026-10-15T08:00:00Z');
      w = await stockWorld(env(), 1);
    });
    const feeInput = (amount: number, happenDate: string) => ({
      customerId: w.customerId,
      warehouseId: w.warehouseId,
      feeType: 'Relabelling',
      amount,
      happenDate,
    });

    it('a fee: rejected only with a reason, edited back to pending, approved once and then final', async () => {
      const voucher = await w.api.ok(miscFeeEndpoints.uploadVoucher, { fileName: 'INV-7.pdf', content: PDF });
      const fee = await w.api.ok(miscFeeEndpoints.create, {
        ...feeInput(12.5, '2026-10-10'),
        voucherFileId: voucher.id,
      });
      const detail = await w.api.ok(miscFeeEndpoints.getDetail, { id: fee.id });
      expect(detail).toMatchObject({
        voucherName: 'INV-7.pdf',
        voucherUrl: expect.stringMatching(/^\/files\//),
      });

      const bare = await w.api.raw(miscFeeEndpoints.audit, { ids: [fee.id], approve: false, remark: ' ' });
      expect(bare.body).toMatchObject({ success: false, code: 'AUDIT_REASON_REQUIRED' });
      expect((await w.api.ok(miscFeeEndpoints.getDetail, { id: fee.id })).auditState).toBe('pending');
      const [rejected] = await w.api.ok(miscFeeEndpoints.audit, {
        ids: [fee.id],
        approve: false,
        remark: 'wrong amount',
      });
      expect(rejected).toMatchObject({ auditState: 'rejected', auditRemark: 'wrong amount' });
      const late = await w.api.raw(miscFeeEndpoints.audit, { ids: [fee.id], approve: true });
      expect(late.body).toMatchObject({ success: false, code: 'MISC_FEE_STATE_REFUSED' });

      const edited = await w.api.ok(miscFeeEndpoints.update, {
        ...feeInput(12.5, '2026-10-10'),
        id: fee.id,
        voucherFileId: voucher.id,
      });
      expect(edited).toMatchObject({ auditState: 'pending', voucherName: 'INV-7.pdf' });
      await w.api.ok(miscFeeEndpoints.audit, { ids: [fee.id], approve: true });
      const final = await w.api.raw(miscFeeEndpoints.update, { ...feeInput(1, '2026-10-10'), id: fee.id });
      expect(final.body).toMatchObject({ success: false, code: 'MISC_FEE_STATE_REFUSED' });
      const charged = await w.api.ok(billEndpoints.getChargeList, { customerId: w.customerId });
      expect(charged.items.filter((c) => c.sourceId === fee.id).map((c) => c.amount)).toEqual([12.5]);
    });

    it('a recharge: the same flow; it counts in the balance only once approved', async () => {
      const balance = async () =>
        (await w.api.ok(accountEndpoints.getAccount, { customerId: w.customerId })).balance;
      const before = await balance();
      const r = await w.api.ok(accountEndpoints.createRecharge, {
        customerId: w.customerId,
        way: 'bankTransfer',
        amount: 30,
      });
      const bare = await w.api.raw(accountEndpoints.auditRecharge, { ids: [r.id], approve: false });
      expect(bare.body).toMatchObject({ success: false, code: 'AUDIT_REASON_REQUIRED' });
      await w.api.ok(accountEndpoints.auditRecharge, { ids: [r.id], approve: false, remark: 'no voucher' });
      expect(await w.api.ok(accountEndpoints.getRecharge, { id: r.id })).toMatchObject({
        auditState: 'rejected',
        auditRemark: 'no voucher',
        voucherUrl: null,
      });
      await w.api.ok(accountEndpoints.updateRecharge, {
        id: r.id,
        customerId: w.customerId,
        way: 'bankTransfer',
        amount: 40,
      });
      expect(await balance()).toBe(before);
      await w.api.ok(accountEndpoints.auditRecharge, { ids: [r.id], approve: true });
      expect(await balance()).toBe(before + 40);
    });

    it('receivable records: billed, written off and owed per customer, from the ledger', async () => {
      now = new Date('2026-11-02T09:00:00Z');
      const [bill] = await w.api.ok(billEndpoints.closeMonth, {
        billMonth: '2026-10',
        customerId: w.customerId,
      });
      await w.api.ok(billEndpoints.writeOff, { billId: bill!.id, amount: 2 });
      const later = await w.api.ok(miscFeeEndpoints.create, feeInput(3.25, '2026-11-01'));
      await w.api.ok(miscFeeEndpoints.audit, { ids: [later.id], approve: true });

      const records = await w.api.ok(billEndpoints.getReceivableRecordList, { customerId: w.customerId });
      expect(records.total).toBe(1);
      expect(records.items[0]).toMatchObject({
        customerId: w.customerId,
        warehouseId: w.warehouseId,
        billed: bill!.billMoney,
        writtenOff: 2,
        owed: bill!.billMoney - 2,
        unbilled: 3.25,
        openBills: 1,
        oldestDueOn: bill!.dueOn,
      });

      const other = await w.api.ok(
        customerEndpoints.createChannel,
        customerInput({ warehouseIds: [w.warehouseId] }),
      );
      const theirs = await loginCustomerUser(env(), w.principal.tenantId, other.id, []);
      const seen = await env().call(billEndpoints.getReceivableRecordList, {}, theirs);
      expect(seen.json().data).toEqual({ items: [], total: 0 });
    });
  },
  { clock },
);
