import type { PDFFont, PDFPage } from 'pdf-lib';
import type { Tx } from '../../db/client.ts';
import type { Principal } from '../../platform/context.ts';
import type { FileStore } from '../../platform/files.ts';
import { ltlService } from './ltl.service.ts';
import { transferPalletsService } from './transfer-pallets.service.ts';
import { detailOf } from './transfer-rows.ts';

const MARGIN = 40;
const TOP = 792 - MARGIN - 10;
/** Helvetica writes Latin-1 only: other characters are replaced rather than refused. */
const latin = (s: string | null | undefined) => (s ?? '').replace(/[^\x20-\x7E\xA0-\xFF]/g, '?');

/**
 * The packing list of an LTL packing: the truck, then each order with where it goes and one row per
 * pallet (its code, cartons and weight), and the totals. Stored through the files spine; a packing of
 * one customer's orders is that customer's file, so its users may download it too.
 */
export async function ltlPackingListPdf(
  tx: Tx,
  principal: Principal,
  id: string,
  store: FileStore,
  now: Date,
) {
  const packing = await ltlService.get(tx, principal, id);
  const pallets = packing.orders.length
    ? await transferPalletsService.detailList(
        tx,
        principal,
        packing.orders.map((o) => o.id),
      )
    : [];
  const { PDFDocument, StandardFonts } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Packing list ${packing.packingNo}`);
  pdf.setCreator('WMS');
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page: PDFPage = pdf.addPage([612, 792]);
  let y = TOP;
  const text = (f: PDFFont, value: string, x: number, size = 10) =>
    page.drawText(latin(value), { x, y, size, font: f });
  /** Moves down a line, on a new page when this one is full. */
  const next = (step = 14) => {
    y -= step;
    if (y >= MARGIN) return;
    page = pdf.addPage([612, 792]);
    y = TOP;
  };
  text(bold, 'LTL PACKING LIST', MARGIN, 18);
  text(font, `No. ${packing.packingNo}   ${now.toISOString().slice(0, 10)}`, 380);
  next(30);
  for (const [label, value] of [
    ['Ship from', packing.fromWarehouse],
    ['Carrier', [packing.carrier, packing.truckCompany].filter(Boolean).join(' / ')],
    ['Remark', packing.remark],
  ] as const) {
    text(bold, `${label}:`, MARGIN);
    text(font, value || '-', MARGIN + 90);
    next(16);
  }
  const cols = [MARGIN + 20, MARGIN + 60, MARGIN + 240, MARGIN + 340];
  const cells = (f: PDFFont, values: string[]) => {
    for (const [i, v] of values.entries()) text(f, v, cols[i]!);
    next();
  };
  for (const order of packing.orders) {
    next(8);
    text(
      bold,
      `${order.transID}  ${order.customerCode}  to ${[order.platformCode, order.toWarehouseName].filter(Boolean).join(' ')}`,
      MARGIN,
    );
    next(16);
    cells(bold, ['#', 'Pallet', 'Cartons', 'Weight (kg)']);
    for (const p of pallets.filter((x) => x.transID === order.transID))
      cells(font, [String(p.seq), p.palletCode, String(p.cartons), p.weight.toFixed(2)]);
  }
  next(8);
  text(
    bold,
    `Total: ${packing.orderCount} orders, ${packing.palletCount} pallets, ${packing.cartonCount} cartons, ${packing.weight.toFixed(2)} kg`,
    MARGIN,
  );
  const owners = new Set(packing.orders.map((o) => o.customerCode));
  const bytes = Buffer.from(await pdf.save());
  const file = await store.save(
    tx,
    {
      tenantId: principal.tenantId,
      name: `LTL-${packing.packingNo}.pdf`,
      mime: 'application/pdf',
      createdBy: principal.userId,
      customerId:
        owners.size === 1 ? (await detailOf(tx, principal, packing.orders[0]!.id)).customerId : null,
    },
    bytes,
  );
  return { fileId: file.id, name: file.name, url: store.signedUrl(principal.tenantId, file.id, now) };
}
