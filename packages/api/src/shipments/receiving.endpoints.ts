import { z } from 'zod';
import { defineEndpoint, type Endpoint } from '../core/define-endpoint.ts';
import { discrepancyLineSchema, receivingEventPayloads, unloadingSchema } from './receiving.schema.ts';

const counted = z.object({ shipmentId: z.uuid(), status: z.string(), receiptState: z.string() });

/**
 * Receiving and put-away: the discrepancy report the back office and the customer read, and the PDA's
 * online twins of its `inbound.*` events (the same service functions the sync push applies).
 */
export const receivingEndpoints = {
  getDiscrepancy: defineEndpoint({
    method: 'GET',
    path: '/api/v1/WMS/Shipment/GetDiscrepancy',
    summary: 'Discrepancy report of a received container, and its unloading',
    input: z.object({ id: z.uuid() }),
    output: z.object({
      differs: z.boolean(),
      lines: z.array(discrepancyLineSchema),
      unloading: unloadingSchema.nullable(),
    }),
    access: 'session',
    mutates: false,
  }),
  finishUnloading: defineEndpoint({
    method: 'POST',
    path: '/api/v1/WMS/Shipment/FinishReceipt',
    summary: 'Finish receipt from the back office: the same closing of the unloading as the PDA',
    input: receivingEventPayloads['inbound.finish'],
    output: counted,
    access: { functionPoint: 'shipment:state:update' },
    notifySuccess: true,
  }),
  receive: defineEndpoint({
    method: 'POST',
    path: '/api/v1/PDA/Inbound/Receive',
    summary: 'Count goods of a container on the dock',
    input: receivingEventPayloads['inbound.receive'],
    output: counted,
    access: { functionPoint: 'pda:inbound:receive' },
  }),
  finishReceipt: defineEndpoint({
    method: 'POST',
    path: '/api/v1/PDA/Inbound/Finish',
    summary: 'Close the unloading of a container: goods to the receiving area, discrepancy reported',
    input: receivingEventPayloads['inbound.finish'],
    output: counted,
    access: { functionPoint: 'pda:inbound:receive' },
  }),
  putAway: defineEndpoint({
    method: 'POST',
    path: '/api/v1/PDA/Inbound/PutAway',
    summary: 'Put received goods away from the receiving area onto a location',
    input: receivingEventPayloads['inbound.putAway'],
    output: z.object({ shipmentId: z.uuid(), status: z.string(), remaining: z.number().int() }),
    access: { functionPoint: 'pda:inbound:putAway' },
  }),
} satisfies Record<string, Endpoint>;
