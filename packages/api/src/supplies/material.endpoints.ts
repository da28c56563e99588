import { z } from 'zod';
import { defineEndpoint } from '../core/define-endpoint.ts';
import { fileLinkSchema, importUploadSchema, taskRefSchema } from '../imports/import.schema.ts';
import { printDpiSchema, zplLabelsSchema } from '../printing/print.schema.ts';
import {
  materialCodeUpdateSchema,
  materialCreateSchema,
  materialListQuery,
  materialLogPageSchema,
  materialLogQuery,
  materialMoveSchema,
  materialPageSchema,
  materialSchema,
  materialStockInSchema,
  materialTrendQuery,
  materialTrendSchema,
  materialUpdateSchema,
  materialWarningListSchema,
  materialWarningSchema,
} from './material.schema.ts';

const base = '/api/v1/WMS/Material';
const read = { access: 'session', mutates: false } as const;
const write = (point: string) => ({
  access: { functionPoint: `wms:material:${point}` },
  notifySuccess: true,
});

/** Supply label sizes in millimetres, as the product labels'. */
export const MATERIAL_LABEL_SIZES = ['60x40', '100x50', '100x100'] as const;
const materialLabelInput = z.object({
  ids: z.array(z.uuid()).min(1).max(200),
  copies: z.number().int().min(1).max(100).default(1),
  size: z.enum(MATERIAL_LABEL_SIZES).default('60x40'),
});

/** Supplies (materials): list, detail, log, trend, warning, damage report, import, labels. */
export const materialEndpoints = {
  getPageList: defineEndpoint({
    method: 'POST',
    path: `${base}/GetPageList`,
    summary: 'Supplies (paged)',
    input: materialListQuery,
    output: materialPageSchema,
    ...read,
  }),
  getDetail: defineEndpoint({
    method: 'POST',
    path: `${base}/GetDetail`,
    summary: 'One supply',
    input: z.object({ id: z.uuid() }),
    output: materialSchema,
    ...read,
  }),
  getLogPageList: defineEndpoint({
    method: 'POST',
    path: `${base}/GetLogPageList`,
    summary: 'Supply log: before, change and after',
    input: materialLogQuery,
    output: materialLogPageSchema,
    ...read,
  }),
  getTrend: defineEndpoint({
    method: 'POST',
    path: `${base}/GetTrend`,
    summary: 'Daily stock-in, use, damage and balance of a supply',
    input: materialTrendQuery,
    output: materialTrendSchema,
    ...read,
  }),
  getWarningList: defineEndpoint({
    method: 'POST',
    path: `${base}/GetWarningList`,
    summary: 'Low-stock alert: supplies at or below their warning value',
    input: z.object({ warehouseId: z.uuid().optional() }),
    output: materialWarningListSchema,
    ...read,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: `${base}/Create`,
    summary: 'Create a supply',
    input: materialCreateSchema,
    output: materialSchema,
    ...write('create'),
  }),
  update: defineEndpoint({
    method: 'POST',
    path: `${base}/Update`,
    summary: 'Edit a supply',
    input: materialUpdateSchema,
    output: materialSchema,
    ...write('update'),
  }),
  updateCode: defineEndpoint({
    method: 'POST',
    path: `${base}/UpdateCode`,
    summary: 'Edit the code of a supply',
    input: materialCodeUpdateSchema,
    output: materialSchema,
    ...write('update'),
  }),
  setWarning: defineEndpoint({
    method: 'POST',
    path: `${base}/SetWarning`,
    summary: 'Set the warning ratio (1–100) of a supply',
    input: materialWarningSchema,
    output: materialSchema,
    ...write('update'),
  }),
  stockIn: defineEndpoint({
    method: 'POST',
    path: `${base}/StockIn`,
    summary: 'Stock a supply in',
    input: materialStockInSchema,
    output: materialSchema,
    ...write('stock'),
  }),
  use: defineEndpoint({
    method: 'POST',
    path: `${base}/Use`,
    summary: 'Report use of a supply',
    input: materialMoveSchema,
    output: materialSchema,
    ...write('stock'),
  }),
  reportDamage: defineEndpoint({
    method: 'POST',
    path: `${base}/ReportDamage`,
    summary: 'Damage report of a supply',
    input: materialMoveSchema,
    output: materialSchema,
    ...write('stock'),
  }),
  import: defineEndpoint({
    method: 'POST',
    path: `${base}/Import`,
    summary: 'Import supplies (material kind): new codes are created, known codes stocked in',
    input: importUploadSchema.extend({
      kind: z.literal('material').default('material'),
      warehouseId: z.uuid(),
    }),
    output: taskRefSchema,
    access: { functionPoint: 'wms:material:import' },
  }),
  printLabel: defineEndpoint({
    method: 'POST',
    path: `${base}/PrintLabel`,
    summary: 'Supply labels as a PDF (Code 128 of the supply code), returned as a signed download link',
    input: materialLabelInput,
    output: fileLinkSchema,
    access: { functionPoint: 'wms:material:print' },
  }),
  printLabelZpl: defineEndpoint({
    method: 'POST',
    path: `${base}/PrintLabelZpl`,
    summary:
      'Supply labels as ZPL for a label printer (Code 128 of the supply code), copies of each in order',
    input: materialLabelInput.extend({ dpi: printDpiSchema }),
    output: zplLabelsSchema,
    access: { functionPoint: 'wms:material:print' },
    mutates: false,
  }),
};
