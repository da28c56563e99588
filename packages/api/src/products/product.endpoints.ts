import { z } from 'zod';
import { defineEndpoint } from '../core/define-endpoint.ts';
import { EXPORT_FIELDS } from '../imports/export-fields.ts';
import {
  exportFieldsSchema,
  fileLinkSchema,
  importUploadSchema,
  taskRefSchema,
} from '../imports/import.schema.ts';
import { printDpiSchema, zplLabelsSchema } from '../printing/print.schema.ts';
import { enumOptionSchema } from '../warehouses/warehouse.schema.ts';
import { LIMITS } from './field-rules.ts';
import {
  productEditSchema,
  productInputSchema,
  productListQuery,
  productLogSchema,
  productOptionSchema,
  productPageSchema,
  productSchema,
} from './product.schema.ts';

const base = '/api/v1/Base/Product';
const read = { access: 'session', mutates: false } as const;
const byId = z.object({ id: z.uuid() });
const ids = z.array(z.uuid()).min(1, 'masterdata:rule.selectData');

/** The Base/Product calls, all POST. */
/** Product label sizes in millimetres (the requirements name none for product labels; docs/decisions.md). */
export const PRODUCT_LABEL_SIZES = ['60x40', '100x50', '100x100'] as const;

export const productEndpoints = {
  getListByPage: defineEndpoint({
    method: 'POST',
    path: `${base}/GetListByPage`,
    summary: 'Formal products (paged)',
    input: productListQuery,
    output: productPageSchema,
    ...read,
  }),
  getAllList: defineEndpoint({
    method: 'POST',
    path: `${base}/GetAllList`,
    summary: 'Every product of a customer (options)',
    input: z.object({ customerId: z.uuid() }),
    output: z.array(productOptionSchema),
    ...read,
  }),
  getSelectListByPage: defineEndpoint({
    method: 'POST',
    path: `${base}/GetSelectListByPage`,
    summary: 'Product picker: paged options by SKU or name',
    input: productListQuery,
    output: z.object({ items: z.array(productOptionSchema), total: z.number().int() }),
    ...read,
  }),
  getProductCartonRateList: defineEndpoint({
    method: 'POST',
    path: `${base}/GetProductCartonRateList`,
    summary: 'Pieces per carton of the given products',
    input: z.object({ ids: z.array(z.uuid()).min(1).max(500) }),
    output: z.array(z.object({ id: z.uuid(), productNo: z.string(), cartonRate: z.number().int() })),
    ...read,
  }),
  get: defineEndpoint({
    method: 'POST',
    path: `${base}/Get`,
    summary: 'One product',
    input: byId,
    output: productSchema,
    ...read,
  }),
  logDimensions: defineEndpoint({
    method: 'POST',
    path: `${base}/LogDimensions`,
    summary: 'Past sizes and weights of a product, newest first',
    input: byId,
    output: z.array(productLogSchema),
    ...read,
  }),
  logUpc: defineEndpoint({
    method: 'POST',
    path: `${base}/LogUpc`,
    summary: 'Past UPCs and barcodes of a product, newest first',
    input: byId,
    output: z.array(productLogSchema),
    ...read,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: `${base}/Create`,
    summary: 'Create a formal product',
    input: productInputSchema,
    output: productSchema,
    access: { functionPoint: 'base:product:create' },
    notifySuccess: true,
  }),
  verifyAndCreate: defineEndpoint({
    method: 'POST',
    path: `${base}/VerifyAndCreate`,
    summary: 'Verify and create several products at once, all or none',
    input: z.object({ products: z.array(productInputSchema).min(1, 'masterdata:rule.noProduct').max(500) }),
    output: z.object({ created: z.number().int(), ids: z.array(z.uuid()) }),
    access: { functionPoint: 'base:product:create' },
    suppressed: true,
  }),
  edit: defineEndpoint({
    method: 'POST',
    path: `${base}/Edit`,
    summary: 'Edit a product; changed sizes and UPCs are logged',
    input: productEditSchema,
    output: productSchema,
    access: { functionPoint: 'base:product:update' },
    notifySuccess: true,
  }),
  delete: defineEndpoint({
    method: 'POST',
    path: `${base}/Delete`,
    summary: 'Remove a product that has no stock',
    input: byId,
    queryKeys: ['id'],
    output: z.null(),
    access: { functionPoint: 'base:product:delete' },
    notifySuccess: true,
  }),
  exportAllProductDownload: defineEndpoint({
    method: 'POST',
    path: `${base}/ExportAllProductDownload`,
    summary: 'Export products to Excel as a download-center task',
    input: productListQuery.omit({ pageIndex: true, pageSize: true, sort: true }).extend({
      fields: exportFieldsSchema(EXPORT_FIELDS.product),
      ids: ids.optional(),
    }),
    output: taskRefSchema,
    access: { functionPoint: 'base:product:export' },
  }),
  printLabel: defineEndpoint({
    method: 'POST',
    path: `${base}/PrintLabel`,
    summary: 'Product labels as a PDF (Code 128), returned as a signed download link',
    input: z.object({
      ids: ids.max(LIMITS.labelsMax),
      copies: z.number().int().min(1).max(100).default(1),
      /** Label size in millimetres. */
      size: z.enum(PRODUCT_LABEL_SIZES).default('60x40'),
    }),
    output: fileLinkSchema,
    access: { functionPoint: 'base:product:print' },
  }),
  printLabelZpl: defineEndpoint({
    method: 'POST',
    path: `${base}/PrintLabelZpl`,
    summary: 'Product labels as ZPL for a label printer (Code 128), one per copy',
    input: z.object({
      ids: ids.max(LIMITS.labelsMax),
      copies: z.number().int().min(1).max(100).default(1),
      size: z.enum(PRODUCT_LABEL_SIZES).default('60x40'),
      dpi: printDpiSchema,
    }),
    output: zplLabelsSchema,
    access: { functionPoint: 'base:product:print' },
    mutates: false,
  }),
  import: defineEndpoint({
    method: 'POST',
    path: `${base}/Import`,
    summary: 'Import products from a workbook (product kind); all rows or none',
    input: importUploadSchema.extend({ kind: z.literal('product').default('product') }),
    output: taskRefSchema,
    access: { functionPoint: 'base:product:import' },
  }),
};

/** `POST /System/RuleProductAttr/GetAllProductAttr`. */
export const productAttrEndpoints = {
  getAllProductAttr: defineEndpoint({
    method: 'POST',
    path: '/api/v1/System/RuleProductAttr/GetAllProductAttr',
    summary: 'Every product attribute',
    input: z.object({}),
    output: z.array(enumOptionSchema),
    ...read,
  }),
};
