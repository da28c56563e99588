import { z } from 'zod';

/** Spec §4: an order's pick status while toBeDelivered: no list yet, on a list not picked, picked not scanned. */
export const orderPickStatuses = ['toBeCreated', 'toBePicked', 'toBeScanned'] as const;
export const orderPickStatusSchema = z.enum(orderPickStatuses);
export type OrderPickStatus = z.infer<typeof orderPickStatusSchema>;

/** Spec §4: a pick list line's (and a picking order's) progress. */
export const pickStates = ['unPick', 'picking', 'picked'] as const;
export const pickStateSchema = z.enum(pickStates);
export type PickState = z.infer<typeof pickStateSchema>;

/** Spec §4: a pallet code's life. */
export const palletCodeStates = ['inUse', 'used', 'finished'] as const;
export const palletCodeStateSchema = z.enum(palletCodeStates);
export type PalletCodeState = z.infer<typeof palletCodeStateSchema>;
