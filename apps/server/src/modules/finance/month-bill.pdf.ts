import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { type Bill, FEE_TYPES } from '@wms/api';
import { translate } from '@wms/i18n/messages';

/**
 * Noto Sans SC Regular (SIL Open Font License 1.1), a TrueType font with Chinese and Latin glyphs, from
 * the npm package `@expo-google-fonts/noto-sans-sc` that the install brings; never a system font.
 */
const CJK_FONT = '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf';
export const cjkFontPath = () => createRequire(import.meta.url).resolve(CJK_FONT);

/** A label in both languages: "账单月份 Bill month". */
const both = (key: string) => `${translate('zh-CN', key)}  ${translate('en', key)}`;
/** Text Helvetica (WinAnsi) can draw: printable ASCII. */
const plain = (text: string) => /^[\x20-\x7e]*$/.test(text);

/**
 * The month bill on one A4 page, every label in Chinese and English: invoice number, month, customer,
 * warehouse and due date, one line per fee component with its amount, the total, paid and to pay.
 *
 * Labels and names are drawn in the embedded CJK font, subsetted to the characters the page uses (a few
 * tens of kilobytes, not the font's 10 MB); amounts are drawn in Helvetica, so the figures stay plain
 * text in the file.
 */
export async function monthBillPdf(bill: Bill): Promise<Buffer> {
  const [{ PDFDocument, StandardFonts, rgb }, { default: fontkit }, fontBytes] = await Promise.all([
    import('pdf-lib'),
    import('@pdf-lib/fontkit'),
    readFile(cjkFontPath()),
  ]);
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  pdf.setTitle(`${translate('en', 'finance:bill')} ${bill.invoiceNo}`);
  pdf.setSubject(`${translate('zh-CN', 'finance:pdf.title')} ${bill.invoiceNo}`);
  pdf.setCreator('WMS');
  const cjk = await pdf.embedFont(fontBytes, { subset: true });
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([595, 842]);
  const grey = rgb(0.35, 0.35, 0.35);
  let y = 780;
  const right = (text: string, size: number, f = font) =>
    page.drawText(text, { x: 535 - f.widthOfTextAtSize(text, size), y, size, font: f });
  const row = (key: string, value: string, strong = false) => {
    page.drawText(both(key), { x: 60, y, size: 10.5, font: cjk, color: strong ? undefined : grey });
    right(value, 11, plain(value) ? (strong ? bold : font) : cjk);
    y -= 20;
  };

  page.drawText(both('finance:pdf.title'), { x: 60, y, size: 18, font: cjk });
  right(bill.invoiceNo, 14, bold);
  y -= 40;
  row('finance:invoiceNo', bill.invoiceNo);
  row('finance:billMonth', bill.billMonth);
  row('finance:customer', bill.customerCode);
  row('finance:warehouse', bill.warehouseName);
  row('finance:accountType', both(`customers:accountType.${bill.accountType}`));
  row('finance:dueOn', bill.dueOn);
  y -= 8;
  page.drawText(both('finance:feeComponent'), { x: 60, y, size: 12, font: cjk });
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
