import { uuidv7 } from '@wms/api';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { withTenant } from '../platform/tenancy.ts';
import { describeEachDb } from '../testing/test-env.ts';
import { insertMany } from './insert-many.ts';
import { importRecords, products } from './schema/index.ts';

const product = (tenantId: string, customerId: string, n: number) => ({
  tenantId,
  id: uuidv7(),
  customerId,
  productNo: `IM-${n}`,
  nameCn: `产品"${n}'`,
  nameEn: `Item\\${n}`,
  productType: 'single',
  declarationAmount: '9.99',
  cartonRate: n + 1,
  length: '1.25',
  width: '2',
  height: '3',
  weight: '0.5',
  cartonLength: n % 2 ? null : '10',
  attrs: n % 2 ? [] : ['a,b', 'c"d', '{e}'],
  deletedAt: n === 2 ? new Date('2026-01-02T03:04:05.678Z') : undefined,
});

describeEachDb('insertMany', (env) => {
  it('writes what drizzle writes: numbers, arrays, quotes, nulls, dates, json and defaults', async () => {
    const { tenantId } = await env().login();
    const { db } = env().database;
    const customerA = uuidv7();
    const customerB = uuidv7();
    const rows = (customerId: string) => [0, 1, 2].map((n) => product(tenantId, customerId, n));
    await withTenant(db, tenantId, async (tx) => {
      await tx.insert(products).values(rows(customerA));
      await insertMany(tx, products, rows(customerB));
    });
    const read = (customerId: string) =>
      db
        .select()
        .from(products)
        .where(eq(products.customerId, customerId))
        .orderBy(products.productNo)
        .then((list) =>
          list.map(({ id: _i, customerId: _c, createdAt: _a, updatedAt: _u, ...rest }) => rest),
        );
    const viaDrizzle = await read(customerA);
    expect(viaDrizzle).toHaveLength(3);
    expect(await read(customerB)).toEqual(viaDrizzle);
    const [second] = await db.select().from(products).where(eq(products.customerId, customerB)).limit(1);
    expect(second!.createdAt).toBeInstanceOf(Date);

    const record = {
      tenantId,
      id: uuidv7(),
      kind: 'product',
      fileName: 'a.xlsx',
      state: 'failed',
      errors: [{ row: 2, column: 'sku', message: { en: 'Bad "x"', 'zh-CN': '错误' } }],
      reasonParams: { count: 3 },
    };
    await withTenant(db, tenantId, (tx) => insertMany(tx, importRecords, [record]));
    const [stored] = await db.select().from(importRecords).where(eq(importRecords.id, record.id));
    expect(stored).toMatchObject({ ...record, skipped: [], okRows: 0, reasonCode: null });
  });

  it('writes a value every row shares, json included, to every row', async () => {
    const { tenantId } = await env().login();
    const { db } = env().database;
    const errors = [{ row: 2, column: 'sku', message: { en: 'Bad "x"', 'zh-CN': '错误' } }];
    const ids = [uuidv7(), uuidv7(), uuidv7()];
    await withTenant(db, tenantId, (tx) =>
      insertMany(
        tx,
        importRecords,
        ids.map((id, n) => ({
          tenantId,
          id,
          kind: 'product',
          fileName: `${n}.xlsx`,
          state: 'failed',
          errors,
        })),
      ),
    );
    const stored = await db
      .select()
      .from(importRecords)
      .where(eq(importRecords.tenantId, tenantId))
      .orderBy(importRecords.fileName);
    expect(stored.map((r) => [r.id, r.fileName, r.errors])).toEqual(
      ids.map((id, n) => [id, `${n}.xlsx`, errors]),
    );
  });

  it('gives a column some rows leave out its default, as drizzle does', async () => {
    const { tenantId } = await env().login();
    const { db } = env().database;
    const base = { tenantId, kind: 'product', fileName: 'a.xlsx', state: 'completed' };
    const [a, b] = [uuidv7(), uuidv7()];
    await withTenant(db, tenantId, (tx) =>
      insertMany(tx, importRecords, [
        { ...base, id: a, okRows: 5 },
        { ...base, id: b },
      ]),
    );
    const stored = await db.select().from(importRecords).where(eq(importRecords.tenantId, tenantId));
    expect(Object.fromEntries(stored.map((r) => [r.id, r.okRows]))).toEqual({ [a]: 5, [b]: 0 });
  });
});
