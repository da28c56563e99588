import type { Material } from '@wms/api';
import type { Tx } from '../../db/client.ts';
import type { Principal } from '../../platform/context.ts';
import type { FileStore } from '../../platform/files.ts';
import { pdfDocument } from '../../platform/pdf/pdf-document.ts';
import { type Dpi, zplCode128, zplLabel, zplText } from '../../platform/zpl.ts';
import { materialsService } from './materials.service.ts';

const M = 3;
const PT_PER_MM = 72 / 25.4;
type LabelInput = { ids: string[]; copies: number; size: string };
type Labelled = Pick<Material, 'materialCode' | 'materialName' | 'materialType'>;

/**
 * A supply label from the same data as the PDF: the name above (Chinese prints with the printer's
 * Chinese font), a Code 128 of the supply code (the default barcode type), the code and its type under it.
 */
export function materialLabelZpl(material: Labelled, options: { size: string; dpi: Dpi }) {
  const [w, h] = options.size.split('x').map(Number) as [number, number];
  const page = { dpi: options.dpi, widthMm: w, heightMm: h };
  return zplLabel(page, [
    zplText(page, M, M, 2.8, material.materialName, 40),
    zplCode128(page, M, h / 2 - h * 0.2, w - 2 * M, h * 0.4, material.materialCode),
    zplText(
      page,
      M,
      h - M - 3.5,
      3.5,
      `${material.materialCode}  ${material.materialType.toUpperCase()}`,
      40,
    ),
  ]);
}

/** The chosen supplies the caller may see, in the order asked. */
async function labelled(tx: Tx, principal: Principal, ids: string[]) {
  const items: Material[] = [];
  for (const id of ids) items.push(await materialsService.detail(tx, principal, id));
  return items;
}

export async function materialLabelsZpl(tx: Tx, principal: Principal, input: LabelInput & { dpi: Dpi }) {
  const items = await labelled(tx, principal, input.ids);
  const labels = items.flatMap((m) => Array.from({ length: input.copies }, () => materialLabelZpl(m, input)));
  const [w, h] = input.size.split('x').map(Number) as [number, number];
  return { labels, widthMm: w, heightMm: h };
}

/** The same labels as a PDF, one page per copy, stored and handed out by signed link (the fallback). */
export async function materialLabelLink(
  files: FileStore,
  now: Date,
  tx: Tx,
  principal: Principal,
  input: LabelInput,
) {
  const items = await labelled(tx, principal, input.ids);
  const [wMm, hMm] = input.size.split('x').map(Number) as [number, number];
  const [width, height] = [wMm * PT_PER_MM, hMm * PT_PER_MM];
  const [{ pdf, text }, { default: bwipjs }] = await Promise.all([
    pdfDocument('Supply labels', items),
    import('bwip-js'),
  ]);
  const margin = M * PT_PER_MM;
  for (const material of items) {
    const png = await bwipjs.toBuffer({ bcid: 'code128', text: material.materialCode, scale: 3, height: 12 });
    const image = await pdf.embedPng(png);
    const barWidth = width - 2 * margin;
    const barHeight = Math.min(height * 0.4, (image.height / image.width) * barWidth);
    for (let copy = 0; copy < input.copies; copy++) {
      const page = pdf.addPage([width, height]);
      text.draw(page, material.materialName.trim(), { x: margin, y: height - margin - 8, size: 8, max: 40 });
      page.drawImage(image, { x: margin, y: height / 2 - barHeight / 2, width: barWidth, height: barHeight });
      const code = `${material.materialCode}  ${material.materialType.toUpperCase()}`;
      text.draw(page, code, { x: margin, y: margin, size: 10, bold: true });
    }
  }
  const fileName = `supply-labels-${now.toISOString().slice(0, 10)}.pdf`;
  const file = await files.save(
    tx,
    { tenantId: principal.tenantId, name: fileName, mime: 'application/pdf', createdBy: principal.userId },
    Buffer.from(await pdf.save()),
  );
  return { fileId: file.id, fileName, url: files.signedUrl(file.tenantId, file.id, now) };
}
