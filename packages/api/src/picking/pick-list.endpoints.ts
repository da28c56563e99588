import { z } from 'zod';
import { defineEndpoint, type Endpoint } from '../core/define-endpoint.ts';
import { pageOf } from '../core/page-query.ts';
import { EXPORT_FIELDS } from '../imports/export-fields.ts';
import { exportFieldsSchema, taskRefSchema } from '../imports/import.schema.ts';
import {
  confirmPickSchema,
  pickingOrderTypeSchema,
  pickListCreatedSchema,
  pickListCreateSchema,
  pickListDetailSchema,
  pickListFilterShape,
  pickListKindSchema,
  pickListPreviewInputSchema,
  pickListPreviewSchema,
  pickListQuery,
  pickListRowSchema,
  pickProgressSchema,
} from './pick-list.schema.ts';

const BASE = '/api/v1/OMS/PickingOrder';
const view = { functionPoint: 'oms:picking:view' } as const;
const ids = z.object({ ids: z.array(z.uuid()).min(1).max(200) });
const done = z.object({ count: z.number().int(), pickListNos: z.array(z.string()) });
/** Export calls: chosen lists or the filters, and the columns (at least 5; all by default). */
const exportInput = (kind: 'pickList' | 'pickProgress') =>
  z.object({
    ids: z.array(z.uuid()).max(500).optional(),
    ...pickListFilterShape,
    fields: exportFieldsSchema(EXPORT_FIELDS[kind]).default([...EXPORT_FIELDS[kind]]),
  });

const post = <I extends z.ZodType, O extends z.ZodType>(
  action: string,
  summary: string,
  input: I,
  output: O,
  access: { functionPoint: string } | 'session',
  mutates = true,
) =>
  defineEndpoint({
    method: 'POST',
    path: `${BASE}/${action}`,
    summary,
    input,
    output,
    access,
    mutates,
    notifySuccess: mutates,
  });

const exportCall = (action: string, summary: string, kind: 'pickList' | 'pickProgress') =>
  post(action, summary, exportInput(kind), taskRefSchema, { functionPoint: 'oms:picking:export' });

/** The OMS/PickingOrder calls (all POST), plus CreatePickingOrder and GetPickingProgress in the same style. */
export const pickingOrderEndpoints = {
  getPickOrderCount: post(
    'GetPickOrderCount',
    'Orders waiting for a single- (1) or multi-product (2) pick list, in a warehouse, pending ones included if asked',
    z.object({
      pickingOrderType: pickingOrderTypeSchema,
      warehouseId: z.uuid().nullish(),
      /** Count pending orders too, as a generation with `includePending` would take them. */
      includePending: z.boolean().optional(),
    }),
    z.object({ count: z.number().int() }),
    'session',
    false,
  ),
  getPickOrderPreview: post(
    'GetPickOrderPreview',
    'What Generate would take: the waiting count, the orders per list and the first orders',
    pickListPreviewInputSchema,
    pickListPreviewSchema,
    { functionPoint: 'oms:picking:create' },
    false,
  ),
  createPickingOrder: post(
    'CreatePickingOrder',
    'Generate pick lists: allocate stock by the rules, order lines by the route',
    pickListCreateSchema,
    pickListCreatedSchema,
    { functionPoint: 'oms:picking:create' },
  ),
  getPickingOrderPageList: post(
    'GetPickingOrderPageList',
    'Pick lists, newest first',
    pickListQuery,
    pageOf(pickListRowSchema),
    view,
    false,
  ),
  getPickingOrderDetail: post(
    'GetPickingOrderDetail',
    'A pick list with its lines in walking order',
    z.object({ id: z.uuid() }),
    pickListDetailSchema,
    view,
    false,
  ),
  getPickingProgress: post(
    'GetPickingProgress',
    'Pick progress per kind (drop-shipping, transport, truck)',
    z.object({ warehouseId: z.uuid().optional(), kind: pickListKindSchema.optional() }),
    pickProgressSchema,
    view,
    false,
  ),
  cancelPickingOrderToPeding: post(
    'CancelPickingOrderToPeding',
    'Withdraw pick lists: their orders go back to pending',
    ids,
    done,
    { functionPoint: 'oms:picking:cancel' },
  ),
  cancelPickingOrder: post(
    'CancelPickingOrder',
    'Cancel pick lists: their orders return to to be delivered, stock is released',
    ids,
    done,
    { functionPoint: 'oms:picking:cancel' },
  ),
  markOutOfStock: post(
    'MarkOutOfStock',
    'The orders of these lines are short: out of stock, their reservations released',
    z.object({ id: z.uuid(), lineIds: z.array(z.uuid()).min(1).max(500) }),
    done,
    { functionPoint: 'oms:picking:cancel' },
  ),
  distributePicker: post(
    'DistributePicker',
    'Assign a picker to pick lists that have none',
    ids.extend({ pickerId: z.uuid() }),
    done,
    { functionPoint: 'oms:picking:assign' },
  ),
  updatePicker: post(
    'UpdatePicker',
    'Change the picker of a pick list',
    z.object({ id: z.uuid(), pickerId: z.uuid() }),
    done,
    { functionPoint: 'oms:picking:assign' },
  ),
  distributeCustodian: post(
    'DistributeCustodian',
    'Allocate a custodian (a clerk of the warehouse) to pick lists that are not cancelled',
    ids.extend({ custodianId: z.uuid() }),
    done,
    { functionPoint: 'oms:picking:custodian' },
  ),
  printPickingOrder: post(
    'PrintPickingOrder',
    'Pick-list sheets as one PDF (A4, a sheet per list, its lines in walking order), by signed link',
    ids,
    z.object({ fileName: z.string(), url: z.string() }),
    view,
    false,
  ),
  printPickingOrderPdf: post(
    'PrintPickingOrderPdf',
    'Pick-list sheets for the print helper: one PDF (base64) per list, in the order asked',
    ids,
    z.object({ documents: z.array(z.object({ pickListNo: z.string(), pdf: z.string() })) }),
    view,
    false,
  ),
  exportPickingOrderExcel: exportCall(
    'ExportPickingOrderExcel',
    'Export single-product pick lists (task)',
    'pickList',
  ),
  exportPickingOrderMultipleExcel: exportCall(
    'ExportPickingOrderMultipleExcel',
    'Export multi-product pick lists (task)',
    'pickList',
  ),
  getExportExcelByPickingOrderSchedule: exportCall(
    'GetExportExcelByPickingOrderSchedule',
    'Export the pick progress of lists being picked (task)',
    'pickProgress',
  ),
  getExportExcelByPickingOrderScheduleComplete: exportCall(
    'GetExportExcelByPickingOrderScheduleComplete',
    'Export the pick progress of picked lists (task)',
    'pickProgress',
  ),
  exportPickingOrderMultipleExcelSchedule: exportCall(
    'ExportPickingOrderMultipleExcelSchedule',
    'Export the pick progress of multi-product lists (task)',
    'pickProgress',
  ),
  getExportExcelByMultiplePickingOrder: exportCall(
    'GetExportExcelByMultiplePickingOrder',
    'Export the lines of chosen pick lists (task)',
    'pickList',
  ),
} satisfies Record<string, Endpoint>;

const PDA_BASE = '/api/v1/PDA/PickOrder';
export const pickLineResultSchema = z.object({
  lineId: z.uuid(),
  pickedQty: z.number().int(),
  lineState: z.string(),
  listState: z.string(),
  /** The order is fully picked and waits for the outbound scan. */
  orderPicked: z.boolean(),
});

/** The handheld's pick calls (PDA/PickOrder/UpdateOutOfStock; ConfirmPick is the online twin of the sync event). */
export const pdaPickEndpoints = {
  updateOutOfStock: defineEndpoint({
    method: 'POST',
    path: `${PDA_BASE}/UpdateOutOfStock`,
    summary: 'A line found short: its order goes out of stock and its reservations are released',
    input: z.object({ pickListId: z.uuid(), lineId: z.uuid() }),
    output: done,
    access: { functionPoint: 'pda:pick:confirm' },
  }),
  confirmPick: defineEndpoint({
    method: 'POST',
    path: `${PDA_BASE}/ConfirmPick`,
    summary:
      'Confirm picked units of a line at its location (stock leaves once per unit; over-picks are refused)',
    input: confirmPickSchema,
    output: pickLineResultSchema,
    access: { functionPoint: 'pda:pick:confirm' },
  }),
} satisfies Record<string, Endpoint>;
