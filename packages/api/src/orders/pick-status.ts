import { z } from 'zod';

/** An order's pick status while toBeDelivered: no list yet, on a list not picked, picked not scanned. */
export const orderPickStatuses = ['toBeCreated', 'toBePicked', 'toBeScanned'] as const;
export const orderPickStatusSchema = z.enum(orderPickStatuses);
export type OrderPickStatus = z.infer<typeof orderPickStatusSchema>;

/** A pick list line's (and a picking order's) progress. */
export const pickStates = ['unPick', 'picking', 'picked'] as const;
export const pickStateSchema = z.enum(pickStates);
export type PickState = z.infer<typeof pickStateSchema>;

/** A pallet code's life. */
export const palletCodeStates = ['inUse', 'used', 'finished'] as const;
export const palletCodeStateSchema = z.enum(palletCodeStates);
export type PalletCodeState = z.infer<typeof palletCodeStateSchema>;
