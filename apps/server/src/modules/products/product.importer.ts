import {
  barcodeSchema,
  cartonRateSchema,
  LOCATION_TYPES,
  nameSchema,
  PRODUCT_TYPES,
  positive2Schema,
  productFitsBox,
  skuSchema,
} from '@wms/api';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { inValues } from '../../db/in-values.ts';
import { productCategories, products, type StoredRowError } from '../../db/schema/index.ts';
import { cellEnumOptional, cellNumber, cellText } from '../../platform/excel/cells.ts';
import {
  defineImporter,
  fileDuplicates,
  type ImportContext,
  importRowId,
  inSlices,
  type ParsedRow,
  type Prepared,
  pacer,
  type ReadIn,
  rowError,
} from '../../platform/excel/importer.ts';
import { customersByCode } from '../customers/customers.service.ts';
import { existingProductNos } from './product-checks.ts';
import { productValues } from './product-mapper.ts';
import { insertProducts } from './products.service.ts';

const optionalNumber = cellNumber(positive2Schema.optional());
const optionalBarcode = cellText(barcodeSchema.optional());

const row = z
  .object({
    customerCode: cellText(z.string().min(1).max(20)),
    productNo: cellText(skuSchema),
    nameCn: cellText(nameSchema),
    nameEn: cellText(nameSchema),
    productType: cellEnumOptional(PRODUCT_TYPES, 'productType'),
    categoryName: cellText(z.string().max(100).optional()),
    upc: optionalBarcode,
    productBarcode: optionalBarcode,
    cartonBarcode: optionalBarcode,
    declarationAmount: cellNumber(positive2Schema),
    cartonRate: cellNumber(cartonRateSchema),
    length: cellNumber(positive2Schema),
    width: cellNumber(positive2Schema),
    height: cellNumber(positive2Schema),
    weight: cellNumber(positive2Schema),
    cartonLength: optionalNumber,
    cartonWidth: optionalNumber,
    cartonHeight: optionalNumber,
    cartonWeight: optionalNumber,
    locationType: cellEnumOptional(LOCATION_TYPES, 'locationType'),
    remark: cellText(z.string().max(500).optional()),
  })
  // A sheet has no components column, so only single items are imported (a combination must list its components).
  .refine((r) => (r.productType ?? 'single') === 'single', {
    message: 'masterdata:rule.combination',
    path: ['productType'],
  });

type Row = z.infer<typeof row>;
type NewProduct = typeof products.$inferInsert;

/**
 * Products written per transaction: one piece takes PGlite ~0.1 s, so a request arriving meanwhile waits
 * about that long, not the whole import (docs/decisions.md, "Large imports").
 */
const PIECE_ROWS = 1000;
/** Rows looked up per read, and rows checked between two yields, while checking (see `Importer.check`). */
const CHECK_ROWS = 2000;

/** The customers the rows name and the tenant's categories, in one read. */
function lookups(read: ReadIn, principal: ImportContext['principal'], rows: ParsedRow<Row>[]) {
  return read(async (tx) => {
    const codes = [...new Set(rows.map((r) => r.data.customerCode))];
    const byCode = await customersByCode(tx, principal, codes);
    const categories = await tx
      .select({ id: productCategories.id, name: productCategories.name })
      .from(productCategories)
      .where(and(eq(productCategories.tenantId, principal.tenantId), isNull(productCategories.deletedAt)));
    return { byCode, categoryOf: new Map(categories.map((c) => [c.name.toLowerCase(), c.id])) };
  });
}

/** The ids among `ids` that exist: rows an earlier run of this task wrote before it was killed. */
async function ownRows(read: ReadIn, tenantId: string, ids: string[]) {
  const ours = new Set<string>();
  await inSlices(ids, CHECK_ROWS, async (slice) => {
    const found = await read((tx) =>
      tx
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.tenantId, tenantId), inValues(products.id, slice, 'uuid'))),
    );
    for (const p of found) ours.add(p.id);
  });
  return ours;
}

/** The rows' product numbers already taken in their customer, as `customerId|lower(productNo)`. */
async function takenNos(read: ReadIn, tenantId: string, byCustomer: Map<string, string[]>) {
  const taken = new Set<string>();
  for (const [customerId, nos] of byCustomer)
    await inSlices(nos, CHECK_ROWS, async (slice) => {
      for (const no of await read((tx) => existingProductNos(tx, tenantId, customerId, slice)))
        taken.add(`${customerId}|${no.toLowerCase()}`);
    });
  return taken;
}

/** Product numbers per customer id, of the rows still to write (known customer, not written before). */
async function numbersByCustomer(
  rows: ParsedRow<Row>[],
  byCode: Awaited<ReturnType<typeof customersByCode>>,
  written: (row: number) => boolean,
) {
  const byCustomer = new Map<string, string[]>();
  const pace = pacer();
  for (const { row: n, data } of rows) {
    await pace();
    const customer = byCode.get(data.customerCode.toLowerCase());
    if (!customer || written(n)) continue;
    const list = byCustomer.get(customer.id) ?? [];
    list.push(data.productNo);
    byCustomer.set(customer.id, list);
  }
  return byCustomer;
}

/** Each row's id (see `importRowId`) and the rows repeating a product number of the file. */
async function idsAndDuplicates(taskId: string, rows: ParsedRow<Row>[]) {
  const ids = new Map<number, string>();
  const errors: StoredRowError[] = [];
  const duplicateOf = fileDuplicates<Row>('productNo', (r) => `${r.customerCode}|${r.productNo}`);
  const pace = pacer();
  for (const r of rows) {
    await pace();
    ids.set(r.row, importRowId(taskId, r.row));
    const error = duplicateOf(r);
    if (error) errors.push(error);
  }
  return { ids, errors };
}

/** Writes `ready` PIECE_ROWS at a time; `undo` removes what this run wrote. */
function piecesOf(tenantId: string, ready: NewProduct[], alreadyWritten: number): Prepared['pieces'] {
  const written: string[] = [];
  return {
    count: Math.ceil(ready.length / PIECE_ROWS),
    alreadyWritten,
    async write(t, index) {
      const piece = ready.slice(index * PIECE_ROWS, (index + 1) * PIECE_ROWS);
      await insertProducts(t, piece);
      written.push(...piece.map((p) => p.id!));
      return piece.length;
    },
    async undo(t) {
      for (let i = 0; i < written.length; i += PIECE_ROWS)
        await t
          .delete(products)
          .where(
            and(
              eq(products.tenantId, tenantId),
              inValues(products.id, written.slice(i, i + PIECE_ROWS), 'uuid'),
            ),
          );
    },
  };
}

/** The row's own errors against the sheet's lookups; the product to write when its customer is known. */
function rowOutcome(
  { row: n, data }: ParsedRow<Row>,
  found: Awaited<ReturnType<typeof lookups>> & { taken: Set<string> },
  errors: StoredRowError[],
) {
  const customer = found.byCode.get(data.customerCode.toLowerCase());
  const categoryId = data.categoryName ? found.categoryOf.get(data.categoryName.toLowerCase()) : null;
  if (!customer)
    errors.push(rowError(n, 'customerCode', 'imports:row.notFound', { value: data.customerCode }));
  else if (found.taken.has(`${customer.id}|${data.productNo.toLowerCase()}`))
    errors.push(rowError(n, 'productNo', 'imports:row.exists', { value: data.productNo }));
  if (data.categoryName && !categoryId)
    errors.push(rowError(n, 'categoryName', 'imports:row.notFound', { value: data.categoryName }));
  if (!productFitsBox(data)) errors.push(rowError(n, 'length', 'imports:row.sizeExceedsBox'));
  return customer
    ? productValues({ ...data, customerId: customer.id, productType: 'single', categoryId, attrs: [] })
    : undefined;
}

/** Checks every row (reads slice by slice, loops yielding each turn; see `Importer.check`). */
async function checkRows(read: ReadIn, ctx: ImportContext, rows: ParsedRow<Row>[]): Promise<Prepared> {
  const { principal } = ctx;
  const found = await lookups(read, principal, rows);
  const { ids, errors } = await idsAndDuplicates(ctx.taskId, rows);
  const ours = await ownRows(read, principal.tenantId, [...ids.values()]);
  const written = (row: number) => ours.has(ids.get(row)!);
  const byCustomer = await numbersByCustomer(rows, found.byCode, written);
  const taken = await takenNos(read, principal.tenantId, byCustomer);
  const ready: NewProduct[] = [];
  const pace = pacer();
  for (const r of rows) {
    await pace();
    const values = rowOutcome(r, { ...found, taken }, errors);
    if (!values || written(r.row)) continue;
    const stamp = { tenantId: principal.tenantId, createdBy: principal.userId, updatedBy: principal.userId };
    ready.push({ ...values, ...stamp, id: ids.get(r.row)! });
  }
  return {
    errors,
    async apply(t) {
      await insertProducts(t, ready);
      return ready.length;
    },
    pieces: piecesOf(principal.tenantId, ready, ours.size),
  };
}

/** The product kind: one formal product per row, unique per customer, all or none. */
export const productImporter = defineImporter<Row>({
  kind: 'product',
  row,
  check: checkRows,
  // In a transaction a caller holds, the same checks read through it.
  prepare: (tx, ctx, rows) => checkRows((work) => work(tx), ctx, rows),
});
