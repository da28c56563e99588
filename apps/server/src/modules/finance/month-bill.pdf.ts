import { type Bill, FEE_TYPES } from '@wms/api';
import { translate } from '@wms/i18n/messages';

/** Helvetica encodes WinAnsi only; the server has no CJK font, so each label prints in English. */
const en = (key: string) => translate('en', key);

/**
 * The month bill on one A4 page: invoice number, month, customer, warehouse and due date, one line per
 * fee component with its amount, the total, paid and to pay.
 */
export async function monthBillPdf(bill: Bill): Promise<Buffer> {
  const { PDFDocument, StandardFonts } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${en('finance:bill')} ${bill.invoiceNo}`);
  pdf.setCreator('WMS');
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([595, 842]);
  let y = 790;
  const row = (label: string, value: string, strong = false) => {
    page.drawText(label, { x: 60, y, size: 11, font: strong ? bold : font });
    const f = strong ? bold : font;
    page.drawText(value, { x: 535 - f.widthOfTextAtSize(value, 11), y, size: 11, font: f });
    y -= 18;
  };
  page.drawText(`${en('finance:bill')} ${bill.invoiceNo}`, { x: 60, y, size: 18, font: bold });
  y -= 34;
  row(en('finance:billMonth'), bill.billMonth);
  row(en('finance:customer'), bill.customerCode.replace(/[^\x20-\x7e]/g, ''));
  row(en('finance:warehouse'), bill.warehouseName.replace(/[^\x20-\x7e]/g, ''));
  row(en('finance:dueOn'), bill.dueOn);
  y -= 10;
  for (const type of FEE_TYPES)
    if (bill.fees[type] !== 0) row(en(`finance:fee.${type}`), bill.fees[type].toFixed(2));
  y -= 6;
  page.drawLine({ start: { x: 60, y: y + 12 }, end: { x: 535, y: y + 12 }, thickness: 0.8 });
  row(en('finance:total'), `USD ${bill.billMoney.toFixed(2)}`, true);
  row(en('finance:amountPaid'), bill.amountPaid.toFixed(2));
  row(en('finance:amountToPay'), bill.amountToPay.toFixed(2), true);
  return Buffer.from(await pdf.save());
}
