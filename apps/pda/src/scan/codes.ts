import type { PdaProduct } from '@wms/api/pda';

/** Scanned codes compare trimmed and upper-cased: scanners and keyboards disagree on case. */
export const codeKey = (code: string) => code.trim().toUpperCase();

/** Every code that names the product: SKU, UPC, product barcode and carton barcode. */
export const productCodes = (p: PdaProduct): string[] =>
  [p.productNo, p.upc, p.productBarcode, p.cartonBarcode].filter((c): c is string => !!c).map(codeKey);

/** How many pieces a scan of this code counts: a carton counts cartonRate; null when it is not this product. */
export function piecesOf(p: PdaProduct, code: string): number | null {
  const key = codeKey(code);
  if (p.cartonBarcode && codeKey(p.cartonBarcode) === key) return Math.max(1, p.cartonRate);
  return productCodes(p).includes(key) ? 1 : null;
}
