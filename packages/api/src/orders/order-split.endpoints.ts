import { z } from 'zod';
import { defineEndpoint, type Endpoint } from '../core/define-endpoint.ts';
import { orderDetailSchema, singleSelectionSchema } from './order.schema.ts';
import { orderItemInputSchema, orderItemSchema } from './order-fields.schema.ts';

const BASE = '/api/v1/OMS/OmsAllItemImage';
const split = { functionPoint: 'oms:order:split' } as const;
const edit = { functionPoint: 'oms:order:edit' } as const;

/** One new order of a split: which units of which items it takes. */
export const splitParcelSchema = z.object({
  items: z
    .array(z.object({ itemId: z.uuid(), qty: z.number().int().min(1) }))
    .min(1)
    .max(200),
});

export const splitListSchema = z.object({
  orderId: z.uuid(),
  orderNo: z.string(),
  /** A single order whose item quantity or weight is above 1. */
  canSplit: z.boolean(),
  totalQty: z.number().int(),
  totalWeight: z.number(),
  items: z.array(orderItemSchema),
});

/** OmsAllItemImage — the manual split and the item dialog. */
export const orderSplitEndpoints = {
  getSplitList: defineEndpoint({
    method: 'POST',
    path: `${BASE}/GetSplitList`,
    summary: 'The items of the one selected order, for the manual split',
    input: singleSelectionSchema,
    output: splitListSchema,
    access: { functionPoint: 'oms:order:view' },
    mutates: false,
  }),
  updateOrder: defineEndpoint({
    method: 'POST',
    path: `${BASE}/UpdateOrder`,
    summary: 'Split one pending order: the first parcel stays, each other parcel becomes a new order',
    input: singleSelectionSchema.extend({ parcels: z.array(splitParcelSchema).min(2).max(50) }),
    output: z.array(orderDetailSchema),
    access: split,
    notifySuccess: true,
  }),
  updateItem: defineEndpoint({
    method: 'POST',
    path: `${BASE}/UpdateItem`,
    summary: 'Edit one item of a pending order',
    input: orderItemInputSchema.extend({ orderId: z.uuid(), itemId: z.uuid() }),
    output: orderDetailSchema,
    access: edit,
    notifySuccess: true,
  }),
  updateItemBatch: defineEndpoint({
    method: 'POST',
    path: `${BASE}/UpdateItemBatch`,
    summary: 'Replace the items of a pending order',
    input: z.object({ orderId: z.uuid(), items: z.array(orderItemInputSchema).min(1).max(200) }),
    output: orderDetailSchema,
    access: edit,
    notifySuccess: true,
  }),
} satisfies Record<string, Endpoint>;
