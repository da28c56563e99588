import { z } from 'zod';
import {
  feeLineNameSchema,
  feeLineSchema,
  measureSchema,
  signatureTypeSchema,
} from '../orders/order-fields.schema.ts';

/** The fee calculator's limits: 2 decimals, 0 to 99 999 999; postal codes up to 15 characters. */
export const FEE_INPUT_MAX = 99_999_999;
export const POSTAL_CODE_MAX = 15;
/** Units of the form: 1 = lbs/in, 2 = kg/cm (sent as lbs/in). */
export const FEE_UNITS = { lbsIn: 1, kgCm: 2 } as const;
/** The country list of the fee calculator: the US only. */
export const FEE_COUNTRIES = [
  { type: 'US', detail: 'United States', nameCn: '美国', nameEn: 'United States' },
] as const;

const round2 = (n: number) => Math.round(n * 100) / 100;
/**
 * Length + girth as the form shows it, the carriers' way: the longest side plus twice the other two
 * (L + 2W + 2H), not the 2W + L + H that matches no carrier (docs/architecture.md#rating).
 */
export const formGirth = (s: { length: number; width: number; height: number }) => {
  const [a, b, c] = [s.length, s.width, s.height].sort((p, q) => q - p) as [number, number, number];
  return round2(a + 2 * (b + c));
};

/** 2 decimals, 0 to 99 999 999 (the order form's measure). */
const measure = measureSchema;

export const feeCalculationInput = z.object({
  customerId: z.uuid(),
  warehouseId: z.uuid(),
  country: z.literal('US'),
  postalCode: z.string().trim().min(1).max(POSTAL_CODE_MAX),
  signTypePrint: signatureTypeSchema,
  length: measure,
  width: measure,
  height: measure,
  weight: measure,
  systemType: z.literal(1).default(1),
});
export type FeeCalculationInput = z.infer<typeof feeCalculationInput>;

export const feeCalculationResult = z.object({
  carrier: z.string(),
  serviceCode: z.string(),
  serviceName: z.string(),
  ok: z.boolean(),
  zone: z.string().nullable(),
  /** The surcharges the parcel triggered, and the same as text in the caller's language. */
  zoneItem: z.array(feeLineNameSchema),
  zoneItemStr: z.string(),
  billingWeight: z.number().nullable(),
  dimWeight: z.number().nullable(),
  lengthPlusGirth: z.number().nullable(),
  /** Fee lines keyed by name (USD). */
  totalFee: z.array(feeLineSchema),
  total: z.number().nullable(),
  /** Why the service cannot price the parcel. */
  reason: z.string().nullable(),
});
export type FeeCalculationResult = z.infer<typeof feeCalculationResult>;

const twoDecimals = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;
/** A side or weight of the form: required, 2 decimals, 0 to 99 999 999 (an empty input is missing). */
const formMeasure = (missing: string) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z
      .number({ error: missing })
      .min(0, 'shell:fee.numberRule')
      .max(FEE_INPUT_MAX, 'shell:fee.numberRule')
      .refine(twoDecimals, 'shell:fee.numberRule'),
  );

/** The fee calculator form as typed, in either unit; `feeCalculationOf` turns it into the call. */
export const feeCalculatorForm = z.object({
  customerId: z.string().min(1, 'shell:fee.selectCustomer'),
  warehouseId: z.string().min(1, 'shell:fee.selectWarehouse'),
  signTypePrint: z.enum(signatureTypeSchema.options, { error: 'shell:fee.selectSigningMethod' }),
  country: z.string().min(1, 'shell:fee.enterCountry'),
  postalCode: z
    .string()
    .trim()
    .min(1, 'shell:fee.enterPostalCode')
    .max(POSTAL_CODE_MAX, 'shell:fee.postalCodeMax'),
  unit: z.union([z.literal(FEE_UNITS.lbsIn), z.literal(FEE_UNITS.kgCm)]),
  length: formMeasure('shell:fee.enterSides'),
  width: formMeasure('shell:fee.enterSides'),
  height: formMeasure('shell:fee.enterSides'),
  weight: formMeasure('shell:fee.enterWeight'),
});
export type FeeCalculatorForm = z.infer<typeof feeCalculatorForm>;

/**
 * The call of a filled form, its sizes already in lbs/in (`toLbsIn` of `@wms/i18n` converts kg/cm back,
 * 2.54 cm per inch and 2.2046226 lb per kg, two decimals).
 */
export function feeCalculationOf(form: FeeCalculatorForm): FeeCalculationInput {
  const { unit: _unit, ...rest } = form;
  return { ...rest, country: 'US', systemType: 1 };
}
