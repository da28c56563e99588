import { z } from 'zod';
import { palletCodeSchema } from './pallet.schema.ts';

/**
 * The PDA's pallet events (docs/architecture.md#pda-sync). Both sides validate a payload with the same
 * schema: the device before queueing, the server before applying. `lineId` is made on the device so a line
 * can be removed offline before the server has seen it.
 */
export const palletEventPayloads = {
  'pallet.open': z.object({ palletCode: palletCodeSchema }),
  'pallet.addCarton': z.object({
    palletCode: palletCodeSchema,
    lineId: z.uuid(),
    cartonNo: z.string().trim().min(1).max(64),
  }),
  'pallet.addProduct': z.object({
    palletCode: palletCodeSchema,
    lineId: z.uuid(),
    productNo: z.string().trim().min(1).max(64),
    productId: z.uuid().optional(),
    qty: z.number().int().min(1).max(99_999),
  }),
  'pallet.removeLine': z.object({ palletCode: palletCodeSchema, lineId: z.uuid() }),
  'pallet.close': z.object({ palletCode: palletCodeSchema }),
} as const;

export type PalletEventType = keyof typeof palletEventPayloads;
export const palletEventTypes = Object.keys(palletEventPayloads) as PalletEventType[];
export type PalletEventPayload<T extends PalletEventType> = z.infer<(typeof palletEventPayloads)[T]>;
