import { ErrorCode, type Product } from '@wms/api';
import { inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { BizError } from '../../platform/errors.ts';
import type { FileStore } from '../../platform/files.ts';
import { pdfDocument } from '../../platform/pdf/pdf-document.ts';
import { productFrom, productWhere, withComponents } from './product-queries.ts';

const PT_PER_MM = 72 / 25.4;

/**
 * Product labels, one page per copy: a Code 128 barcode of the SKU (the default barcode type)
 * with the SKU under it and the English name above, sized for a label printer.
 */
export async function productLabelsPdf(
  items: Product[],
  options: { copies: number; size: string },
): Promise<Buffer> {
  const [wMm, hMm] = options.size.split('x').map(Number) as [number, number];
  const [width, height] = [wMm * PT_PER_MM, hMm * PT_PER_MM];
  const [{ pdf, text }, { default: bwipjs }] = await Promise.all([
    pdfDocument(
      'Product labels',
      items.map((p) => [p.nameEn, p.productNo]),
    ),
    import('bwip-js'),
  ]);
  for (const product of items) {
    const png = await bwipjs.toBuffer({
      bcid: 'code128',
      text: product.productNo,
      scale: 3,
      height: 12,
      includetext: false,
    });
    const image = await pdf.embedPng(png);
    const margin = 3 * PT_PER_MM;
    const barWidth = width - 2 * margin;
    const barHeight = Math.min(height * 0.5, (image.height / image.width) * barWidth);
    for (let copy = 0; copy < options.copies; copy++) {
      const page = pdf.addPage([width, height]);
      text.draw(page, product.nameEn.trim(), { x: margin, y: height - margin - 8, size: 8, max: 40 });
      page.drawImage(image, { x: margin, y: height / 2 - barHeight / 2, width: barWidth, height: barHeight });
      const sku = product.productNo;
      const size = 10;
      text.draw(page, sku, { x: (width - text.width(sku, size, true)) / 2, y: margin, size, bold: true });
    }
  }
  return Buffer.from(await pdf.save());
}

/** The chosen products the caller may see, in the order asked. */
export async function labelProducts(tx: Tx, principal: Principal, ids: string[]) {
  const rows = await productFrom(tx).where(productWhere(principal, {}, inArray(products.id, ids)));
  if (rows.length !== new Set(ids).size) throw new BizError(ErrorCode.recordNotFound);
  const items = await withComponents(tx, principal.tenantId, rows);
  const order = new Map(ids.map((id, i) => [id, i]));
  return items.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
}

/** Builds the labels of the chosen products the caller may see and hands the PDF out by signed link. */
export async function productLabelLink(
  files: FileStore,
  now: Date,
  tx: Tx,
  principal: Principal,
  input: { ids: string[]; copies: number; size: string },
) {
  const items = await labelProducts(tx, principal, input.ids);
  const fileName = `labels-${now.toISOString().slice(0, 10)}.pdf`;
  const file = await files.save(
    tx,
    { tenantId: principal.tenantId, name: fileName, mime: 'application/pdf', createdBy: principal.userId },
    await productLabelsPdf(items, input),
  );
  return { fileId: file.id, fileName, url: files.signedUrl(file.tenantId, file.id, now) };
}
