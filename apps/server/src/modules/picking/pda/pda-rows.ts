import type { PdaProduct } from '@wms/api';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { products } from '../../../db/schema/index.ts';

/** `updatedAt` as PostgreSQL holds it (microseconds), for pull cursors. */
export const updatedText = (column: AnyColumn): SQL<string> =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export { after, xidText } from '../../../platform/sync/pull-source.ts';

/** The product columns the PDA resolves scans with. */
export const productColumns = {
  productId: products.id,
  productNo: products.productNo,
  nameCn: products.nameCn,
  nameEn: products.nameEn,
  upc: products.upc,
  productBarcode: products.productBarcode,
  cartonBarcode: products.cartonBarcode,
  cartonRate: products.cartonRate,
};

export function toPdaProduct(p: {
  productId: string;
  productNo: string;
  nameCn: string;
  nameEn: string;
  upc: string | null;
  productBarcode: string | null;
  cartonBarcode: string | null;
  cartonRate: number;
}): PdaProduct {
  return {
    productId: p.productId,
    productNo: p.productNo,
    name: p.nameEn || p.nameCn,
    upc: p.upc,
    productBarcode: p.productBarcode,
    cartonBarcode: p.cartonBarcode,
    cartonRate: p.cartonRate,
  };
}
