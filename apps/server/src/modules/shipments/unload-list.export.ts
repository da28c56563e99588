import type { ShipmentDetail } from '@wms/api';
import { translate } from '@wms/i18n/messages';
import type { PDFPage } from 'pdf-lib';
import type { Tx } from '../../db/client.ts';
import type { SessionContext } from '../../platform/context.ts';
import type { AppDeps } from '../../platform/deps.ts';
import type { JobHandler } from '../../platform/jobs.ts';
import { type PdfText, pdfDocument } from '../../platform/pdf/pdf-document.ts';
import { shipmentsService } from './shipments.service.ts';

export const UNLOAD_LIST_PDF_JOB = 'shipments:unload-list-pdf';
const stamp = (d: Date) => d.toISOString().replace(/[-:T]/g, '').slice(0, 14);

const COLUMNS: [string, number][] = [
  ['SKU', 40],
  ['BARCODE', 170],
  ['CTNS', 290],
  ['QTY', 335],
  ['RECEIVED', 385],
  ['DAMAGED', 445],
  ['PUT AWAY', 505],
];

function cells(page: PDFPage, text: PdfText, values: (string | number)[], y: number, bold = false) {
  values.forEach((v, i) => {
    text.draw(page, v, { x: COLUMNS[i]![1], y, size: 9, bold, max: i < 2 ? 22 : 8 });
  });
}

/**
 * The dock's unload list of one container (A4): the header, a Code 128 of the batch number (the
 * unloading barcode), then every SKU line with its forecast and, once counted, what was received.
 */
export async function unloadListPdf(s: ShipmentDetail): Promise<Buffer> {
  const [{ pdf, text }, { default: bwipjs }] = await Promise.all([
    pdfDocument(`Unload list ${s.transportNo}`, s),
    import('bwip-js'),
  ]);
  let page = pdf.addPage([595, 842]);
  text.draw(page, `UNLOAD LIST ${s.transportNo}`, { x: 40, y: 790, size: 16, bold: true });
  const png = await bwipjs.toBuffer({ bcid: 'code128', text: s.transportNo, scale: 2, height: 10 });
  const image = await pdf.embedPng(png);
  page.drawImage(image, { x: 380, y: 760, width: 175, height: (image.height / image.width) * 175 });
  const facts = [
    `CONTAINER ${s.containerNo ?? ''}  ${s.containerType}`,
    `CUSTOMER ${s.customerCode}   WAREHOUSE ${s.warehouseName}`,
    `ETA ${s.eta}   CARTONS ${s.cartonCountSend}   UNITS ${s.qtyTotal}   CBM ${s.cbmProduct}`,
  ];
  let y = 760;
  for (const fact of facts) {
    text.draw(page, fact, { x: 40, y, size: 10 });
    y -= 15;
  }
  y -= 15;
  const counted = s.receiptState !== 'notReceived';
  const header = () => {
    cells(
      page,
      text,
      COLUMNS.map(([name]) => name),
      y,
      true,
    );
    page.drawLine({ start: { x: 40, y: y - 4 }, end: { x: 555, y: y - 4 }, thickness: 0.6 });
    y -= 18;
  };
  header();
  for (const l of s.lines) {
    if (y < 50) {
      page = pdf.addPage([595, 842]);
      y = 800;
      header();
    }
    const got = counted ? [l.receivedQty, l.damagedQty, l.shelvedQty] : ['____', '____', '____'];
    cells(page, text, [l.productNo, l.barcode ?? '', l.cartonCount, l.qty, ...got], y);
    y -= 15;
  }
  return Buffer.from(await pdf.save());
}

/** Queues the unload list of a container the caller sees as a download-center task. */
export async function startUnloadList(deps: AppDeps, tx: Tx, ctx: SessionContext, id: string) {
  const s = await shipmentsService.detail(tx, ctx.principal, id);
  const name = translate(ctx.locale, 'shipments:unloadList');
  const task = await deps.jobs.enqueue(tx, {
    tenantId: ctx.principal.tenantId,
    userId: ctx.principal.userId,
    kind: 'export',
    type: UNLOAD_LIST_PDF_JOB,
    filename: `${name}-${s.transportNo}-${stamp(deps.clock())}.pdf`,
    suffix: 'pdf',
    locale: ctx.locale,
    payload: { shipmentId: id },
  });
  return { taskId: task.id };
}

export const unloadListPdfJob: JobHandler = async (job) => {
  const { shipmentId } = job.task.payload as { shipmentId: string };
  const principal = await job.principal();
  const s = await job.inTenant((tx) => shipmentsService.detail(tx, principal, shipmentId));
  const content = await unloadListPdf(s);
  const file = await job.inTenant((tx) =>
    job.files.save(
      tx,
      {
        tenantId: job.task.tenantId,
        name: job.task.filename,
        mime: 'application/pdf',
        createdBy: job.task.createdBy,
        customerId: s.customerId,
      },
      content,
    ),
  );
  return { fileId: file.id, result: { lines: s.lines.length } };
};

/** Registers the unload list's download handler with the task queue. */
export function registerUnloadListJob(deps: AppDeps) {
  deps.jobs.register(UNLOAD_LIST_PDF_JOB, unloadListPdfJob);
}
