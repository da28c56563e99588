import { z } from 'zod';

/** Amounts are integers or have up to two decimals (USD). */
const twoDecimals = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;
export const amountSchema = z
  .number()
  .min(0)
  .max(999_999_999_999)
  .refine(twoDecimals, 'validation:twoDecimals');
/** Weights in lb and sizes in inches, two decimals (docs/architecture.md#identifiers-and-values). */
export const measureSchema = z.number().min(0).max(99_999_999).refine(twoDecimals, 'validation:twoDecimals');

const text = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) => text(max).nullish();

/** The signature types (the signing method of the fee calculator). */
export const signatureTypes = ['none', 'indirect', 'direct', 'adult'] as const;
export const signatureTypeSchema = z.enum(signatureTypes);

/** The fee lines of a trial or a shipment, in the order they are listed. */
export const feeLineNames = [
  'baseFee',
  'ashFee',
  'overSizeFee',
  'remoteFee',
  'ultraRemoteFee',
  'dasRemote',
  'nonMotorizedFee',
  'peakSeasonSurcharge',
  'fuelCharge',
  'residentialDeliveryCharge',
  'signFee',
  'unauthorizedPackage',
  'deliveryAndReturns',
] as const;
export const feeLineNameSchema = z.enum(feeLineNames);
export const feeLineSchema = z.object({ feeName: feeLineNameSchema, amount: z.number() });
export type FeeLine = z.infer<typeof feeLineSchema>;

/** The recipient; the name, phone and email are the buyer's contact. */
export const recipientSchema = z.object({
  receiverName: text(100).min(1),
  country: text(2).toUpperCase().default('US'),
  state: text(50).min(1),
  city: text(100).min(1),
  postalCode: text(15).min(1),
  address1: text(200).min(1),
  address2: optionalText(200),
  phone: optionalText(30),
  email: z.union([z.email().max(120), z.literal('')]).nullish(),
  isResidential: z.boolean().default(true),
});
export type Recipient = z.infer<typeof recipientSchema>;

/** The item: SKU, online SKU, sale quantity, buyer. */
export const orderItemInputSchema = z.object({
  sku: text(40).min(1),
  onlineSku: optionalText(80),
  /** Quantity must be an integer greater than 0. */
  saleNum: z
    .number('masterdata:rule.quantity')
    .int('masterdata:rule.quantity')
    .min(1, 'masterdata:rule.quantity')
    .max(99_999),
  buyer: optionalText(100),
  /** Weight of one unit (lb); taken from the product when absent. */
  unitWeight: measureSchema.nullish(),
  unitPrice: amountSchema.nullish(),
});
export const orderItemSchema = orderItemInputSchema.extend({
  id: z.uuid(),
  productId: z.uuid().nullable(),
  onlineSku: z.string().nullable(),
  buyer: z.string().nullable(),
  unitWeight: z.number().nullable(),
  unitPrice: z.number().nullable(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/** One parcel of an order (multi-package orders have several). */
export const packageInputSchema = z.object({
  id: z.uuid().optional(),
  length: measureSchema.refine((n) => n > 0, 'validation:positive'),
  width: measureSchema.refine((n) => n > 0, 'validation:positive'),
  height: measureSchema.refine((n) => n > 0, 'validation:positive'),
  weight: measureSchema.refine((n) => n > 0, 'validation:positive'),
  skuList: optionalText(400),
});
export const packageSchema = z.object({
  id: z.uuid(),
  packageNo: z.number().int(),
  length: z.number(),
  width: z.number(),
  height: z.number(),
  weight: z.number(),
  skuList: z.string().nullable(),
  trackingNo: z.string().nullable(),
});
export type OrderPackage = z.infer<typeof packageSchema>;
