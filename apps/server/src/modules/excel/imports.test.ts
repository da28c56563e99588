import {
  customerEndpoints,
  downloadHistoryEndpoints,
  IMPORT_COLUMNS,
  IMPORT_KINDS,
  importEndpoints,
  productEndpoints,
} from '@wms/api';
import ExcelJS from 'exceljs';
import { expect, it } from 'vitest';
import { rawWorkbook, runImport, workbookOf } from '../../testing/excel-fixtures.ts';
import { apiFor, customerInput, unique } from '../../testing/masterdata-fixtures.ts';
import { describeEachDb } from '../../testing/test-env.ts';

const productRow = (customerCode: string, i: number) => ({
  customerCode,
  productNo: `IMP-${String(i).padStart(5, '0')}`,
  nameCn: `产品${i}`,
  nameEn: `Item-${i}`,
  productType: 'Single item',
  declarationAmount: 9.99,
  cartonRate: 24,
  length: 5,
  width: 4,
  height: 3,
  weight: 0.5,
  cartonLength: 20,
  cartonWidth: 16,
  cartonHeight: 12,
  locationType: '货架位',
});

describeEachDb('Excel imports', (env) => {
  it('offers a Chinese and an English template for every importable kind', async () => {
    const api = await apiFor(env());
    for (const kind of IMPORT_KINDS) {
      for (const locale of ['zh-CN', 'en'] as const) {
        const link = await api.ok(importEndpoints.getTemplate, { kind, locale });
        const file = await env().app.inject({ url: link.url });
        const book = new ExcelJS.Workbook();
        await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
        const header = (book.worksheets[0]!.getRow(1).values as string[]).slice(1);
        expect(header).toHaveLength(IMPORT_COLUMNS[kind].length);
        expect(header.every((h) => !h.includes('imports:col.'))).toBe(true);
        if (kind === 'product')
          expect(header.slice(0, 2)).toEqual(
            locale === 'en' ? ['*Customer code', '*SKU'] : ['*客户代码', '*SKU'],
          );
        expect(book.worksheets).toHaveLength(2);
      }
    }
  });

  it('stores a template once per kind and language, however often a reader asks for it', async () => {
    const api = await apiFor(env());
    const reader = await env().login({ tenantCode: api.user.tenantCode });
    const ask = async (locale: 'zh-CN' | 'en') =>
      (await env().call(importEndpoints.getTemplate, { kind: 'product', locale }, reader.token)).json().data;
    const first = await ask('en');
    for (let i = 0; i < 3; i++) expect((await ask('en')).fileId).toBe(first.fileId);
    expect((await ask('zh-CN')).fileId).not.toBe(first.fileId);
    const other = await apiFor(env());
    expect((await other.ok(importEndpoints.getTemplate, { kind: 'product', locale: 'en' })).fileId).not.toBe(
      first.fileId,
    );
    expect((await env().app.inject({ url: first.url })).statusCode).toBe(200);
  });

  it('imports nothing from 200 rows with 3 bad ones, lists exactly those rows, then imports all once fixed', async () => {
    const api = await apiFor(env());
    const customer = await api.ok(customerEndpoints.createChannel, customerInput());
    const rows = Array.from({ length: 200 }, (_, i) => productRow(customer.customerCode, i));
    rows[9] = { ...rows[9]!, productNo: 'AB' };
    rows[49] = { ...rows[49]!, cartonRate: 0 };
    rows[119] = { ...rows[119]!, customerCode: 'NOBODY' };
    const content = await workbookOf('product', 'zh-CN', rows);
    const result = await runImport(
      env(),
      api,
      productEndpoints.import,
      { fileName: '产品.xlsx', content },
      'zh-CN',
    );
    expect(result).toMatchObject({
      state: 'failed',
      totalRows: 200,
      okRows: 0,
      errorRows: 3,
      reason: '有 3 行数据错误，未导入任何数据',
    });
    expect(result.errors).toEqual([
      { row: 11, column: 'productNo', columnLabel: 'SKU', message: 'SKU 须为 5 到 20 位字母、数字或连字符' },
      { row: 51, column: 'cartonRate', columnLabel: '箱规', message: '箱规须为不小于 1 的整数' },
      { row: 121, column: 'customerCode', columnLabel: '客户代码', message: 'NOBODY 不存在' },
    ]);
    const english = await api.ok(importEndpoints.getResult, { taskId: result.taskId }, 'en');
    expect(english.errors.map((e) => `${e.row} ${e.columnLabel}: ${e.message}`)).toEqual([
      '11 SKU: SKU must be 5 to 20 letters, digits or hyphens',
      '51 Pieces per carton: Pieces per carton must be an integer of at least 1',
      '121 Customer code: NOBODY does not exist',
    ]);
    expect((await api.ok(productEndpoints.getListByPage, { customerId: customer.id })).total).toBe(0);
    const tasks = await api.ok(downloadHistoryEndpoints.getList, { kind: 'import' });
    expect(tasks.items.find((t) => t.id === result.taskId)).toMatchObject({
      fileStatus: 3,
      errorMessage: 'IMPORT_HAS_ERRORS',
      errorParams: { count: 3 },
    });

    const fixed = Array.from({ length: 200 }, (_, i) => productRow(customer.customerCode, i));
    const ok = await runImport(env(), api, productEndpoints.import, {
      fileName: 'products.xlsx',
      content: await workbookOf('product', 'en', fixed),
    });
    expect(ok).toMatchObject({ state: 'completed', totalRows: 200, okRows: 200, errorRows: 0, reason: null });
    const imported = await api.ok(productEndpoints.getListByPage, {
      customerId: customer.id,
      productNos: 'IMP-00007',
    });
    expect(imported.items[0]).toMatchObject({
      nameEn: 'Item-7',
      cartonRate: 24,
      productType: 'single',
      locationType: 'shelf',
    });
    const again = await runImport(env(), api, productEndpoints.import, {
      fileName: 'products.xlsx',
      content: await workbookOf('product', 'en', fixed.slice(0, 2)),
    });
    expect(again.errors.map((e) => e.message)).toEqual([
      'IMP-00000 already exists',
      'IMP-00001 already exists',
    ]);
  });

  it('reports rows repeated within the file and a product larger than its box', async () => {
    const api = await apiFor(env());
    const customer = await api.ok(customerEndpoints.createChannel, customerInput());
    const rows = [
      productRow(customer.customerCode, 1),
      productRow(customer.customerCode, 1),
      { ...productRow(customer.customerCode, 2), length: 40 },
    ];
    const result = await runImport(env(), api, productEndpoints.import, {
      fileName: 'p.xlsx',
      content: await workbookOf('product', 'en', rows),
    });
    expect(result.errors.map((e) => [e.row, e.message])).toEqual([
      [3, 'Same as row 2'],
      [4, 'The product size exceeds the outer box size'],
    ]);
  });

  it('refuses a sheet without data, without the template’s columns, or not a workbook', async () => {
    const api = await apiFor(env());
    const empty = await runImport(
      env(),
      api,
      productEndpoints.import,
      { fileName: 'p.xlsx', content: await workbookOf('product', 'en', []) },
      'zh-CN',
    );
    expect(empty).toMatchObject({ state: 'failed', reason: 'Excel 表格中没有数据' });
    const wrong = await runImport(env(), api, productEndpoints.import, {
      fileName: 'p.xlsx',
      content: await rawWorkbook(['a', 'b'], [[1, 2]]),
    });
    expect(wrong.reason).toMatch(
      /^The sheet does not match the template; missing columns: Customer code, SKU, /,
    );
    const text = await api.raw(
      productEndpoints.import,
      { fileName: 'p.xlsx', content: Buffer.from('not a workbook').toString('base64') },
      'en',
    );
    expect(text.body).toMatchObject({
      success: false,
      message: 'Upload format is incorrect. Please upload again.',
    });
    const csv = await api.raw(
      productEndpoints.import,
      { fileName: 'p.csv', content: await workbookOf('product', 'en', []) },
      'zh-CN',
    );
    expect(csv.body.message).toBe('上传格式不正确，请重新上传。');
    expect(unique('x')).not.toBe(unique('x'));
  });
});
