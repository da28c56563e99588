import type { TransferDetail, TransferPallet } from '@wms/api';
import { translate } from '@wms/i18n/messages';
import type { PDFFont, PDFPage } from 'pdf-lib';
import type { Tx } from '../../db/client.ts';
import type { SessionContext } from '../../platform/context.ts';
import type { AppDeps } from '../../platform/deps.ts';
import type { JobHandler } from '../../platform/jobs.ts';
import { transferPalletsService } from './transfer-pallets.service.ts';
import { detailOf } from './transfer-rows.ts';

export const TRANSPORT_PDF_JOB = 'transfers:transport-pdf';
const MARGIN = 40;
const TOP = 792 - MARGIN - 10;
const stamp = (d: Date) => d.toISOString().replace(/[-:T]/g, '').slice(0, 14);
/** Helvetica writes Latin-1 only: other characters are replaced rather than refused. */
const latin = (s: string | number | null | undefined) =>
  String(s ?? '').replace(/[^\x20-\x7E\xA0-\xFF]/g, '?');

/**
 * The transport sheet of each order, a page or more each: where it goes and how, its product lines with
 * what was ordered, picked and delivered, and its pallets with their codes, cartons and weights.
 */
export async function transportPdf(orders: { order: TransferDetail; pallets: TransferPallet[] }[]) {
  const { PDFDocument, StandardFonts } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Transport ${orders.map((o) => o.order.transID).join(', ')}`);
  pdf.setCreator('WMS');
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page: PDFPage = pdf.addPage([612, 792]);
  let y = TOP;
  const text = (f: PDFFont, value: string | number | null, x: number, size = 10) =>
    page.drawText(latin(value), { x, y, size, font: f });
  const next = (step = 14) => {
    y -= step;
    if (y >= MARGIN) return;
    page = pdf.addPage([612, 792]);
    y = TOP;
  };
  const row = (f: PDFFont, values: (string | number | null)[], cols: number[]) => {
    for (const [i, v] of values.entries()) text(f, v, cols[i]!);
    next();
  };
  for (const [i, { order, pallets }] of orders.entries()) {
    if (i > 0) {
      page = pdf.addPage([612, 792]);
      y = TOP;
    }
    text(bold, 'TRANSPORT SHEET', MARGIN, 18);
    text(font, `No. ${order.transID}`, 380);
    next(28);
    for (const [label, value] of [
      ['Type', order.kind],
      ['Ship from', order.fromWarehouse],
      ['Ship to', [order.platformCode, order.toWarehouseName].filter(Boolean).join(' ')],
      ['Customer', order.customerCode],
      ['Carrier', [order.carrier, order.truckCompany].filter(Boolean).join(' / ')],
      ['PO', order.po],
      ['ETD / ETA', [order.etd, order.eta].filter(Boolean).join(' / ')],
    ] as const) {
      text(bold, `${label}:`, MARGIN);
      text(font, value || '-', MARGIN + 90);
      next(15);
    }
    next(6);
    const lineCols = [MARGIN, MARGIN + 170, MARGIN + 240, MARGIN + 310, MARGIN + 380, MARGIN + 450];
    row(bold, ['SKU', 'Cartons', 'Ordered', 'Picked', 'Delivered', 'Location'], lineCols);
    for (const l of order.lines)
      row(
        font,
        [l.productNo, l.boxQuantity, l.needPickQty, l.pickedQty, l.deliveryQty, l.locationName],
        lineCols,
      );
    next(8);
    const palletCols = [MARGIN, MARGIN + 40, MARGIN + 220, MARGIN + 320];
    row(bold, ['#', 'Pallet', 'Cartons', 'Weight (kg)'], palletCols);
    for (const p of pallets) row(font, [p.seq, p.palletCode, p.cartons, p.weight.toFixed(2)], palletCols);
    next(6);
    text(
      bold,
      `Total: ${order.qtyTotal} units, ${order.boxTotalQty} cartons, ${pallets.length} pallets`,
      MARGIN,
    );
    next();
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
