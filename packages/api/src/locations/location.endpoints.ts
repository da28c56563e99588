import { z } from 'zod';
import { defineEndpoint } from '../core/define-endpoint.ts';
import { importUploadSchema, taskRefSchema } from '../imports/import.schema.ts';
import { printDpiSchema, zplLabelsSchema } from '../printing/print.schema.ts';
import {
  bulkLocationSchema,
  locationInputSchema,
  locationListQuery,
  locationOptionSchema,
  locationPageSchema,
  locationSchema,
  locationUpdateSchema,
} from './location.schema.ts';

const base = '/api/v1/Base/Location';

export const locationEndpoints = {
  getPageList: defineEndpoint({
    method: 'POST',
    path: `${base}/GetPageList`,
    summary: 'Locations of the warehouses the caller may see',
    input: locationListQuery,
    output: locationPageSchema,
    access: 'session',
    mutates: false,
  }),
  getList: defineEndpoint({
    method: 'POST',
    path: `${base}/GetList`,
    summary: 'Location options of one warehouse (selectors)',
    input: z.object({ warehouseId: z.uuid(), keyword: z.string().trim().max(30).optional() }),
    output: z.array(locationOptionSchema),
    access: 'session',
    mutates: false,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: `${base}/Create`,
    summary: 'Create one location',
    input: locationInputSchema,
    output: locationSchema,
    access: { functionPoint: 'base:location:create' },
    notifySuccess: true,
  }),
  batchCreate: defineEndpoint({
    method: 'POST',
    path: `${base}/BatchCreate`,
    summary: 'Create a grid of locations, startRow–endRow × startColumn–endColumn (× levels), all or none',
    input: bulkLocationSchema,
    output: z.object({ created: z.number().int() }),
    access: { functionPoint: 'base:location:create' },
    notifySuccess: true,
  }),
  update: defineEndpoint({
    method: 'POST',
    path: `${base}/Update`,
    summary: 'Edit a location',
    input: locationUpdateSchema,
    output: locationSchema,
    access: { functionPoint: 'base:location:update' },
    notifySuccess: true,
  }),
  delete: defineEndpoint({
    method: 'POST',
    path: `${base}/Delete`,
    summary: 'Remove a location that holds no stock',
    input: z.object({ id: z.uuid() }),
    queryKeys: ['id'],
    output: z.null(),
    access: { functionPoint: 'base:location:delete' },
    notifySuccess: true,
  }),
  printLabelZpl: defineEndpoint({
    method: 'POST',
    path: `${base}/PrintLabelZpl`,
    summary: 'Location labels as ZPL for a label printer (Code 128 of the location name)',
    input: z.object({ ids: z.array(z.uuid()).min(1).max(500), dpi: printDpiSchema }),
    output: zplLabelsSchema,
    access: 'session',
    mutates: false,
  }),
  import: defineEndpoint({
    method: 'POST',
    path: `${base}/Import`,
    summary:
      'Import, multi-edit or code-divide locations from a workbook (location, editLocation, codeDivision)',
    input: importUploadSchema.extend({
      kind: z.enum(['location', 'editLocation', 'codeDivision']),
      warehouseId: z.uuid(),
    }),
    output: taskRefSchema,
    access: { functionPoint: 'base:location:import' },
  }),
};
