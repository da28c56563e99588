import type { PDFFont, PDFPage } from 'pdf-lib';
import type { Tx } from '../../db/client.ts';
import type { Principal } from '../../platform/context.ts';
import type { FileStore } from '../../platform/files.ts';
import { transferPalletsService } from './transfer-pallets.service.ts';
import { detailOf } from './transfer-rows.ts';

const MARGIN = 40;
/** Helvetica writes Latin-1 only: other characters are replaced rather than refused. */
const latin = (s: string | null | undefined) => (s ?? '').replace(/[^\x20-\x7E\xA0-\xFF]/g, '?');

function line(page: PDFPage, font: PDFFont, text: string, x: number, y: number, size = 10) {
  page.drawText(latin(text), { x, y, size, font });
}

/**
 * The bill of lading of a transfer order: shipper, consignee, carrier and PO, then one row per pallet
 * (its code, cartons and weight) and the totals, stored through the files spine about the order's
 * customer so that customer's users may download it too.
 */
export async function bolPdf(tx: Tx, principal: Principal, id: string, store: FileStore, now: Date) {
  const order = await detailOf(tx, principal, id);
  const pallets = await transferPalletsService.list(tx, principal, id);
  const { PDFDocument, StandardFonts } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Bill of lading ${order.transID}`);
  pdf.setCreator('WMS');
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([612, 792]);
  let y = 792 - MARGIN - 10;
  line(page, bold, 'BILL OF LADING', MARGIN, y, 18);
  line(page, font, `No. ${order.transID}   ${now.toISOString().slice(0, 10)}`, 380, y);
  y -= 30;
  const facts: [string, string | null][] = [
    ['Ship from', order.fromWarehouse],
    ['Ship to', [order.platformCode, order.toWarehouseName].filter(Boolean).join(' ')],
    ['Customer', order.customerCode],
    ['Carrier', [order.carrier, order.truckCompany].filter(Boolean).join(' / ')],
    ['PO', order.po],
    ['Type', order.kind],
  ];
  for (const [label, value] of facts) {
    line(page, bold, `${label}:`, MARGIN, y);
    line(page, font, value || '-', MARGIN + 90, y);
    y -= 16;
  }
  y -= 10;
  const cols = [MARGIN, MARGIN + 40, MARGIN + 220, MARGIN + 320];
  const row = (f: PDFFont, values: string[]) => {
    values.forEach((v, i) => {
      line(page, f, v, cols[i]!, y);
    });
  };
  row(bold, ['#', 'Pallet', 'Cartons', 'Weight (kg)']);
  y -= 16;
  for (const p of pallets) {
    row(font, [String(p.seq), p.palletCode, String(p.cartons), p.weight.toFixed(2)]);
    y -= 14;
    if (y < MARGIN + 60) break;
  }
  const cartons = pallets.reduce((n, p) => n + p.cartons, 0);
  const weight = pallets.reduce((n, p) => n + p.weight, 0);
  y -= 6;
  line(
    page,
    bold,
    `Total: ${pallets.length} pallets, ${cartons} cartons, ${weight.toFixed(2)} kg`,
    MARGIN,
    y,
  );
  y -= 16;
  line(page, font, `Units: ${order.qtyTotal} in ${order.lineCount} SKUs`, MARGIN, y);
  const bytes = Buffer.from(await pdf.save());
  const file = await store.save(
    tx,
    {
      tenantId: principal.tenantId,
      name: `BOL-${order.transID}.pdf`,
      mime: 'application/pdf',
      createdBy: principal.userId,
      customerId: order.customerId,
    },
    bytes,
  );
  return { fileId: file.id, name: file.name, url: store.signedUrl(principal.tenantId, file.id, now) };
}
