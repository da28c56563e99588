import { z } from 'zod';
import {
  amountSchema,
  feeLineSchema,
  orderItemInputSchema,
  orderItemSchema,
  packageInputSchema,
  packageSchema,
  recipientSchema,
  signatureTypeSchema,
} from './order-fields.schema.ts';
import { orderStatusSchema } from './order-status.ts';
import { orderPickStatusSchema } from './pick-status.ts';

const when = z.iso.datetime({ offset: true });
const text = (max: number) => z.string().trim().max(max);

/** The header fields an operator enters; the rest are computed or set by moves. */
export const orderHeaderInputSchema = z.object({
  recordNo: text(60).nullish(),
  orderTime: when.optional(),
  storeId: z.uuid().nullish(),
  storeName: text(100).nullish(),
  platform: text(40).nullish(),
  customerReference1: text(100).nullish(),
  customerReference2: text(100).nullish(),
  orderAmount: amountSchema.nullish(),
  carrier: text(40).nullish(),
  service: text(80).nullish(),
  deliverAccount: text(80).nullish(),
  costAccount: text(80).nullish(),
  signType: signatureTypeSchema.default('none'),
  parcel: text(40).nullish(),
  remark: text(500).nullish(),
});

/** CreateOrder: a drop-shipping order with its recipient and items. */
export const orderCreateSchema = orderHeaderInputSchema.extend({
  customerId: z.uuid(),
  warehouseId: z.uuid(),
  recipient: recipientSchema,
  items: z.array(orderItemInputSchema).min(1).max(200),
});
export type OrderCreate = z.input<typeof orderCreateSchema>;

/** UpdateOrder: header, recipient and items of an order that is not yet processed. */
export const orderUpdateSchema = orderHeaderInputSchema.extend({
  id: z.uuid(),
  recipient: recipientSchema,
  items: z.array(orderItemInputSchema).min(1).max(200),
});

/** A list row: every column the order screens show. */
export const orderRowSchema = z.object({
  id: z.uuid(),
  orderNo: z.string(),
  recordNo: z.string().nullable(),
  orderTime: when,
  storeId: z.uuid().nullable(),
  storeName: z.string().nullable(),
  platform: z.string().nullable(),
  customerId: z.uuid(),
  customerName: z.string().nullable(),
  /** The warehouse the order ships from (named warehouse or shipping warehouse, `wareHouseId`). */
  warehouseId: z.uuid(),
  warehouseName: z.string().nullable(),
  customerReference1: z.string().nullable(),
  customerReference2: z.string().nullable(),
  orderAmount: z.number().nullable(),
  weight: z.number(),
  length: z.number().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  packageNum: z.number().int(),
  totalWeight: z.number(),
  estimatedFreight: z.number().nullable(),
  /** Hours from the order time to shipping, or to now while unshipped. */
  orderDuration: z.number(),
  labelCreatedAt: when.nullable(),
  scanTime: when.nullable(),
  shippedAt: when.nullable(),
  status: orderStatusSchema,
  pickStatus: orderPickStatusSchema.nullable(),
  abnormalReason: z.string().nullable(),
  carrier: z.string().nullable(),
  trackingNo: z.string().nullable(),
  deliverAccount: z.string().nullable(),
  costAccount: z.string().nullable(),
  signType: signatureTypeSchema,
  service: z.string().nullable(),
  parcel: z.string().nullable(),
  isMultiPackage: z.boolean(),
  isHot: z.boolean(),
  remark: z.string().nullable(),
  receiverName: z.string(),
  country: z.string(),
  state: z.string(),
  city: z.string(),
  postalCode: z.string(),
  address1: z.string(),
  address2: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  isResidential: z.boolean(),
  /** "SKU×qty" of every item, for the list. */
  skuSummary: z.string(),
  itemQty: z.number().int(),
  pickListNo: z.string().nullable(),
  createdTime: when,
  updatedTime: when,
});
export type OrderRow = z.infer<typeof orderRowSchema>;

/** The shipping trial result. */
export const trialResultSchema = z.object({
  carrier: z.string(),
  logisticsServiceName: z.string(),
  zone: z.string(),
  billingWeight: z.number(),
  dimWeight: z.number(),
  lengthPlusGirth: z.number(),
  totalFee: z.number(),
  feeDetails: z.array(feeLineSchema),
});
export type TrialResult = z.infer<typeof trialResultSchema>;

export const orderDetailSchema = orderRowSchema.extend({
  items: z.array(orderItemSchema),
  packages: z.array(packageSchema),
  /** The last trial (or the shipment's charges once a label exists). */
  freight: trialResultSchema.nullable(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const orderOperationSchema = z.object({
  id: z.uuid(),
  action: z.string(),
  beforeStatus: orderStatusSchema.nullable(),
  afterStatus: orderStatusSchema.nullable(),
  changes: z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() })),
  remark: z.string().nullable(),
  operatorId: z.uuid().nullable(),
  operatorName: z.string().nullable(),
  createdTime: when,
});

export const idSchema = z.object({ id: z.uuid() });
export const idsSchema = z.object({ ids: z.array(z.uuid()).min(1).max(500) });
/** Calls allowed on one order only take a selection and refuse more than one. */
export const singleSelectionSchema = z.object({ ids: z.array(z.uuid()).min(1).max(500) });

/** CreateOrUpdatePackage: the parcels of one order (ids of packages left out are removed). */
export const packagesUpsertSchema = singleSelectionSchema.extend({
  packages: z.array(packageInputSchema).min(1).max(50),
});
