import type { ShipmentDetail, ShipmentPallet } from '@wms/api';
import { and, asc, eq } from 'drizzle-orm';
import type { PDFDocument } from 'pdf-lib';
import type { Tx } from '../../db/client.ts';
import { inboundPallets, pallets } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import type { FileStore } from '../../platform/files.ts';
import { type PdfText, pdfDocument } from '../../platform/pdf/pdf-document.ts';
import { shipmentsService } from './shipments.service.ts';

/** 4×6 inch thermal labels. */
const [WIDTH, HEIGHT] = [4 * 72, 6 * 72];
const MARGIN = 14;

interface Label {
  title: string;
  code: string;
  lines: string[];
}

async function drawLabel(pdf: PDFDocument, text: PdfText, label: Label) {
  const { default: bwipjs } = await import('bwip-js');
  const page = pdf.addPage([WIDTH, HEIGHT]);
  text.draw(page, label.title, { x: MARGIN, y: HEIGHT - MARGIN - 12, size: 12, bold: true });
  const png = await bwipjs.toBuffer({ bcid: 'code128', text: label.code, scale: 3, height: 16 });
  const image = await pdf.embedPng(png);
  const barWidth = WIDTH - 2 * MARGIN;
  const barHeight = Math.min(HEIGHT * 0.3, (image.height / image.width) * barWidth);
  const barTop = HEIGHT - MARGIN - 30;
  page.drawImage(image, { x: MARGIN, y: barTop - barHeight, width: barWidth, height: barHeight });
  const size = 20;
  text.draw(page, label.code, {
    x: (WIDTH - text.width(label.code, size, true)) / 2,
    y: barTop - barHeight - size - 4,
    size,
    bold: true,
  });
  let y = barTop - barHeight - size - 28;
  for (const line of label.lines) {
    text.draw(page, line, { x: MARGIN, y, size: 11, max: 48 });
    y -= 16;
  }
}

/** The unloading label (Code 128 of the batch number), then one label per receipt pallet code. */
export async function shipmentLabelsPdf(s: ShipmentDetail, codes: ShipmentPallet[]): Promise<Buffer> {
  const { pdf, text } = await pdfDocument(`Unloading ${s.transportNo}`, { s, codes });
  const about = [
    `CONTAINER ${s.containerNo}  ${s.containerType}`,
    `CUSTOMER ${s.customerCode}`,
    `CARTONS ${s.cartonCountSend}  UNITS ${s.qtyTotal}`,
  ];
  await drawLabel(pdf, text, { title: 'UNLOADING', code: s.transportNo, lines: about });
  for (const [i, p] of codes.entries())
    await drawLabel(pdf, text, {
      title: `RECEIPT PALLET ${i + 1}/${codes.length}`,
      code: p.palletCode,
      lines: [`BATCH ${s.transportNo}`, ...about.slice(0, 2)],
    });
  return Buffer.from(await pdf.save());
}

/** A container's receipt pallets and their labels, for whoever sees the container. */
export const shipmentLabelsService = {
  async pallets(tx: Tx, principal: Principal, id: string): Promise<ShipmentPallet[]> {
    await shipmentsService.detail(tx, principal, id);
    const rows = await tx
      .select({ id: pallets.id, palletCode: pallets.palletCode, status: pallets.status })
      .from(inboundPallets)
      .innerJoin(
        pallets,
        and(eq(pallets.tenantId, inboundPallets.tenantId), eq(pallets.id, inboundPallets.palletId)),
      )
      .where(and(eq(inboundPallets.tenantId, principal.tenantId), eq(inboundPallets.shipmentId, id)))
      .orderBy(asc(pallets.palletCode));
    return rows.map((r) => ({ ...r, status: r.status as ShipmentPallet['status'] }));
  },

  async print(tx: Tx, principal: Principal, id: string, files: FileStore, now: Date) {
    const s = await shipmentsService.detail(tx, principal, id);
    const codes = await shipmentLabelsService.pallets(tx, principal, id);
    const fileName = `unloading-${s.transportNo}.pdf`;
    const file = await files.save(
      tx,
      { tenantId: principal.tenantId, name: fileName, mime: 'application/pdf', createdBy: principal.userId },
      await shipmentLabelsPdf(s, codes),
    );
    return { fileName, url: files.signedUrl(file.tenantId, file.id, now) };
  },
};
