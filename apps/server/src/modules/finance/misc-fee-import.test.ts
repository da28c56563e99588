import { miscFeeEndpoints } from '@wms/api';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { customers, miscFees, warehouses } from '../../db/schema/index.ts';
import { runImport, workbookOf } from '../../testing/excel-fixtures.ts';
import { type StockWorld, stockWorld } from '../../testing/stock-fixtures.ts';
import { describeEachDb } from '../../testing/test-env.ts';

const PDF = Buffer.from('%PDF-1.4\n% voucher\n%%EOF\n').toString('base64');

describeEachDb('finance: the incidental (miscellaneous-fee) import', (env) => {
  let w: StockWorld;
  let codes: { customerCode: string; warehouseCode: string };
  beforeAll(async () => {
    w = await stockWorld(env(), 1);
    const [c] = await w.run((tx) =>
      tx.select({ code: customers.customerCode }).from(customers).where(eq(customers.id, w.customerId)),
    );
    const [h] = await w.run((tx) =>
      tx.select({ key: warehouses.warehouseKey }).from(warehouses).where(eq(warehouses.id, w.warehouseId)),
    );
    codes = { customerCode: c!.code, warehouseCode: h!.key };
  });

  const fee = (n: number, extra: Record<string, unknown> = {}) => ({
    ...codes,
    feeType: 'Relabelling',
    amount: 10 + n,
    happenDate: '2026-10-05',
    remark: `row ${n}`,
    ...extra,
  });
  const feesOf = async (remark: string) =>
    (await w.api.ok(miscFeeEndpoints.getPageList, { customerId: w.customerId, pageSize: 100 })).items.filter(
      (f) => f.remark === remark,
    );

  it('enters one pending fee per row, each voucher matched by its file name', async () => {
    const result = await runImport(env(), w.api, miscFeeEndpoints.import, {
      kind: 'incidental',
      fileName: 'fees.xlsx',
      content: await workbookOf('incidental', 'en', [
        fee(1, { certificate: 'INV-001', remark: 'matched' }),
        fee(2, { certificate: 'inv-002.PDF', remark: 'matched' }),
        fee(3, { remark: 'matched' }),
      ]),
      vouchers: [
        { fileName: 'INV-001.pdf', content: PDF },
        { fileName: 'INV-002.pdf', content: PDF },
      ],
    });
    expect(result).toMatchObject({ state: 'completed', totalRows: 3, okRows: 3 });
    const made = await feesOf('matched');
    expect(made.map((f) => [f.amount, f.voucherName, f.auditState]).sort()).toEqual([
      [11, 'INV-001.pdf', 'pending'],
      [12, 'INV-002.pdf', 'pending'],
      [13, null, 'pending'],
    ]);
  });

  it('imports nothing when a voucher is missing or a row is bad, naming each row in the caller’s language', async () => {
    const bad = await runImport(
      env(),
      w.api,
      miscFeeEndpoints.import,
      {
        kind: 'incidental',
        fileName: 'fees.xlsx',
        content: await workbookOf('incidental', 'zh-CN', [
          fee(1, { certificate: 'INV-404', remark: 'bad' }),
          fee(2, { customerCode: 'NO-SUCH-CUSTOMER', remark: 'bad' }),
          fee(3, { amount: -5, remark: 'bad' }),
          fee(4, { remark: 'bad' }),
        ]),
        vouchers: [{ fileName: 'INV-405.pdf', content: PDF }],
      },
      'zh-CN',
    );
    expect(bad).toMatchObject({ state: 'failed', okRows: 0, errorRows: 3 });
    expect(bad.errors.map((e) => [e.row, e.column])).toEqual([
      [2, 'certificate'],
      [3, 'customerCode'],
      [4, 'amount'],
    ]);
    expect(bad.errors[0]!.message).toContain('INV-404');
    expect(await feesOf('bad')).toEqual([]);

    // A voucher of another file type is refused before anything is stored or queued.
    const exe = await w.api.raw(miscFeeEndpoints.import, {
      kind: 'incidental',
      fileName: 'fees.xlsx',
      content: await workbookOf('incidental', 'en', [fee(1)]),
      vouchers: [{ fileName: 'INV-001.exe', content: PDF }],
    });
    expect(exe.body).toMatchObject({ success: false, code: 'VOUCHER_TYPE_REFUSED' });
  });

  it('refuses a 401-row sheet whole; 400 rows go in', async () => {
    const rows = (n: number, remark: string) => Array.from({ length: n }, (_, i) => fee(i, { remark }));
    const over = await runImport(env(), w.api, miscFeeEndpoints.import, {
      kind: 'incidental',
      fileName: 'fees.xlsx',
      content: await workbookOf('incidental', 'en', rows(401, 'over')),
    });
    expect(over).toMatchObject({ state: 'failed', okRows: 0, totalRows: 401 });
    expect(over.reason).toContain('400');
    expect(await feesOf('over')).toEqual([]);
    const full = await runImport(env(), w.api, miscFeeEndpoints.import, {
      kind: 'incidental',
      fileName: 'fees.xlsx',
      content: await workbookOf('incidental', 'en', rows(400, 'full')),
    });
    expect(full).toMatchObject({ state: 'completed', okRows: 400 });
    const [stored] = await w.run((tx) =>
      tx
        .select({ n: count() })
        .from(miscFees)
        .where(and(eq(miscFees.customerId, w.customerId), eq(miscFees.remark, 'full'))),
    );
    expect(stored!.n).toBe(400);
  });
});
