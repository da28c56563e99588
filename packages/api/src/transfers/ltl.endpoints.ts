import { z } from 'zod';
import { defineEndpoint } from '../core/define-endpoint.ts';
import {
  ltlCountsSchema,
  ltlPackingBatchSchema,
  ltlPackingCreateSchema,
  ltlPackingListQuery,
  ltlPackingPageSchema,
  ltlPackingSchema,
} from './ltl.schema.ts';

const BASE = '/api/v1/WMS/LessTruckLoading';

/** Less-than-truckload (LTL): palletised transfer orders loaded together, their packing lists and counts. */
export const ltlEndpoints = {
  getPackingPageList: defineEndpoint({
    method: 'POST',
    path: `${BASE}/GetPackingPageList`,
    summary: 'LTL packings with their orders, pallets, cartons and weights',
    input: ltlPackingListQuery,
    output: ltlPackingPageSchema,
    access: 'session',
    mutates: false,
  }),
  createPacking: defineEndpoint({
    method: 'POST',
    path: `${BASE}/CreatePacking`,
    summary: 'Load palletised transfer orders of one warehouse on one LTL packing',
    input: ltlPackingCreateSchema,
    output: ltlPackingSchema,
    access: { functionPoint: 'transship:ltl:create' },
    notifySuccess: true,
  }),
  createPackingBatch: defineEndpoint({
    method: 'POST',
    path: `${BASE}/CreatePackingBatch`,
    summary: 'One LTL packing per palletised transfer order, all with the same carrier',
    input: ltlPackingBatchSchema,
    output: z.array(ltlPackingSchema),
    access: { functionPoint: 'transship:ltl:create' },
    notifySuccess: true,
  }),
  createPackingList: defineEndpoint({
    method: 'POST',
    path: `${BASE}/CreatePackingList`,
    summary: 'The packing list of an LTL packing: its orders, their pallets, cartons and weights (PDF)',
    input: z.object({ id: z.uuid() }),
    output: z.object({ fileId: z.uuid(), name: z.string(), url: z.string() }),
    access: 'session',
    mutates: false,
  }),
  createPickingCount: defineEndpoint({
    method: 'POST',
    path: `${BASE}/CreatePickingCount`,
    summary: 'Palletised transfer orders waiting for an LTL packing, and packings open and delivered',
    input: z.object({ warehouseId: z.uuid().optional() }),
    output: ltlCountsSchema,
    access: 'session',
    mutates: false,
  }),
};
