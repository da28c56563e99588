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
import { productCategories, products } from '../../db/schema/index.ts';
import { cellEnumOptional, cellNumber, cellText } from '../../platform/excel/cells.ts';
import { defineImporter, duplicatesInFile, importRowId, rowError } from '../../platform/excel/importer.ts';
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

/** The product kind: one formal product per row, unique per customer, all or none. */
export const productImporter = defineImporter<Row>({
  kind: 'product',
  row,
  async prepare(tx, ctx, rows) {
    const { principal } = ctx;
    const byCode = await customersByCode(tx, principal, [...new Set(rows.map((r) => r.data.customerCode))]);
    const categories = await tx
      .select({ id: productCategories.id, name: productCategories.name })
      .from(productCategories)
      .where(and(eq(productCategories.tenantId, principal.tenantId), isNull(productCategories.deletedAt)));
    const categoryOf = new Map(categories.map((c) => [c.name.toLowerCase(), c.id]));
    const errors = duplicatesInFile(rows, 'productNo', (r) => `${r.customerCode}|${r.productNo}`);
    // Rows an earlier run of this task already wrote (it was killed between pieces) carry their ids.
    const ids = new Map(rows.map((r) => [r.row, importRowId(ctx.taskId, r.row)]));
    const ours = new Set(
      (
        await tx
          .select({ id: products.id })
          .from(products)
          .where(
            and(eq(products.tenantId, principal.tenantId), inValues(products.id, [...ids.values()], 'uuid')),
          )
      ).map((p) => p.id),
    );
    const taken = new Set<string>();
    for (const customer of byCode.values()) {
      const nos = rows
        .filter((r) => r.data.customerCode.toLowerCase() === customer.customerCode.toLowerCase())
        .filter((r) => !ours.has(ids.get(r.row)!))
        .map((r) => r.data.productNo);
      for (const no of await existingProductNos(tx, principal.tenantId, customer.id, nos))
        taken.add(`${customer.id}|${no.toLowerCase()}`);
    }
    const ready: NewProduct[] = [];
    for (const { row: n, data } of rows) {
      const customer = byCode.get(data.customerCode.toLowerCase());
      const categoryId = data.categoryName ? categoryOf.get(data.categoryName.toLowerCase()) : null;
      const id = ids.get(n)!;
      if (!customer)
        errors.push(rowError(n, 'customerCode', 'imports:row.notFound', { value: data.customerCode }));
      else if (taken.has(`${customer.id}|${data.productNo.toLowerCase()}`))
        errors.push(rowError(n, 'productNo', 'imports:row.exists', { value: data.productNo }));
      if (data.categoryName && !categoryId)
        errors.push(rowError(n, 'categoryName', 'imports:row.notFound', { value: data.categoryName }));
      if (!productFitsBox(data)) errors.push(rowError(n, 'length', 'imports:row.sizeExceedsBox'));
      if (!customer || ours.has(id)) continue;
      ready.push({
        ...productValues({ ...data, customerId: customer.id, productType: 'single', categoryId, attrs: [] }),
        tenantId: principal.tenantId,
        id,
        createdBy: principal.userId,
        updatedBy: principal.userId,
      });
    }
    const written: string[] = [];
    return {
      errors,
      async apply(t) {
        await insertProducts(t, ready);
        return ready.length;
      },
      pieces: {
        count: Math.ceil(ready.length / PIECE_ROWS),
        alreadyWritten: ours.size,
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
                  eq(products.tenantId, principal.tenantId),
                  inValues(products.id, written.slice(i, i + PIECE_ROWS), 'uuid'),
                ),
              );
        },
      },
    };
  },
});
