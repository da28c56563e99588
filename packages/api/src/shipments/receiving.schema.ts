import { z } from 'zod';
import { pdaProductSchema } from '../pda/pick-events.schema.ts';
import { CONTAINER_TYPES, RECEIPT_STATES } from './shipment.schema.ts';
import { shipmentStatusSchema } from './shipment-status.ts';

const code = z.string().trim().min(1).max(64);

/**
 * The PDA's receiving and put-away events (docs/architecture.md#pda-sync). The device validates a payload
 * with the same schema before queueing and the server before applying.
 */
export const receivingEventPayloads = {
  /**
   * Counted goods of one SKU: `qty` pieces in `cartons` cartons (0 when counted loose), all damaged or all
   * good. `code` is what was scanned; a SKU the container does not carry is refused unless `unexpected`.
   */
  'inbound.receive': z.object({
    shipmentId: z.uuid(),
    code,
    qty: z.number().int().min(1).max(100_000),
    cartons: z.number().int().min(0).max(10_000),
    damaged: z.boolean(),
    unexpected: z.boolean(),
  }),
  /** Unloading done: what was counted goes to the receiving area and the discrepancy is reported. */
  'inbound.finish': z.object({ shipmentId: z.uuid(), pallets: z.number().int().min(0).max(500) }),
  /** Units of a received line leave the receiving area for a location. */
  'inbound.putAway': z.object({
    shipmentId: z.uuid(),
    lineId: z.uuid(),
    locationId: z.uuid(),
    qty: z.number().int().min(1).max(1_000_000),
  }),
} as const;
export type ReceivingEventType = keyof typeof receivingEventPayloads;
export type ReceivingEventPayload<T extends ReceivingEventType> = z.infer<(typeof receivingEventPayloads)[T]>;

/** A SKU line as the PDA receives and puts it away. */
export const inboundLineSnapshotSchema = z.object({
  id: z.uuid(),
  lineNo: z.number().int(),
  product: pdaProductSchema,
  cartonCount: z.number().int(),
  qty: z.number().int(),
  receivedQty: z.number().int(),
  damagedQty: z.number().int(),
  receivedCartons: z.number().int(),
  shelvedQty: z.number().int(),
  /** Not forecast: counted on the dock as an unexpected SKU. */
  unexpected: z.boolean(),
  /** Where put-away should go: the customer's location of this SKU, else an empty one of its type. */
  suggestedLocationId: z.uuid().nullable(),
  suggestedLocationName: z.string().nullable(),
});
export type InboundLineSnapshot = z.infer<typeof inboundLineSnapshotSchema>;

/** A container the PDA caches while it can be received or put away. */
export const inboundSnapshotSchema = z.object({
  id: z.uuid(),
  transportNo: z.string(),
  containerNo: z.string(),
  containerType: z.enum(CONTAINER_TYPES),
  warehouseId: z.uuid(),
  customerId: z.uuid(),
  customerCode: z.string(),
  status: shipmentStatusSchema,
  receiptState: z.enum(RECEIPT_STATES),
  lines: z.array(inboundLineSnapshotSchema),
  /** Receipt pallet codes made when the unloading was finished: scanning one in put-away picks this container. */
  palletCodes: z.array(z.string()).default([]),
  updatedAt: z.string(),
});
export type InboundSnapshot = z.infer<typeof inboundSnapshotSchema>;

/** One line of the discrepancy report: what differs between the forecast and the count. */
export const discrepancyLineSchema = z.object({
  lineId: z.uuid(),
  productNo: z.string(),
  forecastQty: z.number().int(),
  receivedQty: z.number().int(),
  short: z.number().int(),
  over: z.number().int(),
  damaged: z.number().int(),
  unexpected: z.boolean(),
});
export type DiscrepancyLine = z.infer<typeof discrepancyLineSchema>;

/** The billable fact of one unloading (finance prices it; see the inbound_unloadings table). */
export const unloadingSchema = z.object({
  containerType: z.enum(CONTAINER_TYPES),
  cartons: z.number().int(),
  cbm: z.number(),
  pallets: z.number().int(),
  unloadedTime: z.string(),
  unloadedByName: z.string().nullable(),
});
