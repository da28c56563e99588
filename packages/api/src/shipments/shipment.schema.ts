import { z } from 'zod';
import { pageOf, pageQuery } from '../core/page-query.ts';
import { hasTwoDecimals } from '../products/field-rules.ts';
import { shipmentStatusSchema, shipmentTabSchema, stateUpdateActionSchema } from './shipment-status.ts';

export const CONTAINER_TYPES = ['20GP', '40GP', '40HQ', '45HQ', 'LCL'] as const;
export const TRANSPORT_TYPES = ['sea', 'air', 'rail', 'truck'] as const;
export const RECEIPT_STATES = ['notReceived', 'partlyReceived', 'received'] as const;
export const SHIPMENT_LINES_MAX = 500;

/** A calendar date, yyyy-mm-dd. */
export const shipmentDateSchema = z.iso.date('shipments:rule.date');
const optionalDate = z
  .union([z.literal(''), shipmentDateSchema])
  .nullish()
  .transform((v) => v || null);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'shipments:rule.textLength')
    .nullish()
    .transform((v) => v || null);
const measure = (message: string) =>
  z.number(message).min(0, message).max(99_999_999, message).refine(hasTwoDecimals, message);

/** A SKU line as forecast: cartons, pieces, weight (kg), volume (m³) and value, all for the whole line. */
export const shipmentLineInputSchema = z.object({
  productId: z.uuid('shipments:rule.product'),
  cartonCount: z
    .number('shipments:rule.cartons')
    .int('shipments:rule.cartons')
    .positive('shipments:rule.cartons')
    .max(1_000_000, 'shipments:rule.cartons'),
  qty: z
    .number('shipments:rule.qty')
    .int('shipments:rule.qty')
    .positive('shipments:rule.qty')
    .max(10_000_000, 'shipments:rule.qty'),
  weight: measure('shipments:rule.measure'),
  cbm: measure('shipments:rule.measure'),
  value: measure('shipments:rule.measure'),
});

const shipmentFields = {
  /** Generated when left blank. */
  transportNo: optionalText(30),
  containerNo: z
    .string()
    .trim()
    .min(4, 'shipments:rule.containerNo')
    .max(20, 'shipments:rule.containerNo')
    .regex(/^[A-Za-z0-9-]+$/, 'shipments:rule.containerNo'),
  containerType: z.enum(CONTAINER_TYPES),
  transportType: z.enum(TRANSPORT_TYPES),
  transportCompany: optionalText(60),
  warehouseId: z.uuid('shipments:rule.warehouse'),
  customerId: z.uuid('shipments:rule.customer'),
  etd: shipmentDateSchema,
  eta: shipmentDateSchema,
  etaPort: optionalDate,
  etaWarehouse: optionalDate,
  boxNo: optionalText(60),
  remark: optionalText(500),
  lines: z
    .array(shipmentLineInputSchema)
    .min(1, 'shipments:rule.lines')
    .max(SHIPMENT_LINES_MAX, 'shipments:rule.lines'),
};

const etaAfterEtd = (v: { etd: string; eta: string }) => v.eta >= v.etd;
const uniqueProducts = (v: { lines: { productId: string }[] }) =>
  new Set(v.lines.map((l) => l.productId)).size === v.lines.length;

export const shipmentCreateSchema = z
  .object(shipmentFields)
  .refine(etaAfterEtd, { message: 'shipments:rule.etaBeforeEtd', path: ['eta'] })
  .refine(uniqueProducts, { message: 'shipments:rule.productTwice', path: ['lines'] });
export const shipmentUpdateSchema = z
  .object({ id: z.uuid(), ...shipmentFields })
  .refine(etaAfterEtd, { message: 'shipments:rule.etaBeforeEtd', path: ['eta'] })
  .refine(uniqueProducts, { message: 'shipments:rule.productTwice', path: ['lines'] });
export type ShipmentInput = z.infer<typeof shipmentCreateSchema>;

export const shipmentLineSchema = shipmentLineInputSchema.extend({
  id: z.uuid(),
  productNo: z.string(),
  productName: z.string(),
  barcode: z.string().nullable(),
  /** An unexpected SKU counted on the dock has no forecast: 0 cartons and pieces. */
  cartonCount: z.number().int(),
  qty: z.number().int(),
  /** Pieces counted on the dock, damaged ones included. */
  receivedQty: z.number().int(),
  damagedQty: z.number().int(),
  receivedCartons: z.number().int(),
  shelvedQty: z.number().int(),
  unexpected: z.boolean(),
});

/** A row of the list: the header, the counts and the status fields. */
export const inboundShipmentSchema = z.object({
  id: z.uuid(),
  transportNo: z.string(),
  containerNo: z.string(),
  containerType: z.enum(CONTAINER_TYPES),
  transportType: z.enum(TRANSPORT_TYPES),
  transportCompany: z.string().nullable(),
  warehouseId: z.uuid(),
  warehouseName: z.string(),
  customerId: z.uuid(),
  customerCode: z.string(),
  etd: z.string(),
  eta: z.string(),
  etaPort: z.string().nullable(),
  etaWarehouse: z.string().nullable(),
  boxNo: z.string().nullable(),
  remark: z.string().nullable(),
  status: shipmentStatusSchema,
  /** Cartons forecast (the lines' sum). */
  cartonCountSend: z.number().int(),
  /** Pieces forecast (the lines' sum). */
  qtyTotal: z.number().int(),
  /** Volume forecast, m³ (the lines' sum). */
  cbmProduct: z.number(),
  weightTotal: z.number(),
  valueTotal: z.number(),
  /** Cartons received so far. */
  countCarton: z.number().int(),
  /** SKU lines. */
  shipmentCount: z.number().int(),
  additionalNum: z.number().int(),
  rejectReason: z.string().nullable(),
  receiptState: z.enum(RECEIPT_STATES),
  abnormalMessage: z.string().nullable(),
  appointmentDeliverTime: z.string().nullable(),
  deliveryTime: z.string().nullable(),
  emptiedTime: z.string().nullable(),
  createdTime: z.string(),
});
export type ShipmentRow = z.infer<typeof inboundShipmentSchema>;

export const shipmentDetailSchema = inboundShipmentSchema.extend({ lines: z.array(shipmentLineSchema) });
export type ShipmentDetail = z.infer<typeof shipmentDetailSchema>;

export const shipmentListQuery = pageQuery({
  tab: shipmentTabSchema.default('all'),
  status: shipmentStatusSchema.optional(),
  warehouseId: z.uuid().optional(),
  customerId: z.uuid().optional(),
  /** Batch numbers or container numbers, comma-separated. */
  keyword: z.string().trim().max(4000).optional(),
  createdFrom: shipmentDateSchema.optional(),
  createdTo: shipmentDateSchema.optional(),
});
export const shipmentPageSchema = pageOf(inboundShipmentSchema);

export const shipmentTabCountsSchema = z.record(shipmentTabSchema, z.number().int());

/** The overview's ten counts. */
export const shipmentOverviewSchema = z.object({
  createdToday: z.number().int(),
  forecasting: z.number().int(),
  awaitingDeparture: z.number().int(),
  onTheWay: z.number().int(),
  arrived: z.number().int(),
  reserved: z.number().int(),
  delivered: z.number().int(),
  emptyContainer: z.number().int(),
  shelved: z.number().int(),
  abnormalShipment: z.number().int(),
});
export type ShipmentOverview = z.infer<typeof shipmentOverviewSchema>;

/** The statistics list: per warehouse and customer, containers and what they carry. */
export const shipmentStatisticsRowSchema = z.object({
  warehouseId: z.uuid(),
  warehouseName: z.string(),
  customerId: z.uuid(),
  customerCode: z.string(),
  containers: z.number().int(),
  cartons: z.number().int(),
  qty: z.number().int(),
  cbm: z.number(),
  received: z.number().int(),
});
export const shipmentStatisticsQuery = z.object({
  warehouseId: z.uuid().optional(),
  createdFrom: shipmentDateSchema.optional(),
  createdTo: shipmentDateSchema.optional(),
});

export const shipmentIdsSchema = z.object({ ids: z.array(z.uuid()).min(1).max(100) });
export const shipmentRejectSchema = z.object({
  ids: z.array(z.uuid()).min(1).max(100),
  reason: z.string().trim().min(1, 'shipments:rule.reason').max(500, 'shipments:rule.reason'),
});
export const shipmentStateUpdateSchema = z.object({
  ids: z.array(z.uuid()).min(1).max(100),
  action: stateUpdateActionSchema,
  /** The delivery appointment, for `reserve` (ISO date-time). */
  appointmentTime: z.iso.datetime({ offset: true }).optional(),
});

export const shipmentLogSchema = z.object({
  id: z.uuid(),
  action: z.string(),
  beforeStatus: z.string().nullable(),
  afterStatus: z.string().nullable(),
  remark: z.string().nullable(),
  createdTime: z.string(),
  createdByName: z.string().nullable(),
});
