import { z } from 'zod';
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
