import { z } from 'zod';
import { defineEndpoint, type Endpoint } from '../core/define-endpoint.ts';
import { pageOf, pageQuery } from '../core/page-query.ts';
import { IMPORT_MAX_BYTES, taskRefSchema } from '../imports/import.schema.ts';

const IMAGE_BASE = '/api/v1/Order/OmsAllOrderImage';
const importPoint = { functionPoint: 'oms:order:import' } as const;
const base64File = z
  .base64()
  .max(Math.ceil((IMPORT_MAX_BYTES * 4) / 3) + 4, 'masterdata:rule.uploadTooLarge');

/**
 * An order upload. The upload type and the file are checked by the server too, so a missing
 * one answers "Please select Upload Type" / "Please select File" rather than a field error.
 */
export const orderUploadSchema = z.object({
  fileName: z.string().trim().max(200).optional(),
  content: base64File.optional(),
  warehouseId: z.uuid().optional(),
});

/** ImportOrderExcel upload types: platform orders, or offline orders (no sales platform). */
export const orderUploadTypes = ['dropShipping', 'offlineOrder'] as const;

/** Label files: png, jpg or pdf each, or zip files of them; names match orders or tracking numbers. */
export const labelUploadSchema = z.object({
  files: z
    .array(z.object({ fileName: z.string().trim().min(1).max(200), content: base64File }))
    .max(200)
    .optional(),
});

export const importRecordSchema = z.object({
  taskId: z.uuid(),
  kind: z.string(),
  fileName: z.string(),
  state: z.enum(['importing', 'completed', 'failed']),
  totalRows: z.number().int(),
  okRows: z.number().int(),
  errorRows: z.number().int(),
  createdTime: z.iso.datetime({ offset: true }),
});

export const orderImportEndpoints = {
  importOrderExcel: defineEndpoint({
    method: 'POST',
    path: `${IMAGE_BASE}/ImportOrderExcel`,
    summary: 'Import drop-shipping or offline orders from the template; a task whose bad rows import nothing',
    input: orderUploadSchema.extend({ uploadType: z.enum(orderUploadTypes).optional() }),
    output: taskRefSchema,
    access: importPoint,
    suppressed: true,
  }),
  importPendingShipment: defineEndpoint({
    method: 'POST',
    path: `${IMAGE_BASE}/ImportPendingShipment`,
    summary:
      'Carrier and tracking numbers of pending orders (order processing sheet); they become to be delivered',
    input: orderUploadSchema,
    output: taskRefSchema,
    access: importPoint,
    suppressed: true,
  }),
  importPackingList: defineEndpoint({
    method: 'POST',
    path: `${IMAGE_BASE}/ImportPackingList`,
    summary: 'The packages (sizes and weights) of orders from the packing-list sheet',
    input: orderUploadSchema,
    output: taskRefSchema,
    access: importPoint,
    suppressed: true,
  }),
  importShipment: defineEndpoint({
    method: 'POST',
    path: `${IMAGE_BASE}/ImportShipment`,
    summary: 'Label files for pending orders, matched by file name to order or tracking numbers',
    input: labelUploadSchema,
    output: taskRefSchema,
    access: importPoint,
    suppressed: true,
  }),
  getUserOrderImportRecordList: defineEndpoint({
    method: 'POST',
    path: `${IMAGE_BASE}/GetUserOrderImportRecordList`,
    summary: "The caller's order imports, newest first",
    input: pageQuery({}),
    output: pageOf(importRecordSchema),
    access: 'session',
    mutates: false,
  }),
} satisfies Record<string, Endpoint>;

const TASK_BASE = '/api/v1/OrderTask/OrderTask';

export const orderTaskSchema = z.object({
  taskId: z.uuid(),
  type: z.string(),
  kind: z.string(),
  fileName: z.string(),
  state: z.enum(['queued', 'running', 'completed', 'failed', 'cancelled']),
  process: z.number().int(),
  createdTime: z.iso.datetime({ offset: true }),
  finishedTime: z.iso.datetime({ offset: true }).nullable(),
});

export const orderTaskLineSchema = z.object({
  rowNo: z.number().int(),
  orderNo: z.string(),
  ok: z.boolean(),
  trackingNo: z.string().nullable(),
  column: z.string().nullable(),
  message: z.string().nullable(),
});

/** OrderTask: the order area's tasks (imports, batch shipments, exports) and their per-row outcome. */
export const orderTaskEndpoints = {
  getPageList: defineEndpoint({
    method: 'POST',
    path: `${TASK_BASE}/GetPageList`,
    summary: "The caller's order tasks, newest first",
    input: pageQuery({ kind: z.enum(['import', 'export', 'shipment']).optional() }),
    output: pageOf(orderTaskSchema),
    access: 'session',
    mutates: false,
  }),
  getDetailPageList: defineEndpoint({
    method: 'POST',
    path: `${TASK_BASE}/GetDetailPageList`,
    summary: 'The rows of one order task with their outcome',
    input: pageQuery({ taskId: z.uuid(), onlyFailed: z.boolean().optional() }),
    output: pageOf(orderTaskLineSchema),
    access: 'session',
    mutates: false,
  }),
} satisfies Record<string, Endpoint>;
