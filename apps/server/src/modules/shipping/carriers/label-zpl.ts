import { type Dpi, zplBox, zplCode128, zplLabel, zplText } from '../../../platform/zpl.ts';
import type { LabelRequest } from './carrier-adapter.ts';

/** 4 × 6 in, the size of the PDF label. */
const PAGE = { widthMm: 101.6, heightMm: 152.4 } as const;
const M = 4;

/**
 * The own delivery's 4×6 in label in ZPL, laid out like the PDF from the same LabelRequest: sender,
 * service, recipient, a Code 128 of the tracking number with the number under it, and the order lines.
 */
export function labelZpl(request: LabelRequest, trackingNo: string, dpi: Dpi): string {
  const page = { dpi, ...PAGE };
  const to = request.shipTo;
  const p = request.parcel;
  const fields: string[] = [zplText(page, M, M, 2.5, 'FROM:')];
  request.shipFrom.forEach((line, i) => {
    fields.push(zplText(page, M, M + 3.2 * (i + 1), 2.5, line, 56));
  });
  fields.push(
    zplText(page, M, 30, 5, request.service.name.toUpperCase(), 28),
    zplBox(page, M, 37, PAGE.widthMm - 2 * M, 0.5, 0.5),
    zplText(page, M, 40, 3, 'SHIP TO:'),
  );
  const place = `${to.city}, ${to.state} ${to.postalCode} ${to.country}`;
  [to.receiverName, to.address1, to.address2 ?? '', place, to.phone ?? '']
    .filter(Boolean)
    .forEach((line, i) => {
      fields.push(zplText(page, M + 4, 45 + 5.5 * i, 4.2, line, 34));
    });
  fields.push(
    zplCode128(page, M, 78, PAGE.widthMm - 2 * M, 28, trackingNo),
    zplText(page, M + 10, 109, 4.5, trackingNo.replace(/(.{4})/g, '$1 ').trim()),
  );
  const notes = [
    `ORDER: ${request.orderNo}`,
    `WEIGHT: ${p.weight} LB (BILLED ${p.billingWeight} LB)  DIMS: ${p.length}x${p.width}x${p.height} IN`,
    `SIGNATURE: ${request.signType.toUpperCase()}   SHIP DATE: ${request.shipDate.toISOString().slice(0, 10)}`,
    ...request.references.map((r) => `REF: ${r}`),
  ];
  notes.forEach((line, i) => {
    fields.push(zplText(page, M, 119 + 3.4 * i, 2.5, line, 72));
  });
  return zplLabel(page, fields);
}
