import { z } from 'zod';
import { pageOf, pageQuery } from '../core/page-query.ts';
import { countSchema, LIMITS, optionalText, quantitySchema, uniqueIds } from '../products/field-rules.ts';

/** Every kind of stock change; each writes one log row per stock row it touches. */
export const STOCK_EVENT_TYPES = [
  'receive',
  'import',
  'adjust',
  'moveOut',
  'moveIn',
  'allocate',
  'release',
  'pick',
  'lock',
  'unlock',
] as const;
export type StockEventType = (typeof STOCK_EVENT_TYPES)[number];
/** Where a stock change or hold came from (`sourceModule`); the UI shows them through `inventory:source.*`. */
export const STOCK_SOURCE_MODULES = [
  'shipment',
  'import',
  'stock',
  'manual',
  'pickList',
  'relist',
  'restock',
  'seed',
] as const;
export const OCCUPATION_KINDS = ['allocate', 'lock'] as const;
export const OCCUPATION_STATES = ['active', 'released', 'shipped'] as const;

const scopeFilters = {
  warehouseId: z.uuid().optional(),
  customerId: z.uuid().optional(),
  productId: z.uuid().optional(),
  /** Batch queries separated by English commas. */
  productNos: z.string().max(4000).optional(),
};

const stockNumbers = {
  quantity: z.number().int(),
  lockedQty: z.number().int(),
  allocatedQty: z.number().int(),
  availableQty: z.number().int(),
};
const productRef = {
  warehouseId: z.uuid(),
  warehouseName: z.string(),
  customerId: z.uuid(),
  customerCode: z.string(),
  productId: z.uuid(),
  productNo: z.string(),
  nameCn: z.string(),
  nameEn: z.string(),
};

export const stockOverviewSchema = z.object({
  ...productRef,
  ...stockNumbers,
  locationCount: z.number().int(),
});
export const stockOverviewQuery = pageQuery(scopeFilters);

export const locationStockSchema = z.object({
  id: z.uuid(),
  ...productRef,
  locationId: z.uuid(),
  locationName: z.string(),
  ...stockNumbers,
  isLocked: z.boolean(),
  /** Days since the oldest unit now on this location arrived; null when empty. */
  inventoryAge: z.number().int().nullable(),
  updatedTime: z.string(),
});
export const locationStockQuery = pageQuery({
  ...scopeFilters,
  locationId: z.uuid().optional(),
  locationName: z.string().trim().max(30).optional(),
  onlyLocked: z.boolean().optional(),
  /** Inventory age list: only rows at least this many days old. */
  minAge: z.coerce.number().int().min(0).optional(),
  hideEmpty: z.boolean().default(true),
});

export const stockLogSchema = z.object({
  id: z.uuid(),
  stockId: z.uuid(),
  ...productRef,
  locationName: z.string(),
  eventType: z.enum(STOCK_EVENT_TYPES),
  before: z.number().int(),
  change: z.number().int(),
  after: z.number().int(),
  lockedBefore: z.number().int(),
  lockedAfter: z.number().int(),
  allocatedBefore: z.number().int(),
  allocatedAfter: z.number().int(),
  sourceNo: z.string().nullable(),
  sourceModule: z.string().nullable(),
  remark: z.string().nullable(),
  /** When it happened: a PDA pick's scan time on the device (it may have synced later); else the record time. */
  occurredTime: z.string(),
  /** When the server recorded it. */
  createdTime: z.string(),
});
export const stockLogQuery = pageQuery({
  ...scopeFilters,
  stockId: z.uuid().optional(),
  eventType: z.enum(STOCK_EVENT_TYPES).optional(),
  sourceNo: z.string().trim().max(50).optional(),
});

export const occupationSchema = z.object({
  id: z.uuid(),
  stockId: z.uuid(),
  kind: z.enum(OCCUPATION_KINDS),
  sourceNo: z.string(),
  sourceModule: z.string(),
  quantity: z.number().int(),
  shippedQty: z.number().int(),
  state: z.enum(OCCUPATION_STATES),
  remark: z.string().nullable(),
  createdTime: z.string(),
});

/** The occupation list page: every allocation and lock with its stock row's names. */
export const occupationRowSchema = occupationSchema.extend({
  warehouseId: z.uuid(),
  warehouseName: z.string(),
  customerCode: z.string(),
  productNo: z.string(),
  nameCn: z.string(),
  nameEn: z.string(),
  locationName: z.string(),
});
export const occupationListQuery = pageQuery({
  ...scopeFilters,
  kind: z.enum(OCCUPATION_KINDS).optional(),
  state: z.enum(OCCUPATION_STATES).optional(),
  sourceNo: z.string().trim().max(50).optional(),
  sourceModule: z.string().trim().max(50).optional(),
});
export const occupationPageSchema = pageOf(occupationRowSchema);

export const lockInputSchema = z.object({
  stockId: z.uuid(),
  quantity: quantitySchema,
  remark: optionalText(200),
});
export const unlockInputSchema = z.object({ occupationId: z.uuid() });
export const moveInputSchema = z.object({
  stockId: z.uuid(),
  toLocationId: z.uuid(),
  quantity: quantitySchema,
  remark: optionalText(200),
});
/** Inventory edit: sets the counted quantity of one stock row. */
export const adjustInputSchema = z.object({
  stockId: z.uuid(),
  quantity: countSchema,
  remark: optionalText(200),
});

/** At most 50 products and 50 locations, no duplicates, and at least one of either. */
export const stockSelectQuery = z
  .object({
    warehouseId: z.uuid(),
    customerId: z.uuid().optional(),
    productIds: uniqueIds(LIMITS.stockSelectMax, 'masterdata:rule.productDuplicate').default([]),
    locationIds: uniqueIds(LIMITS.stockSelectMax, 'masterdata:rule.locationDuplicate').default([]),
  })
  .refine((v) => v.productIds.length + v.locationIds.length > 0, {
    message: 'masterdata:rule.selectProductOrLocation',
    path: ['productIds'],
  });

export const locationStockPageSchema = pageOf(locationStockSchema);
export const stockOverviewPageSchema = pageOf(stockOverviewSchema);
export const stockLogPageSchema = pageOf(stockLogSchema);
