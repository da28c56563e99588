import type { Tx } from '../../db/client.ts';
import type { Principal } from '../../platform/context.ts';
import type { FileStore } from '../../platform/files.ts';
import { flowingPages, pdfDocument } from '../../platform/pdf/pdf-document.ts';
import { ltlService } from './ltl.service.ts';
import { transferPalletsService } from './transfer-pallets.service.ts';
import { detailOf } from './transfer-rows.ts';

const MARGIN = 40;

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
  const { pdf, text } = await pdfDocument(`Packing list ${packing.packingNo}`, { packing, pallets });
  const sheet = flowingPages(pdf, text);
  sheet.put('LTL PACKING LIST', MARGIN, { bold: true, size: 18 });
  sheet.put(`No. ${packing.packingNo}   ${now.toISOString().slice(0, 10)}`, 380);
  sheet.next(30);
  for (const [label, value] of [
    ['Ship from', packing.fromWarehouse],
    ['Carrier', [packing.carrier, packing.truckCompany].filter(Boolean).join(' / ')],
    ['Remark', packing.remark],
  ] as const) {
    sheet.put(`${label}:`, MARGIN, { bold: true });
    sheet.put(value || '-', MARGIN + 90);
    sheet.next(16);
  }
  const cols = [MARGIN + 20, MARGIN + 60, MARGIN + 240, MARGIN + 340];
  for (const order of packing.orders) {
    sheet.next(8);
    sheet.put(
      `${order.transID}  ${order.customerCode}  to ${[order.platformCode, order.toWarehouseName].filter(Boolean).join(' ')}`,
      MARGIN,
      { bold: true },
    );
    sheet.next(16);
    sheet.row(['#', 'Pallet', 'Cartons', 'Weight (kg)'], cols, true);
    for (const p of pallets.filter((x) => x.transID === order.transID))
      sheet.row([p.seq, p.palletCode, p.cartons, p.weight.toFixed(2)], cols);
  }
  sheet.next(8);
  sheet.put(
    `Total: ${packing.orderCount} orders, ${packing.palletCount} pallets, ${packing.cartonCount} cartons, ${packing.weight.toFixed(2)} kg`,
    MARGIN,
    { bold: true },
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
