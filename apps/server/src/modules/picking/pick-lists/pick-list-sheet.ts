import type { PickListDetail } from '@wms/api';
import type { PDFDocument, PDFPage } from 'pdf-lib';
import type { Tx } from '../../../db/client.ts';
import type { Principal } from '../../../platform/context.ts';
import type { FileStore } from '../../../platform/files.ts';
import { type PdfText, pdfDocument } from '../../../platform/pdf/pdf-document.ts';
import { pickListQueries } from './pick-list-queries.service.ts';

/** A4 in points. */
const A4: [number, number] = [595.28, 841.89];
const MARGIN = 40;
const ROW = 18;
const COLS = [
  { title: '#', x: 0 },
  { title: 'Location', x: 28 },
  { title: 'SKU', x: 140 },
  { title: 'Qty', x: 290 },
  { title: 'Order', x: 330 },
  { title: 'Picked', x: 470 },
];

function put(
  page: PDFPage,
  text: PdfText,
  value: string,
  at: { x: number; y: number; size?: number; max?: number; bold?: boolean },
) {
  text.draw(page, value, { size: 10, max: 40, ...at, x: MARGIN + at.x });
}

function tableHead(page: PDFPage, text: PdfText, y: number) {
  for (const col of COLS) put(page, text, col.title, { x: col.x, y, bold: true });
  page.drawLine({
    start: { x: MARGIN, y: y - 5 },
    end: { x: A4[0] - MARGIN, y: y - 5 },
    thickness: 0.8,
  });
  return y - ROW;
}

/**
 * One pick list on A4: its number as a Code 128 the PDA scans, warehouse, kind, picker and counts, then
 * its lines in walking order (location, SKU, quantity, order) with a box to tick; more pages as needed.
 */
async function drawSheet(pdf: PDFDocument, text: PdfText, list: PickListDetail) {
  const { default: bwipjs } = await import('bwip-js');
  const barcode = await pdf.embedPng(
    await bwipjs.toBuffer({ bcid: 'code128', text: list.pickListNo, scale: 3, height: 12 }),
  );
  let page = pdf.addPage(A4);
  let pageNo = 1;
  const top = A4[1] - MARGIN;
  put(page, text, `PICK LIST ${list.pickListNo}`, { x: 0, y: top - 14, size: 18, bold: true });
  const barW = 200;
  page.drawImage(barcode, {
    x: A4[0] - MARGIN - barW,
    y: top - 50,
    width: barW,
    height: (barcode.height / barcode.width) * barW,
  });
  const facts = [
    `Warehouse: ${list.warehouseName ?? '-'}   Kind: ${list.kind}   Type: ${list.pickingOrderType === 1 ? 'single-product' : 'multi-product'}`,
    `Picker: ${list.pickerName ?? '-'}   Customer: ${list.customerName ?? '-'}   Carrier: ${list.carrier ?? '-'}`,
    `Orders: ${list.orderCount}   Lines: ${list.lineCount}   Units: ${list.totalQty}   Walk: ${list.walkDistance.toFixed(1)} m   Created: ${list.createdTime.slice(0, 16).replace('T', ' ')}`,
  ];
  let y = top - 40;
  for (const fact of facts) {
    put(page, text, fact, { x: 0, y, size: 9, max: 110 });
    y -= 14;
  }
  y = tableHead(page, text, y - 12);
  for (const line of list.lines) {
    if (y < MARGIN + ROW) {
      put(page, text, `${list.pickListNo}  page ${pageNo}`, { x: 0, y: MARGIN - 20, size: 8 });
      page = pdf.addPage(A4);
      pageNo++;
      y = tableHead(page, text, top - 14);
    }
    const cells = [String(line.seq), line.locationName, line.productNo, String(line.qty), line.orderNo];
    cells.forEach((cell, i) => {
      put(page, text, cell, { x: COLS[i]!.x, y, bold: i === 1, max: i === 4 ? 26 : 22 });
    });
    page.drawRectangle({
      x: MARGIN + COLS[5]!.x + 8,
      y: y - 2,
      width: 11,
      height: 11,
      borderWidth: 0.8,
      opacity: 0,
      borderOpacity: 1,
    });
    y -= ROW;
  }
  put(page, text, `${list.pickListNo}  page ${pageNo}`, { x: 0, y: MARGIN - 20, size: 8 });
}

async function sheetsPdf(lists: PickListDetail[]): Promise<Buffer> {
  const { pdf, text } = await pdfDocument(`Pick list ${lists.map((l) => l.pickListNo).join(', ')}`, lists);
  for (const list of lists) await drawSheet(pdf, text, list);
  return Buffer.from(await pdf.save());
}

async function listsOf(tx: Tx, principal: Principal, ids: string[]) {
  const lists: PickListDetail[] = [];
  for (const id of ids) lists.push(await pickListQueries.detail(tx, principal, id));
  return lists;
}

export const pickListSheets = {
  /** Every chosen list in one PDF, stored and handed out by signed link (opened when no helper runs). */
  async link(files: FileStore, now: Date, tx: Tx, principal: Principal, ids: string[]) {
    const lists = await listsOf(tx, principal, ids);
    const fileName = `pick-lists-${lists[0]!.pickListNo}${lists.length > 1 ? `-${lists.length}` : ''}.pdf`;
    const file = await files.save(
      tx,
      { tenantId: principal.tenantId, name: fileName, mime: 'application/pdf', createdBy: principal.userId },
      await sheetsPdf(lists),
    );
    return { fileName, url: files.signedUrl(file.tenantId, file.id, now) };
  },
  /** One PDF per list for the print helper, so the job's progress counts lists. */
  async documents(tx: Tx, principal: Principal, ids: string[]) {
    const lists = await listsOf(tx, principal, ids);
    const documents = [];
    for (const list of lists)
      documents.push({ pickListNo: list.pickListNo, pdf: (await sheetsPdf([list])).toString('base64') });
    return { documents };
  },
};
