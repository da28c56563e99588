import { z } from 'zod';
import { defineEndpoint } from '../core/define-endpoint.ts';
import { pickListRowSchema } from '../picking/pick-list.schema.ts';

const BASE = '/api/v1/WMS/Picking';

const pickingOutput = z.object({
  pickLists: z.array(pickListRowSchema),
  /** Orders the stock could not cover: out of stock, waiting for their customer. */
  outOfStockTransIDs: z.array(z.string()),
});

/** Pick lists of transfer orders (kinds transport and truck), made by the pick-list code. */
export const transferPickingEndpoints = {
  createPickingList: defineEndpoint({
    method: 'POST',
    path: `${BASE}/CreatePickingList`,
    summary: 'Pick lists from pending transfer orders, one per order, stock allocated by the warehouse rules',
    input: z.object({ warehouseId: z.uuid(), ids: z.array(z.uuid()).max(50).optional() }),
    output: pickingOutput,
    access: { functionPoint: 'transship:picking:create' },
    notifySuccess: true,
  }),
  addPicking: defineEndpoint({
    method: 'POST',
    path: `${BASE}/AddPicking`,
    summary: 'Add a pending transfer order to an open pick list of its kind and warehouse (lines re-walked)',
    input: z.object({ pickListId: z.uuid(), id: z.uuid() }),
    output: pickingOutput,
    access: { functionPoint: 'transship:picking:create' },
    notifySuccess: true,
  }),
  addPickingBatch: defineEndpoint({
    method: 'POST',
    path: `${BASE}/AddPickingBatch`,
    summary: 'Add pending transfer orders to one open pick list of their kind and warehouse',
    input: z.object({ pickListId: z.uuid(), ids: z.array(z.uuid()).min(1).max(50) }),
    output: pickingOutput,
    access: { functionPoint: 'transship:picking:create' },
    notifySuccess: true,
  }),
  getPickingCount: defineEndpoint({
    method: 'GET',
    path: `${BASE}/GetPickingCount`,
    summary: 'Pending transfer orders waiting for a pick list, by pick-list kind',
    input: z.object({ warehouseId: z.uuid().optional() }),
    output: z.object({ transport: z.number().int(), truck: z.number().int() }),
    access: 'session',
    mutates: false,
  }),
};
