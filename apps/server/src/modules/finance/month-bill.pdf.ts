import { type Bill, FEE_TYPES } from '@wms/api';
import { translate } from '@wms/i18n/messages';
import { pdfDocument } from '../../platform/pdf/pdf-document.ts';

/** A label in both languages: "账单月份 Bill month". */
const both = (key: string) => `${translate('zh-CN', key)}  ${translate('en', key)}`;

/**
 * The month bill on one A4 page, every label in Chinese and English: invoice number, month, customer,
 * warehouse and due date, one line per fee component with its amount, the total, paid and to pay.
 *
 * Labels and names are drawn in the embedded CJK font, subsetted to the characters the page uses (a few
 * tens of kilobytes, not the font's 10 MB); amounts are drawn in Helvetica, so the figures stay plain
 * text in the file.
 */
export async function monthBillPdf(bill: Bill): Promise<Buffer> {
  const { pdf, text } = await pdfDocument(`${translate('en', 'finance:bill')} ${bill.invoiceNo}`, {
    bill,
    label: both('finance:pdf.title'),
  });
  pdf.setSubject(`${translate('zh-CN', 'finance:pdf.title')} ${bill.invoiceNo}`);
  const page = pdf.addPage([595, 842]);
  const grey: [number, number, number] = [0.35, 0.35, 0.35];
  let y = 780;
  const right = (value: string, size: number, bold = false) =>
    text.draw(page, value, { x: 535 - text.width(value, size, bold), y, size, bold });
  const row = (key: string, value: string, strong = false) => {
    text.draw(page, both(key), { x: 60, y, size: 10.5, ...(strong ? {} : { color: grey }) });
    right(value, 11, strong);
    y -= 20;
  };

  text.draw(page, both('finance:pdf.title'), { x: 60, y, size: 18 });
  right(bill.invoiceNo, 14, true);
  y -= 40;
  row('finance:invoiceNo', bill.invoiceNo);
  row('finance:billMonth', bill.billMonth);
  row('finance:customer', bill.customerCode);
  row('finance:warehouse', bill.warehouseName);
  row('finance:accountType', both(`customers:accountType.${bill.accountType}`));
  row('finance:dueOn', bill.dueOn);
  y -= 8;
  text.draw(page, both('finance:feeComponent'), { x: 60, y, size: 12 });
  y -= 22;
  for (const type of FEE_TYPES)
    if (bill.fees[type] !== 0) row(`finance:fee.${type}`, bill.fees[type].toFixed(2));
  page.drawLine({ start: { x: 60, y: y + 12 }, end: { x: 535, y: y + 12 }, thickness: 0.8 });
  y -= 6;
  row('finance:total', `USD ${bill.billMoney.toFixed(2)}`, true);
  row('finance:amountPaid', bill.amountPaid.toFixed(2));
  row('finance:amountToPay', bill.amountToPay.toFixed(2), true);
  row('finance:state', both(`finance:settlement.${bill.state}`));
  return Buffer.from(await pdf.save());
}
