import { z } from 'zod';
import { pageOf, pageQuery } from '../core/page-query.ts';
import {
  type WorkOrderTab,
  workOrderCategorySchema,
  workOrderFeeCategorySchema,
  workOrderPrioritySchema,
  workOrderStatusSchema,
  workOrderTabNames,
} from './work-order-status.ts';

/** Attachments: png, jpg, jpeg, pdf or zip, 10 MB each, at most 3 on a ticket or a reply. */
export const WORK_ORDER_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const WORK_ORDER_FILES_MAX = 3;
export const WORK_ORDER_FILE_PATTERN = /\.(png|jpe?g|pdf|zip)$/i;

const attachments = z.array(z.uuid()).max(WORK_ORDER_FILES_MAX, 'workOrders:tooManyFiles').default([]);

export const workOrderFileInput = z.object({
  fileName: z.string().min(1).max(200).regex(WORK_ORDER_FILE_PATTERN, 'workOrders:fileFormat'),
  content: z.base64().max(Math.ceil((WORK_ORDER_FILE_MAX_BYTES * 4) / 3) + 4, 'workOrders:fileTooLarge'),
  /** Staff name the customer the file is about; a customer's user's files are its own customer's. */
  customerId: z.uuid().optional(),
});

const fields = {
  category: workOrderCategorySchema,
  type: z.string().min(1).max(40),
  priority: workOrderPrioritySchema.default('general'),
  title: z.string().trim().min(1, 'validation:required').max(100),
  description: z.string().trim().min(1, 'validation:required').max(2000),
  attachments,
  warehouseId: z.uuid().nullish(),
  /** An order, return or shipment number the ticket is about. */
  relatedNo: z.string().trim().max(60).nullish(),
};

/** A customer's user opens a ticket for its own customer; staff name the customer. */
export const workOrderCreateSchema = z.object({ customerId: z.uuid().optional(), ...fields });
export const workOrderUpdateSchema = z.object({ id: z.uuid(), ...fields });

export const workOrderReplySchema = z.object({
  id: z.uuid(),
  body: z.string().trim().min(1, 'validation:required').max(2000),
  attachments,
});

/** A billing line; `lineId` is made when the form opens, so a resent request records the fee once. */
export const workOrderFeeInput = z.object({
  workOrderId: z.uuid(),
  lineId: z.uuid(),
  category: workOrderFeeCategorySchema,
  /** USD, two decimals; negative to correct an earlier line. */
  fee: z
    .number()
    .min(-999_999)
    .max(999_999)
    .refine((n) => n !== 0, 'workOrders:feeZero')
    .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'validation:twoDecimals'),
  remark: z.string().trim().max(200).nullish(),
});

export const workOrderLockInput = z.object({
  workOrderId: z.uuid(),
  stockId: z.uuid(),
  quantity: z.number().int().positive('returns:quantityInteger').max(1_000_000),
});
export const workOrderUnlockInput = z.object({ workOrderId: z.uuid(), lineId: z.uuid() });

export const workOrderFileSchema = z.object({ id: z.uuid(), name: z.string(), url: z.string() });

export const workOrderRowSchema = z.object({
  id: z.uuid(),
  workOrderNo: z.string(),
  customerId: z.uuid(),
  customerCode: z.string(),
  warehouseId: z.uuid().nullable(),
  warehouseName: z.string().nullable(),
  category: workOrderCategorySchema,
  type: z.string(),
  priority: workOrderPrioritySchema,
  title: z.string(),
  status: workOrderStatusSchema,
  relatedNo: z.string().nullable(),
  /** Replies from the other side the caller's side has not opened yet. */
  unread: z.number().int(),
  replyCount: z.number().int(),
  /** Sum of the billing lines, USD. */
  fee: z.number(),
  lastReplyAt: z.string().nullable(),
  createdTime: z.string(),
});

export const workOrderReplyRowSchema = z.object({
  id: z.uuid(),
  side: z.enum(['customer', 'warehouse']),
  body: z.string(),
  authorName: z.string(),
  attachments: z.array(workOrderFileSchema),
  createdTime: z.string(),
});

export const workOrderFeeRowSchema = z.object({
  id: z.uuid(),
  category: workOrderFeeCategorySchema,
  fee: z.number(),
  remark: z.string().nullable(),
  createdTime: z.string(),
});

export const workOrderStockRowSchema = z.object({
  id: z.uuid(),
  productNo: z.string(),
  locationName: z.string(),
  quantity: z.number().int(),
  locked: z.boolean(),
  createdTime: z.string(),
  unlockedTime: z.string().nullable(),
});

export const workOrderDetailSchema = workOrderRowSchema.extend({
  description: z.string(),
  attachments: z.array(workOrderFileSchema),
  replies: z.array(workOrderReplyRowSchema),
  fees: z.array(workOrderFeeRowSchema),
  stock: z.array(workOrderStockRowSchema),
  finishedTime: z.string().nullable(),
  /** The caller's side: which moves its screens offer (`canWorkOrder`). */
  viewerSide: z.enum(['customer', 'warehouse']),
});

export const workOrderListQuery = pageQuery({
  tab: z.enum(workOrderTabNames as [WorkOrderTab, ...WorkOrderTab[]]).default('all'),
  customerId: z.uuid().optional(),
  priority: workOrderPrioritySchema.optional(),
  category: workOrderCategorySchema.optional(),
  /** A work order number, title or related number. */
  keyword: z.string().trim().max(60).optional(),
});
export const workOrderPageSchema = pageOf(workOrderRowSchema);
export const workOrderTabCountsSchema = z.record(
  z.enum(workOrderTabNames as [WorkOrderTab, ...WorkOrderTab[]]),
  z.number().int(),
);

export type WorkOrderRow = z.infer<typeof workOrderRowSchema>;
export type WorkOrderDetail = z.infer<typeof workOrderDetailSchema>;
export type WorkOrderCreate = z.input<typeof workOrderCreateSchema>;
