import type { productListQuery } from '@wms/api';
import { translate } from '@wms/i18n/messages';
import { asc, count, gt, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { products } from '../../db/schema/index.ts';
import type { ExportSource } from '../../platform/excel/export-job.ts';
import { num, numOrNull } from '../../platform/values.ts';
import { productFrom, productWhere } from './product-queries.ts';

type Filters = Omit<z.infer<typeof productListQuery>, 'pageIndex' | 'pageSize' | 'sort'> & { ids?: string[] };

const where = (principal: Parameters<typeof productWhere>[0], f: Filters, after?: string | null) =>
  productWhere(
    principal,
    f,
    f.ids?.length ? inArray(products.id, f.ids) : undefined,
    after ? gt(products.id, after) : undefined,
  );

/** Products for ExportAllProductDownload, in id order. Types are written in the exporter's language. */
export function productExport(): ExportSource<Filters> {
  return {
    kind: 'product',
    async count(tx, principal, f) {
      const [n] = await tx.select({ n: count() }).from(products).where(where(principal, f));
      return n?.n ?? 0;
    },
    async batch(tx, principal, f, after, limit, locale) {
      const rows = await productFrom(tx)
        .where(where(principal, f, after))
        .orderBy(asc(products.id))
        .limit(limit);
      return rows.map(({ row, customerCode, categoryName }) => ({
        key: row.id,
        values: {
          customerCode,
          productNo: row.productNo,
          nameCn: row.nameCn,
          nameEn: row.nameEn,
          productType: translate(locale, `masterdata:productType.${row.productType}`),
          categoryName,
          upc: row.upc,
          productBarcode: row.productBarcode,
          cartonBarcode: row.cartonBarcode,
          declarationAmount: num(row.declarationAmount),
          cartonRate: row.cartonRate,
          length: num(row.length),
          width: num(row.width),
          height: num(row.height),
          weight: num(row.weight),
          cartonLength: numOrNull(row.cartonLength),
          cartonWidth: numOrNull(row.cartonWidth),
          cartonHeight: numOrNull(row.cartonHeight),
          cartonWeight: numOrNull(row.cartonWeight),
          locationType: row.locationType
            ? translate(locale, `masterdata:locationType.${row.locationType}`)
            : null,
          remark: row.remark,
        },
      }));
    },
  };
}
