import { z } from 'zod';
import { pageOf, pageQuery } from '../core/page-query.ts';
import { amountSchema } from '../orders/order-fields.schema.ts';

const day = z.iso.date();
const fee = amountSchema.nullable().default(null);

/** The warehouse charge components a quotation prices. */
export const WAREHOUSE_CHARGE_TYPES = [
  'storage',
  'pallet',
  'unit',
  'stockKeeping',
  'overtime',
  'warehousing',
  'unloading',
  'unloadingDiscount',
  'excessUnloading',
  'sorting',
  'remoteArea',
  'labelling',
  'orderProcessing',
  'workOrder',
  'other',
] as const;

/** Storage is priced per m³ per day; the rest per the unit named on the line. */
export const warehouseChargeSchema = z.object({
  type: z.enum(WAREHOUSE_CHARGE_TYPES),
  name: z.string().trim().min(1).max(50),
  unit: z.string().trim().max(20).default(''),
  price: amountSchema,
  /** Storage only: the m³ a day held free of charge before the price applies. */
  freeM3: z.number().min(0).max(100_000).optional(),
});

/** One logistics service's prices: zones across, whole-pound weight breaks down, with zone minimums. */
export const logisticsQuoteSchema = z
  .object({
    carrier: z.string().trim().min(1).max(30),
    serviceCode: z.string().trim().min(1).max(50),
    zones: z.array(z.string().trim().min(1).max(10)).min(1).max(20),
    weightBreaks: z
      .array(z.object({ upToLb: z.number().int().positive(), prices: z.array(amountSchema) }))
      .min(1)
      .max(100),
    minimums: z.array(amountSchema).default([]),
  })
  .refine((q) => q.weightBreaks.every((b) => b.prices.length === q.zones.length), {
    path: ['weightBreaks'],
    message: 'validation:invalid',
  })
  .refine((q) => q.weightBreaks.every((b, i) => i === 0 || b.upToLb > q.weightBreaks[i - 1]!.upToLb), {
    path: ['weightBreaks'],
    message: 'validation:invalid',
  });
export type LogisticsQuote = z.infer<typeof logisticsQuoteSchema>;

export const FUEL_BASES = ['freight', 'base'] as const;
export const surchargeQuoteSchema = z.object({
  remote: fee,
  extendedRemote: fee,
  dasRemote: fee,
  residential: fee,
  signature: fee,
  nonMachinable: fee,
  addressCorrection: fee,
  fuelPercent: z.number().min(0).max(100).nullable().default(null),
  fuelBasis: z.enum(FUEL_BASES).default('freight'),
});

export const peakSeasonSchema = z
  .object({ from: day, to: day, fee: amountSchema })
  .refine((p) => p.from <= p.to, { path: ['to'], message: 'validation:invalid' });

/** A new quotation version of a contract: it prices facts from `effectiveFrom` on. */
export const quotationInput = z.object({
  contractId: z.uuid(),
  effectiveFrom: day,
  logistics: z.array(logisticsQuoteSchema).max(30).default([]),
  warehouseCharges: z.array(warehouseChargeSchema).max(60).default([]),
  surcharges: surchargeQuoteSchema.default(surchargeQuoteSchema.parse({})),
  peakSeason: z.array(peakSeasonSchema).max(10).default([]),
});
export type QuotationInput = z.infer<typeof quotationInput>;

export const quotationSchema = quotationInput.extend({
  id: z.uuid(),
  customerId: z.uuid(),
  quotationNo: z.string(),
  version: z.number().int(),
  /** The day before the next version takes effect, or the contract's end. */
  effectiveTo: z.string(),
  createdTime: z.string(),
});
export type Quotation = z.infer<typeof quotationSchema>;

export const QUOTE_LOG_ACTIONS = ['contractCreated', 'contractUpdated', 'quotationCreated'] as const;
export const quoteLogSchema = z.object({
  id: z.uuid(),
  contractId: z.uuid(),
  contractNo: z.string(),
  customerId: z.uuid(),
  customerCode: z.string(),
  action: z.enum(QUOTE_LOG_ACTIONS),
  /** What changed: the fields before and after, or the new version's number and date. */
  detail: z.record(z.string(), z.unknown()),
  userName: z.string(),
  createdTime: z.string(),
});
export const quoteLogQuery = pageQuery({
  customerId: z.uuid().optional(),
  contractId: z.uuid().optional(),
});
export const quoteLogPageSchema = pageOf(quoteLogSchema);

/** One quotation version in a list: who, which contract, from when to when, and what it prices. */
export const quotationSummarySchema = z.object({
  id: z.uuid(),
  quotationNo: z.string(),
  version: z.number().int(),
  customerId: z.uuid(),
  customerCode: z.string(),
  contractId: z.uuid(),
  contractNo: z.string(),
  effectiveFrom: z.string(),
  effectiveTo: z.string(),
  services: z.array(z.string()),
  warehouseCharges: z.number().int(),
  createdTime: z.string(),
});
export type QuotationSummary = z.infer<typeof quotationSummarySchema>;
export const quotationListQuery = pageQuery({
  customerId: z.uuid().optional(),
  contractId: z.uuid().optional(),
});
export const quotationPageSchema = pageOf(quotationSummarySchema);

/** A customer account and the quotation that prices it today (none: its pricing groups are not configured). */
export const quotationAccountSchema = z.object({
  customerId: z.uuid(),
  customerCode: z.string(),
  shortName: z.string(),
  contractId: z.uuid().nullable(),
  contractNo: z.string().nullable(),
  quotationId: z.uuid().nullable(),
  quotationNo: z.string().nullable(),
  version: z.number().int().nullable(),
  effectiveFrom: z.string().nullable(),
});
export type QuotationAccount = z.infer<typeof quotationAccountSchema>;
export const quotationAccountQuery = pageQuery({ customerCode: z.string().trim().max(50).optional() });
export const quotationAccountPageSchema = pageOf(quotationAccountSchema);
