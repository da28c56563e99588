import type { PDFFont, PDFPage } from 'pdf-lib';
import type { LabelRequest } from './carrier-adapter.ts';

/** 4 × 6 in at 72 pt per inch. */
export const LABEL_SIZE = { width: 288, height: 432 } as const;
const MARGIN = 12;

/** Helvetica encodes WinAnsi only: other characters are replaced so a label always prints. */
const printable = (text: string) => text.replace(/[^\x20-\x7e]/g, '?').trim();

function lines(page: PDFPage, font: PDFFont, texts: string[], x: number, top: number, size: number) {
  let y = top;
  for (const text of texts.filter(Boolean)) {
    page.drawText(printable(text).slice(0, 48), { x, y, size, font });
    y -= size + 3;
  }
  return y;
}

/**
 * The own delivery's 4×6 in label: sender, recipient, service and weight, a Code 128 barcode of the
 * tracking number (the default barcode type) and the order references.
 */
export async function labelPdf(request: LabelRequest, trackingNo: string): Promise<Buffer> {
  const [{ PDFDocument, StandardFonts, rgb }, { default: bwipjs }] = await Promise.all([
    import('pdf-lib'),
    import('bwip-js'),
  ]);
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Label ${trackingNo}`);
  pdf.setCreator('WMS');
  pdf.setCreationDate(request.shipDate);
  pdf.setModificationDate(request.shipDate);
  const page = pdf.addPage([LABEL_SIZE.width, LABEL_SIZE.height]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const { width, height } = LABEL_SIZE;
  const top = height - MARGIN;

  lines(page, font, ['FROM:', ...request.shipFrom], MARGIN, top - 8, 7);
  page.drawText(printable(request.service.name.toUpperCase()), {
    x: MARGIN,
    y: top - 72,
    size: 14,
    font: bold,
  });
  page.drawLine({
    start: { x: MARGIN, y: top - 80 },
    end: { x: width - MARGIN, y: top - 80 },
    thickness: 1.5,
    color: rgb(0, 0, 0),
  });

  const to = request.shipTo;
  const place = `${to.city}, ${to.state} ${to.postalCode} ${to.country}`;
  lines(page, font, ['SHIP TO:'], MARGIN, top - 96, 8);
  lines(
    page,
    bold,
    [to.receiverName, to.address1, to.address2 ?? '', place, to.phone ?? ''],
    MARGIN + 10,
    top - 112,
    12,
  );

  const png = await bwipjs.toBuffer({
    bcid: 'code128',
    text: trackingNo,
    scale: 3,
    height: 18,
    includetext: false,
  });
  const image = await pdf.embedPng(png);
  const barWidth = width - 2 * MARGIN;
  const barHeight = 80;
  page.drawImage(image, { x: MARGIN, y: 120, width: barWidth, height: barHeight });
  const tracking = trackingNo.replace(/(.{4})/g, '$1 ').trim();
  page.drawText(tracking, {
    x: (width - bold.widthOfTextAtSize(tracking, 13)) / 2,
    y: 102,
    size: 13,
    font: bold,
  });

  const p = request.parcel;
  lines(
    page,
    font,
    [
      `ORDER: ${request.orderNo}`,
      `WEIGHT: ${p.weight} LB (BILLED ${p.billingWeight} LB)  DIMS: ${p.length}x${p.width}x${p.height} IN`,
      `SIGNATURE: ${request.signType.toUpperCase()}   SHIP DATE: ${request.shipDate.toISOString().slice(0, 10)}`,
      ...request.references.map((r) => `REF: ${r}`),
    ],
    MARGIN,
    84,
    7,
  );
  return Buffer.from(await pdf.save());
}
