import type { Product, ProductInput } from '@wms/api';
import type { products } from '../../db/schema/index.ts';
import { dec, iso, num, numOrNull } from '../../platform/values.ts';

export type ProductRecord = typeof products.$inferSelect;
export interface ProductNames {
  customerCode: string;
  customerName: string;
  categoryName: string | null;
  categoryNameCn: string | null;
  categoryNameEn: string | null;
}

/** Cubic inches to m³ (2.54 cm per inch). */
const M3_PER_CUBIC_INCH = 2.54 ** 3 / 1_000_000;
const cube = (l: number, w: number, h: number) =>
  Math.round(l * w * h * M3_PER_CUBIC_INCH * 1_000_000) / 1_000_000;
const size = (l: number, w: number, h: number) => `${l}*${w}*${h}`;

export function toProduct(
  row: ProductRecord,
  names: ProductNames,
  components: Product['components'],
): Product {
  const [l, w, h] = [num(row.length), num(row.width), num(row.height)];
  const [cl, cw, ch] = [numOrNull(row.cartonLength), numOrNull(row.cartonWidth), numOrNull(row.cartonHeight)];
  const box = cl && cw && ch ? ([cl, cw, ch] as const) : null;
  return {
    id: row.id,
    customerId: row.customerId,
    customerCode: names.customerCode,
    customerName: names.customerName,
    productNo: row.productNo,
    nameCn: row.nameCn,
    nameEn: row.nameEn,
    upc: row.upc,
    productBarcode: row.productBarcode,
    cartonBarcode: row.cartonBarcode,
    productType: row.productType as Product['productType'],
    categoryId: row.categoryId,
    categoryName: names.categoryName,
    categoryNameCn: names.categoryNameCn,
    categoryNameEn: names.categoryNameEn,
    locationType: row.locationType as Product['locationType'],
    declarationAmount: num(row.declarationAmount),
    cartonRate: row.cartonRate,
    length: l,
    width: w,
    height: h,
    weight: num(row.weight),
    cartonLength: cl,
    cartonWidth: cw,
    cartonHeight: ch,
    cartonWeight: numOrNull(row.cartonWeight),
    productSize: size(l, w, h),
    outerBoxSize: box ? size(...box) : null,
    productCube: cube(l, w, h),
    outerBoxCube: box ? cube(...box) : null,
    remark: row.remark,
    attrs: row.attrs as Product['attrs'],
    isDisabled: row.isDisabled,
    components,
    createdTime: iso(row.createdAt),
    updatedTime: iso(row.updatedAt),
  };
}

type Base = Omit<ProductInput, 'components' | 'confirmSizeMismatch'>;
/** Nullable fields may also be left out (imports). */
type Nullable = { [K in keyof Base]-?: null extends Base[K] ? K : never }[keyof Base];
type Writable = Omit<Base, Nullable> & { [K in Nullable]?: Base[K] | undefined };

/** Input as column values: numerics as strings, empty optionals as null. */
export function productValues(input: Writable) {
  return {
    customerId: input.customerId,
    productNo: input.productNo,
    nameCn: input.nameCn,
    nameEn: input.nameEn,
    upc: input.upc ?? null,
    productBarcode: input.productBarcode ?? null,
    cartonBarcode: input.cartonBarcode ?? null,
    productType: input.productType,
    categoryId: input.categoryId ?? null,
    locationType: input.locationType ?? null,
    declarationAmount: String(input.declarationAmount),
    cartonRate: input.cartonRate,
    length: String(input.length),
    width: String(input.width),
    height: String(input.height),
    weight: String(input.weight),
    cartonLength: dec(input.cartonLength),
    cartonWidth: dec(input.cartonWidth),
    cartonHeight: dec(input.cartonHeight),
    cartonWeight: dec(input.cartonWeight),
    remark: input.remark ?? null,
    attrs: input.attrs,
  };
}

/** The fields whose past values the dimensions log keeps, and those of the UPC log. */
export const DIMENSION_FIELDS = [
  'length',
  'width',
  'height',
  'weight',
  'cartonLength',
  'cartonWidth',
  'cartonHeight',
  'cartonWeight',
  'cartonRate',
] as const;
export const UPC_FIELDS = ['upc', 'productBarcode', 'cartonBarcode'] as const;
