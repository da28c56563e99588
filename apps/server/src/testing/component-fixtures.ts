import { workbookOf } from './excel-fixtures.ts';

const productRow = (productNo: string, length = 5) => ({
  customerCode: 'ACME',
  productNo,
  nameCn: `产品${productNo}`,
  nameEn: `Item-${productNo}`,
  productType: 'Single item',
  declarationAmount: 9.99,
  cartonRate: 24,
  length,
  width: 4,
  height: 3,
  weight: 0.5,
  cartonLength: 20,
  cartonWidth: 16,
  cartonHeight: 12,
  locationType: '货架位',
});

/**
 * A product workbook (base64) for the demo customer ACME whose rows 3 and 4 fail the server's checks:
 * row 3 repeats row 2, row 4 is larger than its outer box.
 */
export const productWorkbookWithErrors = () =>
  workbookOf('product', 'en', [
    productRow('CMP-00001'),
    productRow('CMP-00001'),
    productRow('CMP-00002', 40),
  ]);

/** A product workbook (base64) for ACME that the server imports whole: two new products. */
export const productWorkbookClean = () =>
  workbookOf('product', 'en', [productRow('CMP-10001'), productRow('CMP-10002')]);
