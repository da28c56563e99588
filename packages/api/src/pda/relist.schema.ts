import { z } from 'zod';
import { pageOf, pageQuery } from '../core/page-query.ts';
import { pdaProductSchema } from './pick-events.schema.ts';

/** Relist (GLOSSARY 重新上架): picked units of an order that went short go back to a location. */
export const relistEventPayloads = {
  'relist.confirm': z.object({ relistId: z.uuid(), locationId: z.uuid() }),
} as const;
export type RelistEventType = keyof typeof relistEventPayloads;
export type RelistEventPayload<T extends RelistEventType> = z.infer<(typeof relistEventPayloads)[T]>;

export const relistStates = ['pending', 'relisted'] as const;

export const relistSnapshotSchema = z.object({
  id: z.uuid(),
  warehouseId: z.uuid(),
  qty: z.number().int(),
  sourceNo: z.string(),
  state: z.enum(relistStates),
  suggestedLocationId: z.uuid(),
  suggestedLocationName: z.string(),
  relistedLocationName: z.string().nullable(),
  product: pdaProductSchema,
  updatedAt: z.string(),
});
export type RelistSnapshot = z.infer<typeof relistSnapshotSchema>;

/** The back office's relist badge: the pending relist count, in data.num. */
export const relistCountSchema = z.object({ num: z.number().int() });

/**
 * A relist item on the back office's relist list: what waits (or waited), where it came from and is
 * suggested to go, who queued it (the picker who reported the shortage) and who put it back where.
 */
export const relistRowSchema = z.object({
  id: z.uuid(),
  warehouseId: z.uuid(),
  warehouseName: z.string(),
  customerId: z.uuid(),
  customerCode: z.string(),
  productId: z.uuid(),
  productNo: z.string(),
  qty: z.number().int(),
  sourceNo: z.string(),
  state: z.enum(relistStates),
  suggestedLocationId: z.uuid(),
  suggestedLocationName: z.string(),
  relistedLocationName: z.string().nullable(),
  queuedBy: z.string().nullable(),
  relistedBy: z.string().nullable(),
  createdTime: z.string(),
  relistedTime: z.string().nullable(),
});
export type RelistRow = z.infer<typeof relistRowSchema>;

export const relistListQuery = pageQuery({
  warehouseId: z.uuid().optional(),
  state: z.enum(relistStates).optional(),
  productNos: z.string().max(4000).optional(),
  sourceNo: z.string().trim().max(50).optional(),
});
export const relistPageSchema = pageOf(relistRowSchema);
