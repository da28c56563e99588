import type { Tx } from '../../db/client.ts';
import type { Principal } from '../../platform/context.ts';
import type { FileStore } from '../../platform/files.ts';
import { flowingPages, pdfDocument } from '../../platform/pdf/pdf-document.ts';
import { transferPalletsService } from './transfer-pallets.service.ts';
import { detailOf } from './transfer-rows.ts';

const MARGIN = 40;

/**
 * The bill of lading of a transfer order: shipper, consignee, carrier and PO, then one row per pallet
 * (its code, cartons and weight) and the totals, stored through the files spine about the order's
 * customer so that customer's users may download it too.
 */
export async function bolPdf(tx: Tx, principal: Principal, id: string, store: FileStore, now: Date) {
  const order = await detailOf(tx, principal, id);
  const pallets = await transferPalletsService.list(tx, principal, id);
  const { pdf, text } = await pdfDocument(`Bill of lading ${order.transID}`, { order, pallets });
  const sheet = flowingPages(pdf, text);
  sheet.put('BILL OF LADING', MARGIN, { bold: true, size: 18 });
  sheet.put(`No. ${order.transID}   ${now.toISOString().slice(0, 10)}`, 380);
  sheet.next(30);
  const facts: [string, string | null][] = [
    ['Ship from', order.fromWarehouse],
    ['Ship to', [order.platformCode, order.toWarehouseName].filter(Boolean).join(' ')],
    ['Customer', order.customerCode],
    ['Carrier', [order.carrier, order.truckCompany].filter(Boolean).join(' / ')],
    ['PO', order.po],
    ['Type', order.kind],
  ];
  for (const [label, value] of facts) {
    sheet.put(`${label}:`, MARGIN, { bold: true });
    sheet.put(value || '-', MARGIN + 90);
    sheet.next(16);
  }
  sheet.next(10);
  const cols = [MARGIN, MARGIN + 40, MARGIN + 220, MARGIN + 320];
  sheet.row(['#', 'Pallet', 'Cartons', 'Weight (kg)'], cols, true);
  for (const p of pallets) sheet.row([p.seq, p.palletCode, p.cartons, p.weight.toFixed(2)], cols);
  const cartons = pallets.reduce((n, p) => n + p.cartons, 0);
  const weight = pallets.reduce((n, p) => n + p.weight, 0);
  sheet.next(6);
  sheet.put(`Total: ${pallets.length} pallets, ${cartons} cartons, ${weight.toFixed(2)} kg`, MARGIN, {
    bold: true,
  });
  sheet.next(16);
  sheet.put(`Units: ${order.qtyTotal} in ${order.lineCount} SKUs`, MARGIN);
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
