import type { TransferDetail, TransferPallet } from '@wms/api';
import { translate } from '@wms/i18n/messages';
import type { Tx } from '../../db/client.ts';
import type { SessionContext } from '../../platform/context.ts';
import type { AppDeps } from '../../platform/deps.ts';
import type { JobHandler } from '../../platform/jobs.ts';
import { flowingPages, pdfDocument } from '../../platform/pdf/pdf-document.ts';
import { transferPalletsService } from './transfer-pallets.service.ts';
import { detailOf } from './transfer-rows.ts';

export const TRANSPORT_PDF_JOB = 'transfers:transport-pdf';
const MARGIN = 40;
const stamp = (d: Date) => d.toISOString().replace(/[-:T]/g, '').slice(0, 14);

/**
 * The transport sheet of each order, a page or more each: where it goes and how, its product lines with
 * what was ordered, picked and delivered, and its pallets with their codes, cartons and weights.
 */
export async function transportPdf(orders: { order: TransferDetail; pallets: TransferPallet[] }[]) {
  const { pdf, text } = await pdfDocument(
    `Transport ${orders.map((o) => o.order.transID).join(', ')}`,
    orders,
  );
  const sheet = flowingPages(pdf, text);
  for (const [i, { order, pallets }] of orders.entries()) {
    if (i > 0) sheet.newPage();
    sheet.put('TRANSPORT SHEET', MARGIN, { bold: true, size: 18 });
    sheet.put(`No. ${order.transID}`, 380);
    sheet.next(28);
    for (const [label, value] of [
      ['Type', order.kind],
      ['Ship from', order.fromWarehouse],
      ['Ship to', [order.platformCode, order.toWarehouseName].filter(Boolean).join(' ')],
      ['Customer', order.customerCode],
      ['Carrier', [order.carrier, order.truckCompany].filter(Boolean).join(' / ')],
      ['PO', order.po],
      ['ETD / ETA', [order.etd, order.eta].filter(Boolean).join(' / ')],
    ] as const) {
      sheet.put(`${label}:`, MARGIN, { bold: true });
      sheet.put(value || '-', MARGIN + 90);
      sheet.next(15);
    }
    sheet.next(6);
    const lineCols = [MARGIN, MARGIN + 170, MARGIN + 240, MARGIN + 310, MARGIN + 380, MARGIN + 450];
    sheet.row(['SKU', 'Cartons', 'Ordered', 'Picked', 'Delivered', 'Location'], lineCols, true);
    for (const l of order.lines)
      sheet.row(
        [l.productNo, l.boxQuantity, l.needPickQty, l.pickedQty, l.deliveryQty, l.locationName],
        lineCols,
      );
    sheet.next(8);
    const palletCols = [MARGIN, MARGIN + 40, MARGIN + 220, MARGIN + 320];
    sheet.row(['#', 'Pallet', 'Cartons', 'Weight (kg)'], palletCols, true);
    for (const p of pallets) sheet.row([p.seq, p.palletCode, p.cartons, p.weight.toFixed(2)], palletCols);
    sheet.next(6);
    sheet.put(
      `Total: ${order.qtyTotal} units, ${order.boxTotalQty} cartons, ${pallets.length} pallets`,
      MARGIN,
      { bold: true },
    );
    sheet.next();
  }
  return Buffer.from(await pdf.save());
}

/** Queues the transport sheets of orders the caller sees (each read now, so a stranger's id is refused). */
export async function startTransportPdf(deps: AppDeps, tx: Tx, ctx: SessionContext, ids: string[]) {
  const orders = [];
  for (const id of ids) orders.push(await detailOf(tx, ctx.principal, id));
  const name = translate(ctx.locale, 'transfer:transportSheet');
  const task = await deps.jobs.enqueue(tx, {
    tenantId: ctx.principal.tenantId,
    userId: ctx.principal.userId,
    kind: 'export',
    type: TRANSPORT_PDF_JOB,
    filename: `${name}-${orders[0]!.transID}${orders.length > 1 ? `+${orders.length - 1}` : ''}-${stamp(deps.clock())}.pdf`,
    suffix: 'pdf',
    locale: ctx.locale,
    payload: { ids },
  });
  return { taskId: task.id };
}

export const transportPdfJob: JobHandler = async (job) => {
  const { ids } = job.task.payload as { ids: string[] };
  const principal = await job.principal();
  const orders = await job.inTenant(async (tx) => {
    const out = [];
    for (const id of ids)
      out.push({
        order: await detailOf(tx, principal, id),
        pallets: await transferPalletsService.list(tx, principal, id),
      });
    return out;
  });
  const content = await transportPdf(orders);
  const owners = new Set(orders.map((o) => o.order.customerId));
  const file = await job.inTenant((tx) =>
    job.files.save(
      tx,
      {
        tenantId: job.task.tenantId,
        name: job.task.filename,
        mime: 'application/pdf',
        createdBy: job.task.createdBy,
        customerId: owners.size === 1 ? orders[0]!.order.customerId : null,
      },
      content,
    ),
  );
  return { fileId: file.id, result: { orders: orders.length } };
};

/** Registers the transport PDF's download handler with the task queue. */
export function registerTransportPdfJob(deps: AppDeps) {
  deps.jobs.register(TRANSPORT_PDF_JOB, transportPdfJob);
}
