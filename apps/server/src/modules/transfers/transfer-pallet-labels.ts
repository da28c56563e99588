import { ErrorCode, type TransferDetail, type TransferPallet } from '@wms/api';
import type { Tx } from '../../db/client.ts';
import type { Principal } from '../../platform/context.ts';
import { BizError } from '../../platform/errors.ts';
import type { FileStore } from '../../platform/files.ts';
import { pdfDocument } from '../../platform/pdf/pdf-document.ts';
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
/** The same labels as a PDF of 4×6 pages, stored and handed out by signed link (the fallback). */
export async function transferPalletLabelsPdf(
  files: FileStore,
  now: Date,
  tx: Tx,
  principal: Principal,
  input: { ids: string[] },
) {
  const labels = await labelsOf(tx, principal, input.ids);
  const [{ pdf, text }, { default: bwipjs }] = await Promise.all([
    pdfDocument(`Pallet labels ${labels[0]!.order.transID}`, labels),
    import('bwip-js'),
  ]);
  const [width, height] = [4 * PT, 6 * PT];
  for (const label of labels) {
    const page = pdf.addPage([width, height]);
    const code = label.pallet.palletCode;
    const serial = palletSscc(code, '0000000');
    const line = (value: string, y: number, size: number, bold = false) =>
      text.draw(page, value, { x: 10, y, size, bold, max: 60 });
    line(`${label.order.transID}  PALLET ${label.pallet.seq}/${label.of}`, height - 20, 10, true);
    line(`SSCC (00) ${serial}`, height - 32, 8);
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
    text.draw(page, code, { x: (width - text.width(code, 20, true)) / 2, y: y - 14, size: 20, bold: true });
    y -= 40;
    for (const fact of facts(label)) {
      line(fact, y, 9);
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
