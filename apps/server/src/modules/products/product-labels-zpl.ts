import type { Product } from '@wms/api';
import { type Dpi, zplCode128, zplLabel, zplText } from '../../platform/zpl.ts';

const M = 3;

/**
 * A product label in ZPL from the same data as the PDF: the name above (the Chinese name prints with the
 * printer's Chinese font when there is no English one), a Code 128 of the SKU, the SKU under it.
 */
export function productLabelZpl(
  product: Pick<Product, 'productNo' | 'nameEn' | 'nameCn'>,
  options: { size: string; dpi: Dpi },
) {
  const [w, h] = options.size.split('x').map(Number) as [number, number];
  const page = { dpi: options.dpi, widthMm: w, heightMm: h };
  const name = product.nameEn.trim() || product.nameCn.trim();
  return zplLabel(page, [
    zplText(page, M, M, 2.8, name, 40),
    zplCode128(page, M, h / 2 - h * 0.2, w - 2 * M, h * 0.4, product.productNo),
    zplText(page, M, h - M - 3.5, 3.5, product.productNo, 32),
  ]);
}

/** One ZPL document holding `copies` labels of each product, in the order asked. */
export function productLabelsZpl(
  items: Pick<Product, 'productNo' | 'nameEn' | 'nameCn'>[],
  options: { size: string; dpi: Dpi; copies: number },
) {
  return items.flatMap((product) =>
    Array.from({ length: options.copies }, () => productLabelZpl(product, options)),
  );
}

/** A carton label: a Code 128 of the carton number, what it holds and how many. */
export function cartonLabelZpl(
  carton: { cartonNo: string; productNo: string | null; qty: number },
  options: { size: string; dpi: Dpi },
) {
  const [w, h] = options.size.split('x').map(Number) as [number, number];
  const page = { dpi: options.dpi, widthMm: w, heightMm: h };
  const holds = carton.productNo ? `SKU ${carton.productNo}  x${carton.qty}` : `QTY ${carton.qty}`;
  return zplLabel(page, [
    zplText(page, M, M, 2.8, holds, 40),
    zplCode128(page, M, h / 2 - h * 0.2, w - 2 * M, h * 0.4, carton.cartonNo),
    zplText(page, M, h - M - 3.5, 3.5, carton.cartonNo, 32),
  ]);
}
