import { z } from 'zod';
import { pageOf, pageQuery } from '../core/page-query.ts';
import { ACCOUNT_TYPES } from '../customers/customer.schema.ts';

/**
 * A receivable record: what one customer owes in one warehouse, from the ledger. Billed is the sum of
 * the charges on its bills, written off the payments matched to those bills, owed the difference;
 * unbilled is what the ledger holds that no bill carries yet.
 */
export const receivableRecordSchema = z.object({
  /** customer|warehouse */
  id: z.string(),
  customerId: z.uuid(),
  customerCode: z.string(),
  warehouseId: z.uuid(),
  warehouseName: z.string(),
  accountType: z.enum(ACCOUNT_TYPES),
  billed: z.number(),
  writtenOff: z.number(),
  owed: z.number(),
  unbilled: z.number(),
  /** Bills not yet fully paid. */
  openBills: z.number().int(),
  /** The earliest due date among the open bills. */
  oldestDueOn: z.string().nullable(),
  lastWriteOffTime: z.string().nullable(),
});
export type ReceivableRecord = z.infer<typeof receivableRecordSchema>;
export const receivableRecordQuery = pageQuery({
  customerId: z.uuid().optional(),
  warehouseId: z.uuid().optional(),
});
export const receivableRecordPageSchema = pageOf(receivableRecordSchema);
