import { authEndpoints, customerEndpoints, importEndpoints, productEndpoints } from '@wms/api';
import { and, count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { expect, it } from 'vitest';
import { products } from '../../db/schema/index.ts';
import type { ImportContext, ParsedRow, ReadIn } from '../../platform/excel/importer.ts';
import { principalForUser } from '../../platform/sessions.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { runImport, workbookOf } from '../../testing/excel-fixtures.ts';
import { type Api, apiFor, customerInput, productInput } from '../../testing/masterdata-fixtures.ts';
import { describeEachDb, type TestEnv } from '../../testing/test-env.ts';
import { productImporter } from './product.importer.ts';

/** A parsed product row, as the sheet reader and the row schema hand it to the importer. */
const parsedRow = (customerCode: string, i: number) => ({
  row: i + 2,
  data: {
    customerCode,
    productNo: `BIG-${String(i).padStart(6, '0')}`,
    nameCn: `产品${i}`,
    nameEn: `Item-${i}`,
    declarationAmount: 9.99,
    cartonRate: 24,
    length: 5,
    width: 4,
    height: 3,
    weight: 0.5,
  },
});

async function importContext(env: TestEnv, api: Api, taskId: string): Promise<ImportContext> {
  const principal = await principalForUser(env.database.db, api.user.tenantId, api.user.userId);
  return { principal, taskId, warehouse: null, rowWarehouses: new Map(), attachments: [], now: new Date() };
}

const productCount = async (env: TestEnv, customerId: string) => {
  const [row] = await env.database.db
    .select({ n: count() })
    .from(products)
    .where(eq(products.customerId, customerId));
  return row!.n;
};

describeEachDb('large imports', (env) => {
  it('checks 66 000 distinct SKUs, past PostgreSQL’s 65 535 parameters', async () => {
    const api = await apiFor(env());
    const customer = await api.ok(customerEndpoints.createChannel, customerInput());
    await api.ok(productEndpoints.create, productInput(customer.id, { productNo: 'BIG-000007' }));
    const rows = Array.from({ length: 66_000 }, (_, i) => parsedRow(customer.customerCode, i));
    const context = await importContext(env(), api, crypto.randomUUID());
    const prepared = await withTenant(env().database.db, api.user.tenantId, (tx) =>
      productImporter.prepare(tx, context, rows as ParsedRow<unknown>[]),
    );
    expect(prepared.errors.map((e) => [e.row, e.column, e.message.en])).toEqual([
      [9, 'productNo', 'BIG-000007 already exists'],
    ]);
    expect(prepared.pieces).toMatchObject({ count: 66, alreadyWritten: 0 });
    // Checking 66 000 rows took 7-12 s at load 5-25 and passed the 30 s default at load 40.
  }, 60_000);

  it('checks in slices, each read its own transaction, so a request gets in between them', async () => {
    const api = await apiFor(env());
    const customer = await api.ok(customerEndpoints.createChannel, customerInput());
    const rows = Array.from({ length: 6000 }, (_, i) => parsedRow(customer.customerCode, i));
    const context = await importContext(env(), api, crypto.randomUUID());
    const events: string[] = [];
    let request: Promise<unknown> | undefined;
    const read: ReadIn = async (work) => {
      const result = await withTenant(env().database.db, api.user.tenantId, work);
      events.push('read');
      // Asked after the first read: on PGlite (one connection) it is answered only between two reads.
      request ??= api.ok(authEndpoints.getUserInfo, {}).then(() => events.push('request'));
      return result;
    };
    const prepared = await productImporter.check!(read, context, rows as ParsedRow<unknown>[]);
    await request;
    expect(prepared.errors).toEqual([]);
    expect(prepared.pieces).toMatchObject({ count: 6, alreadyWritten: 0 });
    expect(events.filter((e) => e === 'read').length).toBeGreaterThan(4);
    expect(events.indexOf('request')).toBeGreaterThan(0);
    expect(events.indexOf('request')).toBeLessThan(events.lastIndexOf('read'));
  });

  it('writes in pieces; a rerun of a killed task skips its own rows, and a failed run takes its rows back', async () => {
    const api = await apiFor(env());
    const customer = await api.ok(customerEndpoints.createChannel, customerInput());
    const rows = Array.from({ length: 2500 }, (_, i) => parsedRow(customer.customerCode, i));
    const { db } = env().database;
    const taskId = crypto.randomUUID();
    const context = await importContext(env(), api, taskId);
    const prepare = () =>
      withTenant(db, api.user.tenantId, (tx) =>
        productImporter.prepare(tx, context, rows as ParsedRow<unknown>[]),
      );
    const first = (await prepare()).pieces!;
    expect(first.count).toBe(3);
    // Two pieces commit, then the worker dies.
    for (const index of [0, 1]) await withTenant(db, api.user.tenantId, (tx) => first.write(tx, index));
    expect(await productCount(env(), customer.id)).toBe(2000);

    const rerun = await prepare();
    expect(rerun.errors).toEqual([]);
    expect(rerun.pieces).toMatchObject({ count: 1, alreadyWritten: 2000 });
    await withTenant(db, api.user.tenantId, (tx) => rerun.pieces!.write(tx, 0));
    expect(await productCount(env(), customer.id)).toBe(2500);

    const other = await api.ok(customerEndpoints.createChannel, customerInput());
    const otherRows = rows.map((r) => ({ ...r, data: { ...r.data, customerCode: other.customerCode } }));
    const failing = await withTenant(db, api.user.tenantId, (tx) =>
      productImporter.prepare(
        tx,
        { ...context, taskId: crypto.randomUUID() },
        otherRows as ParsedRow<unknown>[],
      ),
    );
    await withTenant(db, api.user.tenantId, (tx) => failing.pieces!.write(tx, 0));
    expect(await productCount(env(), other.id)).toBe(1000);
    await withTenant(db, api.user.tenantId, (tx) => failing.pieces!.undo(tx));
    expect(await productCount(env(), other.id)).toBe(0);
    const [left] = await db
      .select({ n: count() })
      .from(products)
      .where(and(eq(products.tenantId, api.user.tenantId), eq(products.customerId, customer.id)));
    expect(left!.n).toBe(2500);
  });

  it('pages the error list and offers all of it as a workbook in the reader’s language', async () => {
    const api = await apiFor(env());
    const customer = await api.ok(customerEndpoints.createChannel, customerInput());
    const rows = Array.from({ length: 150 }, (_, i) => ({
      customerCode: customer.customerCode,
      productNo: 'AB',
      nameCn: `产品${i}`,
      nameEn: `Item-${i}`,
      declarationAmount: 9.99,
      cartonRate: 24,
      length: 5,
      width: 4,
      height: 3,
      weight: 0.5,
    }));
    const result = await runImport(env(), api, productEndpoints.import, {
      fileName: 'bad.xlsx',
      content: await workbookOf('product', 'en', rows),
    });
    expect(result).toMatchObject({ state: 'failed', errorRows: 150, errorTotal: 150 });
    expect(result.errors).toHaveLength(100);
    expect(result.errors[0]).toMatchObject({ row: 2, column: 'productNo' });
    const second = await api.ok(importEndpoints.getResult, { taskId: result.taskId, pageIndex: 2 }, 'zh-CN');
    expect(second.errors.map((e) => e.row)).toEqual(Array.from({ length: 50 }, (_, i) => i + 102));
    expect(second.errors[0]!.columnLabel).toBe('SKU');
    expect(second.errors[0]!.message).toMatch(/SKU 须为/);

    const link = await api.ok(importEndpoints.getErrorFile, { taskId: result.taskId }, 'zh-CN');
    expect(link.fileName).toBe('bad-错误行.xlsx');
    const file = await env().app.inject({ url: link.url });
    expect(file.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['行号', '列', '原因']);
    expect(sheet.actualRowCount).toBe(151);
    expect((sheet.getRow(151).values as unknown[]).slice(1, 3)).toEqual([151, 'SKU']);

    // The result and its error file are the importer's own.
    const other = await apiFor(env());
    expect((await other.raw(importEndpoints.getErrorFile, { taskId: result.taskId })).body.success).toBe(
      false,
    );
  });
});
