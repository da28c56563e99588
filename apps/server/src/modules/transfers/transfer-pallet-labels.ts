import { ErrorCode, type TransferDetail, type TransferPallet } from '@wms/api';
import type { PDFFont, PDFPage } from 'pdf-lib';
import type { Tx } from '../../db/client.ts';
import type { Principal } from '../../platform/context.ts';
import { BizError } from '../../platform/errors.ts';
import type { FileStore } from '../../platform/files.ts';
import { type Dpi, palletSscc, zplCode128, zplGs1_128, zplLabel, zplText } from '../../platform/zpl.ts';
import { transferPalletsService } from './transfer-pallets.service.ts';
import { detailOf } from './transfer-rows.ts';

/** Transfer pallet labels are 4×6 inches. */
const W = 101.6;
const H = 152.4;
const M = 3;
const BAR = 22;

export interface TransferPalletLabel {
  order: Pick<
    TransferDetail,
    'transID' | 'customerId' | 'fromWarehouse' | 'platformCode' | 'toWarehouseName' | 'po' | 'carrier'
  >;
  pallet: TransferPallet;
  of: number;
}

/** The facts under the barcodes, the same on the ZPL and the PDF label. */
function facts({ order, pallet, of }: TransferPalletLabel) {
  return [
    `CARTONS ${pallet.cartons}  WEIGHT ${pallet.weight.toFixed(2)} KG`,
    `TO ${[order.platformCode, order.toWarehouseName].filter(Boolean).join(' ') || '-'}`,
    `PO ${order.po ?? '-'}  CARRIER ${order.carrier ?? '-'}`,
    `FROM ${order.fromWarehouse}`,
    `TRANSFER ${order.transID}  PALLET ${pallet.seq} OF ${of}`,
  ];
}

/**
 * One pallet of a transfer order on a 4×6 label: a GS1-128 of its SSCC (AI 00) for the consignee, a Code
 * 128 of its pallet code for our scanners, then "pallet n of N", cartons, weight, destination and PO.
 */
export function transferPalletLabelZpl(
  label: TransferPalletLabel,
  options: { dpi: Dpi; companyPrefix: string },
): string {
  const page = { dpi: options.dpi, widthMm: W, heightMm: H };
  const code = label.pallet.palletCode;
  const serial = palletSscc(code, options.companyPrefix);
  const fields = [
    zplText(page, M, M, 3, `${label.order.transID}  PALLET ${label.pallet.seq}/${label.of}`),
    zplText(page, M, M + 4, 2.5, `SSCC (00) ${serial}`),
    zplGs1_128(page, M, M + 8, W - 2 * M, BAR, `(00)${serial}`),
    zplCode128(page, M, M + 11 + BAR, W - 2 * M, BAR, code),
    zplText(page, M, M + 13 + 2 * BAR, 7, code, 24),
    zplText(page, M, M + 22 + 2 * BAR, 9, `${label.pallet.seq} / ${label.of}`, 12),
  ];
  let y = M + 34 + 2 * BAR;
  for (const line of facts(label)) {
    fields.push(zplText(page, M, y, 3, line, 44));
    y += 5;
  }
  return zplLabel(page, fields);
}

/** Every pallet of the chosen orders the caller may see, order by order, in pallet order. */
async function labelsOf(tx: Tx, principal: Principal, ids: string[]): Promise<TransferPalletLabel[]> {
  const labels: TransferPalletLabel[] = [];
  for (const id of ids) {
    const order = await detailOf(tx, principal, id);
    const pallets = await transferPalletsService.list(tx, principal, id);
    if (!pallets.length) throw new BizError(ErrorCode.transferNoPallets, { transID: order.transID });
    for (const pallet of pallets) labels.push({ order, pallet, of: pallets.length });
  }
  return labels;
}

export async function transferPalletLabelsZpl(
  tx: Tx,
  principal: Principal,
  input: { ids: string[]; dpi: Dpi; companyPrefix: string },
) {
  const labels = (await labelsOf(tx, principal, input.ids)).map((l) => transferPalletLabelZpl(l, input));
  return { labels, widthMm: W, heightMm: H };
}

const PT = 72;
/** Helvetica writes Latin-1 only: other characters are replaced rather than refused. */
const latin = (s: string) => s.replace(/[^\x20-\x7E\xA0-\xFF]/g, '?');

function text(page: PDFPage, font: PDFFont, value: string, y: number, size: number) {
  page.drawText(latin(value).slice(0, 60), { x: 10, y, size, font });
}

/** The same labels as a PDF of 4×6 pages, stored and handed out by signed link (the fallback). */
export async function transferPalletLabelsPdf(
  files: FileStore,
  now: Date,
  tx: Tx,
  principal: Principal,
  input: { ids: string[] },
) {
  const labels = await labelsOf(tx, principal, input.ids);
  const [{ PDFDocument, StandardFonts }, { default: bwipjs }] = await Promise.all([
    import('pdf-lib'),
    import('bwip-js'),
  ]);
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Pallet labels ${labels[0]!.order.transID}`);
  pdf.setCreator('WMS');
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const [width, height] = [4 * PT, 6 * PT];
  for (const label of labels) {
    const page = pdf.addPage([width, height]);
    const code = label.pallet.palletCode;
    const serial = palletSscc(code, '0000000');
    text(page, bold, `${label.order.transID}  PALLET ${label.pallet.seq}/${label.of}`, height - 20, 10);
    text(page, font, `SSCC (00) ${serial}`, height - 32, 8);
    let y = height - 38;
    for (const [bcid, value] of [
      ['gs1-128', `(00)${serial}`],
      ['code128', code],
    ] as const) {
      const image = await pdf.embedPng(await bwipjs.toBuffer({ bcid, text: value, scale: 3, height: 14 }));
      const barHeight = 60;
      y -= barHeight;
      page.drawImage(image, { x: 10, y, width: width - 20, height: barHeight });
      y -= 10;
    }
    page.drawText(code, {
      x: (width - bold.widthOfTextAtSize(code, 20)) / 2,
      y: y - 14,
      size: 20,
      font: bold,
    });
    y -= 40;
    for (const line of facts(label)) {
      text(page, font, line, y, 9);
      y -= 13;
    }
  }
  const fileName = `pallet-labels-${labels[0]!.order.transID}.pdf`;
  // About the orders' customer when they share one, so that customer's users may open it too.
  const customers = new Set(labels.map((l) => l.order.customerId));
  const file = await files.save(
    tx,
    {
      tenantId: principal.tenantId,
      name: fileName,
      mime: 'application/pdf',
      createdBy: principal.userId,
      ...(customers.size === 1 ? { customerId: labels[0]!.order.customerId } : {}),
    },
    Buffer.from(await pdf.save()),
  );
  return { fileName, url: files.signedUrl(file.tenantId, file.id, now) };
}
