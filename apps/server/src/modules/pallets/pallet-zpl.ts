import type { PalletDetail } from '@wms/api';
import type { Tx } from '../../db/client.ts';
import type { Principal } from '../../platform/context.ts';
import {
  type Dpi,
  MM_PER_IN,
  palletSscc,
  zplCode128,
  zplGs1_128,
  zplLabel,
  zplText,
} from '../../platform/zpl.ts';
import { palletsService } from './pallets.service.ts';

const M = 3;

/**
 * One pallet label in the code's print size, from the same data as the PDF: use and size, a GS1-128 of
 * the SSCC (AI 00) for the consignee's scanners, a Code 128 of the pallet code for ours, the counts and,
 * on the print-pick sheet, the lines that fit.
 */
export function palletLabelZpl(
  pallet: Pick<PalletDetail, 'palletCode' | 'printSize' | 'use' | 'cartonQty' | 'productQty' | 'lines'>,
  options: { dpi: Dpi; companyPrefix: string; withLines: boolean },
) {
  const [w, h] = pallet.printSize.split('x').map((n) => Number(n) * MM_PER_IN) as [number, number];
  const page = { dpi: options.dpi, widthMm: w, heightMm: h };
  const code = pallet.palletCode;
  const serial = palletSscc(code, options.companyPrefix);
  const short = h < 60;
  const barH = short ? 12 : 22;
  const fields = [
    zplText(page, M, M, 2.5, `${pallet.use.toUpperCase()}  ${pallet.printSize} IN`),
    zplText(page, M, M + 4, 2.5, `SSCC (00) ${serial}`),
    zplGs1_128(page, M, M + 8, w - 2 * M, barH, `(00)${serial}`),
    zplCode128(page, M, M + 11 + barH, w - 2 * M, barH, code),
    zplText(page, M, M + 13 + 2 * barH, short ? 4 : 7, code, 24),
  ];
  const countsY = M + 14 + 2 * barH + (short ? 4 : 7);
  if (countsY + 3 < h)
    fields.push(zplText(page, M, countsY, 2.5, `CARTONS ${pallet.cartonQty}  UNITS ${pallet.productQty}`));
  if (options.withLines) {
    let y = countsY + 4;
    for (const line of pallet.lines) {
      if (y + 3 > h - M) break;
      const what = line.kind === 'carton' ? `CARTON ${line.cartonNo ?? ''}` : `SKU ${line.productNo ?? ''}`;
      fields.push(zplText(page, M, y, 2.5, `${what}  x${line.qty}`, 60));
      y += 3.5;
    }
  }
  return zplLabel(page, fields);
}

/** The labels of the chosen pallets the caller may see, in the order asked. */
export async function palletZplLabels(
  tx: Tx,
  principal: Principal,
  input: { ids: string[]; withLines: boolean; dpi: Dpi; companyPrefix: string },
) {
  const labels: string[] = [];
  let size = '4x6';
  for (const id of input.ids) {
    const pallet = await palletsService.detail(tx, principal, id);
    size = pallet.printSize;
    labels.push(palletLabelZpl(pallet, input));
  }
  const [w, h] = size.split('x').map((n) => Math.round(Number(n) * MM_PER_IN * 10) / 10) as [number, number];
  return { labels, widthMm: w, heightMm: h };
}
