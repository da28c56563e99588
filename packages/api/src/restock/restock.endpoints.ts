import { z } from 'zod';
import { defineEndpoint } from '../core/define-endpoint.ts';
import { quantitySchema } from '../products/field-rules.ts';
import { restockListQuery, restockPageSchema, restockSchema } from './restock.schema.ts';

/** The WMS/Restock calls. */
export const restockEndpoints = {
  getPageList: defineEndpoint({
    method: 'POST',
    path: '/api/v1/WMS/Restock/GetPageList',
    summary: 'Restock list',
    input: restockListQuery,
    output: restockPageSchema,
    access: 'session',
    mutates: false,
  }),
  getToBeShelfNum: defineEndpoint({
    method: 'POST',
    path: '/api/v1/WMS/Restock/GetToBeShelfNum',
    summary: 'Count of restock lines awaiting shelving',
    input: z.object({ warehouseId: z.uuid().optional() }),
    output: z.object({ num: z.number().int() }),
    access: 'session',
    mutates: false,
  }),
  shelve: defineEndpoint({
    method: 'POST',
    path: '/api/v1/WMS/Restock/Shelve',
    summary: 'Shelve (part of) a restock line onto a location; the stock is received there',
    input: z.object({ id: z.uuid(), locationId: z.uuid(), quantity: quantitySchema }),
    output: restockSchema,
    access: { functionPoint: 'wms:restock:shelve' },
    notifySuccess: true,
  }),
};
