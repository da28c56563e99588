import { z } from 'zod';
import { defineEndpoint, type Endpoint } from '../core/define-endpoint.ts';
import { CREATE_SHIPMENT_TIMEOUT_MS } from '../core/timeouts.ts';
import { printDpiSchema, zplLabelsSchema } from '../printing/print.schema.ts';
import { singleSelectionSchema, trialResultSchema } from './order.schema.ts';
import { ORDER_BASE } from './order-list.endpoints.ts';

const ship = { functionPoint: 'oms:order:ship' } as const;
const serviceChoice = {
  carrier: z.string().trim().min(1).max(40).optional(),
  service: z.string().trim().min(1).max(80).optional(),
};

export const logisticsServiceSchema = z.object({
  carrier: z.string(),
  serviceCode: z.string(),
  serviceName: z.string(),
  /** Whether labels are made here (the operator's own delivery) or need a carrier account. */
  labelsOffline: z.boolean(),
});

export const trialOutcomeSchema = z.object({
  carrier: z.string(),
  service: z.string(),
  ok: z.boolean(),
  result: trialResultSchema.nullable(),
  /** Why the service cannot rate this parcel (no zone, no rate), in the request's language. */
  reason: z.string().nullable(),
});

export const shipmentSchema = z.object({
  orderId: z.uuid(),
  orderNo: z.string(),
  carrier: z.string(),
  service: z.string(),
  trackingNo: z.string(),
  totalFee: z.number(),
  /** Signed, expiring URL of the 4×6 in label PDF. */
  labelUrl: z.string(),
});
export type Shipment = z.infer<typeof shipmentSchema>;

export const shipmentTaskResultSchema = z.object({
  taskId: z.uuid(),
  state: z.enum(['queued', 'running', 'completed', 'failed', 'cancelled']),
  process: z.number().int(),
  total: z.number().int(),
  succeeded: z.number().int(),
  failed: z.number().int(),
  details: z.array(
    z.object({
      orderId: z.uuid().nullable(),
      orderNo: z.string(),
      ok: z.boolean(),
      trackingNo: z.string().nullable(),
      message: z.string().nullable(),
    }),
  ),
});

export const labelLinkSchema = z.object({ orderNo: z.string(), trackingNo: z.string(), url: z.string() });

export const orderShippingEndpoints = {
  getLogisticsServiceList: defineEndpoint({
    method: 'POST',
    path: `${ORDER_BASE}/GetLogisticsServiceList`,
    summary: 'Carrier services that have a rate card',
    input: z.object({}),
    output: z.array(logisticsServiceSchema),
    access: 'session',
    mutates: false,
  }),
  trialFreightCalculationNew: defineEndpoint({
    method: 'POST',
    path: `${ORDER_BASE}/TrialFreightCalculationNew`,
    summary: "Trial freight of one order with each carrier service (the customer's divisors)",
    input: singleSelectionSchema.extend(serviceChoice),
    output: z.array(trialOutcomeSchema),
    // keeps the cheapest result as the order's freight cache and estimated freight
    access: { functionPoint: 'oms:order:trial' },
  }),
  createShipment: defineEndpoint({
    method: 'POST',
    path: `${ORDER_BASE}/CreateShipment`,
    summary: 'Make the carrier label of one order',
    input: singleSelectionSchema.extend(serviceChoice),
    output: shipmentSchema,
    access: ship,
    timeout: CREATE_SHIPMENT_TIMEOUT_MS,
    notifySuccess: true,
  }),
  bathCreateShipment: defineEndpoint({
    method: 'POST',
    path: `${ORDER_BASE}/BathCreateShipment`,
    summary: 'Make the labels of several orders as a task; poll GetTaskResult',
    input: z.object({ ids: z.array(z.uuid()).min(1).max(1000), ...serviceChoice }),
    output: z.object({ taskId: z.uuid() }),
    access: ship,
  }),
  getTaskResult: defineEndpoint({
    method: 'POST',
    path: `${ORDER_BASE}/GetTaskResult`,
    summary: 'Progress and per-order results of a batch shipment task',
    input: z.object({ taskId: z.uuid() }),
    output: shipmentTaskResultSchema,
    access: 'session',
    mutates: false,
  }),
  previewLabel: defineEndpoint({
    method: 'POST',
    path: `${ORDER_BASE}/PreviewLabel`,
    summary: 'Signed URL of the label PDF of an order, for the PDF preview',
    input: z.object({ id: z.uuid() }),
    output: labelLinkSchema,
    access: { functionPoint: 'oms:order:view' },
    mutates: false,
  }),
  rePrintLabel: defineEndpoint({
    method: 'POST',
    path: `${ORDER_BASE}/RePrintLabel`,
    summary: 'Re-print labels: signed URLs of the stored label PDFs (logged)',
    input: z.object({ ids: z.array(z.uuid()).min(1).max(200) }),
    output: z.array(labelLinkSchema),
    access: ship,
  }),
  labelZpl: defineEndpoint({
    method: 'POST',
    path: `${ORDER_BASE}/LabelZpl`,
    summary: 'The 4×6 labels of shipped orders as ZPL for a label printer, from the same data as the PDFs',
    input: z.object({ ids: z.array(z.uuid()).min(1).max(200), dpi: printDpiSchema }),
    output: zplLabelsSchema,
    access: ship,
    mutates: false,
  }),
} satisfies Record<string, Endpoint>;
