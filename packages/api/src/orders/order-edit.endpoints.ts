import { z } from 'zod';
import { defineEndpoint, type Endpoint } from '../core/define-endpoint.ts';
import {
  idsSchema,
  orderCreateSchema,
  orderDetailSchema,
  orderUpdateSchema,
  packagesUpsertSchema,
} from './order.schema.ts';
import { packageSchema, recipientSchema, signatureTypeSchema } from './order-fields.schema.ts';
import { ORDER_BASE } from './order-list.endpoints.ts';

const edit = { functionPoint: 'oms:order:edit' } as const;
const text = (max: number) => z.string().trim().max(max);
export const affectedSchema = z.object({ count: z.number().int(), orderNos: z.array(z.string()) });

/** The address rules, checked without an external service. */
export const addressIssueSchema = z.object({ field: z.string(), reason: z.string() });
export const addressCheckSchema = z.object({ valid: z.boolean(), issues: z.array(addressIssueSchema) });

export const orderEditEndpoints = {
  createOrder: defineEndpoint({
    method: 'POST',
    path: `${ORDER_BASE}/CreateOrder`,
    summary: 'Create a drop-shipping order (counts against the monthly order limit)',
    input: orderCreateSchema,
    output: orderDetailSchema,
    access: { functionPoint: 'oms:order:create' },
    notifySuccess: true,
  }),
  updateOrder: defineEndpoint({
    method: 'POST',
    path: `${ORDER_BASE}/UpdateOrder`,
    summary: 'Edit a pending order: header, recipient and items',
    input: orderUpdateSchema,
    output: orderDetailSchema,
    access: edit,
    notifySuccess: true,
  }),
  updateOrderBatch: defineEndpoint({
    method: 'POST',
    path: `${ORDER_BASE}/UpdateOrderBatch`,
    summary: 'Batch update: carrier, service, accounts, signature type or remark of several orders',
    input: idsSchema.extend({
      carrier: text(40).optional(),
      service: text(80).optional(),
      deliverAccount: text(80).optional(),
      costAccount: text(80).optional(),
      signType: signatureTypeSchema.optional(),
      remark: text(500).optional(),
    }),
    output: affectedSchema,
    access: edit,
    notifySuccess: true,
  }),
  updateOrderBuyer: defineEndpoint({
    method: 'POST',
    path: `${ORDER_BASE}/UpdateOrderBuyer`,
    summary: "The buyer's name, contact and receiving address",
    input: z.object({ id: z.uuid(), recipient: recipientSchema }),
    output: orderDetailSchema,
    access: edit,
    notifySuccess: true,
  }),
  updateLogisticsAccount: defineEndpoint({
    method: 'POST',
    path: `${ORDER_BASE}/UpdateLogisticsAccount`,
    summary: 'Carrier, service, shipping account (deliverAccount) and billing account (costAccount)',
    input: idsSchema.extend({
      carrier: text(40).min(1),
      service: text(80).min(1),
      deliverAccount: text(80).nullish(),
      costAccount: text(80).nullish(),
    }),
    output: affectedSchema,
    access: edit,
    notifySuccess: true,
  }),
  updateSignTypePrint: defineEndpoint({
    method: 'POST',
    path: `${ORDER_BASE}/UpdateSignTypePrint`,
    summary: 'Signature type of the label',
    input: idsSchema.extend({ signType: signatureTypeSchema }),
    output: affectedSchema,
    access: edit,
    notifySuccess: true,
  }),
  updateOrderReference: defineEndpoint({
    method: 'POST',
    path: `${ORDER_BASE}/UpdateOrderReference`,
    summary: 'Customer references 1 and 2',
    input: z.object({
      id: z.uuid(),
      customerReference1: text(100).nullish(),
      customerReference2: text(100).nullish(),
    }),
    output: orderDetailSchema,
    access: edit,
    notifySuccess: true,
  }),
  validateAddress: defineEndpoint({
    method: 'POST',
    path: `${ORDER_BASE}/ValidateAddress`,
    summary: 'Check a receiving address: required fields, US state code, ZIP format',
    input: z.object({ recipient: recipientSchema }),
    output: addressCheckSchema,
    access: 'session',
    mutates: false,
  }),
  createOrUpdatePackage: defineEndpoint({
    method: 'POST',
    path: `${ORDER_BASE}/CreateOrUpdatePackage`,
    summary: 'The parcels of one order (multi-package orders)',
    input: packagesUpsertSchema,
    output: z.array(packageSchema),
    access: edit,
    notifySuccess: true,
  }),
  combinationOrder: defineEndpoint({
    method: 'POST',
    path: `${ORDER_BASE}/CombinationOrder`,
    summary: 'Merge pending orders with the same receiving and shipping address into the first one',
    /** The platform store chosen in the combine tree; its name and platform come from the store. */
    input: idsSchema.extend({ storeId: z.uuid('errors:ORDER_COMBINE_STORE') }),
    output: orderDetailSchema,
    access: { functionPoint: 'oms:order:merge' },
    notifySuccess: true,
  }),
  modifyWarehouse: defineEndpoint({
    method: 'POST',
    path: `${ORDER_BASE}/ModifyWarehouse`,
    summary: 'Ship orders of one customer from another warehouse',
    input: idsSchema.extend({ warehouseId: z.uuid() }),
    output: affectedSchema,
    access: edit,
    notifySuccess: true,
  }),
  isHot: defineEndpoint({
    method: 'POST',
    path: `${ORDER_BASE}/IsHot`,
    summary: 'Mark or unmark orders as hot (urgent)',
    input: idsSchema.extend({ isHot: z.boolean() }),
    output: affectedSchema,
    access: edit,
    notifySuccess: true,
  }),
} satisfies Record<string, Endpoint>;
