import {
  customerEndpoints,
  customerStoreEndpoints,
  downloadHistoryEndpoints,
  productEndpoints,
  saleProductEndpoints,
} from '@wms/api';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { PDFDocument } from 'pdf-lib';
import { expect, it } from 'vitest';
import { tasks, users } from '../../db/schema/index.ts';
import { apiFor, customerInput, productInput } from '../../testing/masterdata-fixtures.ts';
import { describeEachDb } from '../../testing/test-env.ts';

describeEachDb('products', (env) => {
  it('keeps the history of sizes and UPCs as a product is edited', async () => {
    const api = await apiFor(env());
    const customer = await api.ok(customerEndpoints.createChannel, customerInput());
    const created = await api.ok(productEndpoints.create, productInput(customer.id, { upc: '012345678905' }));
    expect(created).toMatchObject({
      productSize: '10*8*6',
      outerBoxSize: '24*18*14',
      productCube: 0.007866,
      customerCode: customer.customerCode,
    });
    const base = { ...productInput(customer.id), productNo: created.productNo, upc: '012345678905' };
    await api.ok(productEndpoints.edit, { ...base, id: created.id, nameEn: 'Renamed' });
    expect(await api.ok(productEndpoints.logDimensions, { id: created.id })).toHaveLength(0);
    await api.ok(productEndpoints.edit, { ...base, id: created.id, length: 11 });
    await api.ok(productEndpoints.edit, {
      ...base,
      id: created.id,
      length: 11,
      weight: 2,
      upc: '012345678912',
    });
    const sizes = await api.ok(productEndpoints.logDimensions, { id: created.id });
    expect(sizes.map((l) => [l.before.length, l.after.length, l.before.weight, l.after.weight])).toEqual([
      [11, 11, 1.25, 2],
      [10, 11, 1.25, 1.25],
    ]);
    const upcs = await api.ok(productEndpoints.logUpc, { id: created.id });
    expect(upcs.map((l) => [l.before.upc, l.after.upc])).toEqual([['012345678905', '012345678912']]);
    // People read the history: it names the account that made the change, not its id.
    expect(upcs[0]!.createdBy).toMatch(/^(?![0-9a-f]{8}-)\S+$/);
    const now = await api.ok(productEndpoints.get, { id: created.id });
    expect(now).toMatchObject({ length: 11, weight: 2, upc: '012345678912', nameEn: 'Blue-cup' });
  });

  it('prints product labels as a PDF with a signed link', async () => {
    const api = await apiFor(env());
    const customer = await api.ok(customerEndpoints.createChannel, customerInput());
    const a = await api.ok(productEndpoints.create, productInput(customer.id, { nameEn: '蓝色-Cup' }));
    const b = await api.ok(productEndpoints.create, productInput(customer.id));
    const link = await api.ok(productEndpoints.printLabel, { ids: [a.id, b.id], copies: 2, size: '100x50' });
    const res = await env().app.inject({ url: link.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = await PDFDocument.load(res.rawPayload);
    expect(pdf.getPageCount()).toBe(4);
    const { width, height } = pdf.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([283, 142]);
    expect((await api.raw(productEndpoints.printLabel, { ids: [] }, 'en')).body.message).toBe(
      'ids: Please select the data',
    );
  });

  it('exports products to Excel through the download center', async () => {
    const api = await apiFor(env());
    const customer = await api.ok(customerEndpoints.createChannel, customerInput());
    for (let i = 0; i < 3; i++) await api.ok(productEndpoints.create, productInput(customer.id));
    const fields = ['customerCode', 'productNo', 'nameEn', 'productType', 'length', 'weight'] as const;
    const few = await api.raw(
      productEndpoints.exportAllProductDownload,
      { customerId: customer.id, fields: ['productNo', 'nameEn', 'length', 'width'] },
      'zh-CN',
    );
    expect(few.body.message).toBe('fields：至少需要导出 5 个字段');
    const none = await api.raw(
      productEndpoints.exportAllProductDownload,
      { keyword: 'nothing-like-this', fields: [...fields] },
      'en',
    );
    expect(none.body.message).toBe('There is currently no data available for export');
    const { taskId } = await api.ok(
      productEndpoints.exportAllProductDownload,
      { customerId: customer.id, fields: [...fields] },
      'zh-CN',
    );
    await env().app.deps.jobs.drain();
    const list = await api.ok(downloadHistoryEndpoints.getList, {});
    const task = list.items.find((t) => t.id === taskId)!;
    expect(task).toMatchObject({ fileStatus: 2, process: 100, suffix: 'xlsx' });
    const file = await env().app.inject({ url: task.path });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      '客户代码',
      'SKU',
      '英文名称',
      '产品类型',
      '长（in）',
      '重量（lb）',
    ]);
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getRow(2).getCell(4).value).toBe('单品');
  });

  it('runs an export as its starter with the rights held when it runs: a disabled user’s export fails', async () => {
    const api = await apiFor(env());
    const customer = await api.ok(customerEndpoints.createChannel, customerInput());
    await api.ok(productEndpoints.create, productInput(customer.id));
    const { taskId } = await api.ok(productEndpoints.exportAllProductDownload, {
      customerId: customer.id,
      fields: ['customerCode', 'productNo', 'nameEn', 'productType', 'length'],
    });
    await env()
      .database.db.update(users)
      .set({ isDisabled: true })
      .where(and(eq(users.tenantId, api.user.tenantId), eq(users.id, api.user.userId)));
    await env().app.deps.jobs.drain();
    const [task] = await env()
      .database.db.select()
      .from(tasks)
      .where(and(eq(tasks.tenantId, api.user.tenantId), eq(tasks.id, taskId)));
    expect(task).toMatchObject({ state: 'failed', errorCode: 'USR0015' });
  });

  it('relates sale products to formal products of the same customer', async () => {
    const api = await apiFor(env());
    const customer = await api.ok(customerEndpoints.createChannel, customerInput());
    const store = await api.ok(customerStoreEndpoints.create, {
      customerId: customer.id,
      name: 'AcmeAmazonUS',
      platform: 'amazon',
    });
    const p = await api.ok(productEndpoints.create, productInput(customer.id));
    const sale = await api.ok(saleProductEndpoints.create, {
      customerId: customer.id,
      storeId: store.id,
      onlineSku: 'AMZ-CUP-01',
    });
    expect((await api.ok(saleProductEndpoints.getPageList, { unrelated: true })).total).toBe(1);
    const related = await api.ok(saleProductEndpoints.relate, {
      id: sale.id,
      relations: [{ productId: p.id, quantity: 2 }],
    });
    expect(related.relations).toEqual([{ productId: p.id, quantity: 2, productNo: p.productNo }]);
    // The edit and relate pages open one by its id.
    expect(await api.ok(saleProductEndpoints.get, { id: sale.id })).toMatchObject({
      onlineSku: 'AMZ-CUP-01',
      relations: [{ productId: p.id, quantity: 2 }],
    });
    expect((await api.raw(saleProductEndpoints.get, { id: customer.id })).body.code).toBe('RECORD_NOT_FOUND');
    expect((await api.ok(saleProductEndpoints.getPageList, { unrelated: true })).total).toBe(0);
    expect(
      (await api.raw(saleProductEndpoints.create, { customerId: customer.id, onlineSku: 'AMZ-CUP-01' })).body
        .code,
    ).toBe('SALE_PRODUCT_EXISTS');
  });
});
