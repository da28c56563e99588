import type { PalletDetail } from '@wms/api';
import type { PDFPage } from 'pdf-lib';
import type { Tx } from '../../db/client.ts';
import type { Principal } from '../../platform/context.ts';
import type { FileStore } from '../../platform/files.ts';
import { type PdfText, pdfDocument } from '../../platform/pdf/pdf-document.ts';
import { palletsService } from './pallets.service.ts';

const PT_PER_IN = 72;
const MARGIN = 10;
/** The lines of a print-pick sheet, under the barcode, until the page is full. */
function drawLines(page: PDFPage, text: PdfText, pallet: PalletDetail, top: number) {
  let y = top;
  for (const line of pallet.lines) {
    if (y < MARGIN + 8) break;
    const what = line.kind === 'carton' ? `CARTON ${line.cartonNo ?? ''}` : `SKU ${line.productNo ?? ''}`;
    text.draw(page, `${what}  x${line.qty}`, { x: MARGIN, y, size: 8, max: 60 });
    y -= 11;
  }
}

/**
 * One label per pallet code in its print size (inches): a Code 128 barcode of the code, the code under
 * it, its use and counts. The print-pick sheet adds the cartons and products scanned onto it.
 */
export async function palletLabelsPdf(pallets: PalletDetail[], withLines: boolean): Promise<Buffer> {
  const [{ pdf, text }, { default: bwipjs }] = await Promise.all([
    pdfDocument(withLines ? 'Pallet pick sheet' : 'Pallet labels', pallets),
    import('bwip-js'),
  ]);
  for (const pallet of pallets) {
    const [w, h] = pallet.printSize.split('x').map(Number) as [number, number];
    const [width, height] = [w * PT_PER_IN, h * PT_PER_IN];
    const page = pdf.addPage([width, height]);
    const png = await bwipjs.toBuffer({ bcid: 'code128', text: pallet.palletCode, scale: 3, height: 14 });
    const image = await pdf.embedPng(png);
    const barWidth = width - 2 * MARGIN;
    const barHeight = Math.min(height * 0.4, (image.height / image.width) * barWidth);
    const barTop = height - MARGIN - 16;
    text.draw(page, `${pallet.use.toUpperCase()}  ${pallet.printSize} IN`, {
      x: MARGIN,
      y: height - MARGIN - 8,
      size: 8,
    });
    page.drawImage(image, { x: MARGIN, y: barTop - barHeight, width: barWidth, height: barHeight });
    const code = pallet.palletCode;
    const size = Math.min(20, height / 10);
    text.draw(page, code, {
      x: (width - text.width(code, size, true)) / 2,
      y: barTop - barHeight - size - 2,
      size,
      bold: true,
    });
    const counts = `CARTONS ${pallet.cartonQty}  UNITS ${pallet.productQty}`;
    text.draw(page, counts, { x: MARGIN, y: barTop - barHeight - size - 14, size: 8 });
    if (withLines) drawLines(page, text, pallet, barTop - barHeight - size - 28);
  }
  return Buffer.from(await pdf.save());
}

/** Prints the chosen pallets the caller may see and hands the PDF out by signed link. */
export async function palletPrintLink(
  files: FileStore,
  now: Date,
  tx: Tx,
  principal: Principal,
  input: { ids: string[]; withLines: boolean },
) {
  const pallets: PalletDetail[] = [];
  for (const id of input.ids) pallets.push(await palletsService.detail(tx, principal, id));
  const first = pallets[0]!.palletCode;
  const fileName = `${input.withLines ? 'pallet-pick' : 'pallet-labels'}-${first}.pdf`;
  const file = await files.save(
    tx,
    { tenantId: principal.tenantId, name: fileName, mime: 'application/pdf', createdBy: principal.userId },
    await palletLabelsPdf(pallets, input.withLines),
  );
  return { fileName, url: files.signedUrl(file.tenantId, file.id, now) };
}
