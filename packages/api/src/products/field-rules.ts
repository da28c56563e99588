import { z } from 'zod';

/**
 * The field rules of the master-data forms (products, customers, locations, stock, supplies), in one
 * place so the server and the forms refuse the same input with the same words. Messages are i18n keys of
 * the `masterdata` namespace; the server translates them, forms pass them to `t()`.
 */
export const LIMITS = {
  skuMin: 5,
  skuMax: 20,
  barcodeMin: 5,
  barcodeMax: 15,
  cartonRateMin: 1,
  warningRatioMin: 1,
  warningRatioMax: 100,
  stockSelectMax: 50,
  exportMinFields: 5,
  categoryIconMaxBytes: 200 * 1024,
  /** The list default of both carriers' dimensional divisors. */
  defaultDivisor: 139,
  /** Largest location grid made in one request. */
  bulkLocationsMax: 10_000,
  labelsMax: 200,
} as const;

const CODE_CHARS = /^[A-Za-z0-9-]+$/;
/**
 * Words of Chinese, English letters, digits, hyphen and underscore, with single spaces between them
 * ("Flow Mug"); two spaces in a row, tabs and signs are refused.
 */
const NAME_CHARS = /^[\p{Script=Han}A-Za-z0-9_-]+( [\p{Script=Han}A-Za-z0-9_-]+)*$/u;

const code = (min: number, max: number, message: string) =>
  z.string().trim().min(min, message).max(max, message).regex(CODE_CHARS, message);

export const skuSchema = code(LIMITS.skuMin, LIMITS.skuMax, 'masterdata:rule.sku');
export const barcodeSchema = code(LIMITS.barcodeMin, LIMITS.barcodeMax, 'masterdata:rule.barcode');
/** The general "symbol or number-letter" rule, letters, digits, hyphen, 5 to 15. */
export const symbolCodeSchema = code(LIMITS.barcodeMin, LIMITS.barcodeMax, 'masterdata:rule.symbolCode');

/** A barcode field that may be left empty; empty means "none". */
export const optionalBarcodeSchema = z
  .union([z.literal(''), barcodeSchema])
  .nullish()
  .transform((v) => v || null);

export const nameSchema = z
  .string()
  .trim()
  .min(1, 'masterdata:rule.name')
  .max(100, 'masterdata:rule.nameLength')
  .regex(NAME_CHARS, 'masterdata:rule.name');

/** Whether a number has at most two decimals (floating point tolerant). */
export function hasTwoDecimals(value: number): boolean {
  return Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}

/** Weights, sizes, declared value: positive, integer or up to two decimals. */
export const positive2Schema = z
  .number('masterdata:rule.positive2')
  .positive('masterdata:rule.positive2')
  .max(99_999_999, 'masterdata:rule.positive2')
  .refine(hasTwoDecimals, 'masterdata:rule.positive2');

/** Money that may be zero (credit, quota): at most two decimals. */
export const money2Schema = z
  .number('masterdata:rule.money2')
  .min(0, 'masterdata:rule.money2')
  .max(999_999_999_999, 'masterdata:rule.money2')
  .refine(hasTwoDecimals, 'masterdata:rule.money2');

export const cartonRateSchema = z
  .number('masterdata:rule.cartonRate')
  .int('masterdata:rule.cartonRate')
  .min(LIMITS.cartonRateMin, 'masterdata:rule.cartonRate')
  .max(1_000_000, 'masterdata:rule.cartonRate');

/** The quantity rule: "quantity must be an integer greater than 0". */
export const quantitySchema = z
  .number('masterdata:rule.quantity')
  .int('masterdata:rule.quantity')
  .positive('masterdata:rule.quantity')
  .max(100_000_000, 'masterdata:rule.quantity');

/** A count that may be zero (stocktake result). */
export const countSchema = z
  .number('masterdata:rule.count')
  .int('masterdata:rule.count')
  .min(0, 'masterdata:rule.count')
  .max(100_000_000, 'masterdata:rule.count');

/** The settings: capacity warning and similar thresholds are positive integers. */
export const positiveIntSchema = z
  .number('masterdata:rule.positiveInt')
  .int('masterdata:rule.positiveInt')
  .positive('masterdata:rule.positiveInt')
  .max(1_000_000_000, 'masterdata:rule.positiveInt');

export const warningRatioSchema = z
  .number('masterdata:rule.warningRatio')
  .int('masterdata:rule.warningRatio')
  .min(LIMITS.warningRatioMin, 'masterdata:rule.warningRatio')
  .max(LIMITS.warningRatioMax, 'masterdata:rule.warningRatio');

/** Store names may not contain spaces. */
export const storeNameSchema = z
  .string()
  .min(1, 'masterdata:rule.storeName')
  .max(50, 'masterdata:rule.storeName')
  .regex(/^\S+$/, 'masterdata:rule.storeName');

/** Free text (remarks, addresses): trimmed, bounded. */
export const textSchema = (max = 200) => z.string().trim().max(max);
export const optionalText = (max = 200) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null);

/** A list of ids with no repeats; `message` names what is repeated. */
export const uniqueIds = (max: number, message: string) =>
  z
    .array(z.uuid())
    .max(max, 'masterdata:rule.selectMax')
    .refine((ids) => new Set(ids).size === ids.length, message);
