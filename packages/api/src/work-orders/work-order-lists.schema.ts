import { z } from 'zod';
import { pageOf, pageQuery } from '../core/page-query.ts';
import { workOrderFeeRowSchema, workOrderStockRowSchema } from './work-order.schema.ts';
import { workOrderFeeCategorySchema, workOrderStatusSchema } from './work-order-status.ts';

/** What every line of the two cross-ticket lists names of its ticket. */
const ticket = {
  workOrderId: z.uuid(),
  workOrderNo: z.string(),
  customerId: z.uuid(),
  customerCode: z.string(),
  warehouseName: z.string().nullable(),
};

/** The after-sales stock screen: every ticket's held units, locked ones first. */
export const afterSalesStockQuery = pageQuery({
  customerId: z.uuid().optional(),
  locked: z.enum(['locked', 'unlocked']).optional(),
  /** A work order or product number. */
  keyword: z.string().trim().max(60).optional(),
});
export const afterSalesStockLineSchema = workOrderStockRowSchema.extend({
  ...ticket,
  stockId: z.uuid(),
  /** The ticket's status and the caller's side: which moves the screen offers (`canWorkOrder`). */
  status: workOrderStatusSchema,
  viewerSide: z.enum(['customer', 'warehouse']),
});
export const afterSalesStockPageSchema = pageOf(afterSalesStockLineSchema);

/** The work-order billing screen: every billing line, newest first, with the sum of the lines found. */
export const workOrderFeeQuery = pageQuery({
  customerId: z.uuid().optional(),
  category: workOrderFeeCategorySchema.optional(),
  /** A work order number or remark. */
  keyword: z.string().trim().max(60).optional(),
});
export const workOrderFeeLineSchema = workOrderFeeRowSchema.extend(ticket);
export const workOrderFeePageSchema = pageOf(workOrderFeeLineSchema).extend({ feeTotal: z.number() });

export type AfterSalesStockLine = z.infer<typeof afterSalesStockLineSchema>;
export type WorkOrderFeeLine = z.infer<typeof workOrderFeeLineSchema>;
