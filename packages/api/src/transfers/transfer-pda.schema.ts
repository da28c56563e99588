import { z } from 'zod';
import { hasTwoDecimals } from '../products/field-rules.ts';
import { transferKindSchema, transferStatusSchema } from './transfer-status.ts';

export const TRANSFER_PALLETS_MAX = 60;

/** One pallet built for a transfer order: its cartons and its weight with the goods. */
export const transferPalletInput = z.object({
  cartons: z.number('transfer:rule.count').int('transfer:rule.count').min(1, 'transfer:rule.count').max(500),
  /** kg, the pallet with its goods. */
  weight: z
    .number('transfer:rule.money')
    .positive('transfer:rule.money')
    .max(5000, 'transfer:rule.money')
    .refine(hasTwoDecimals, 'transfer:rule.money'),
});
export const savePalletInfoSchema = z.object({
  id: z.uuid(),
  pallets: z.array(transferPalletInput).min(1).max(TRANSFER_PALLETS_MAX),
  /** File ids of pallet photos (UploadFile). */
  photos: z.array(z.uuid()).max(20).default([]),
});

/**
 * The PDA's palletising of a picked transfer order (docs/architecture.md#pda-sync): the same payload as
 * SavePalletInfo, validated by this schema on the device before queueing and on the server before applying.
 */
export const transferPalletEventPayloads = {
  'transferPallet.save': savePalletInfoSchema,
} as const;
export type TransferPalletEventType = keyof typeof transferPalletEventPayloads;

/** A transfer order as the PDA caches it for palletising: picked lines, and its pallets once built. */
export const transferPalletSnapshotSchema = z.object({
  id: z.uuid(),
  transID: z.string(),
  kind: transferKindSchema,
  state: transferStatusSchema,
  warehouseId: z.uuid(),
  customerCode: z.string().nullable(),
  platformCode: z.string().nullable(),
  toWarehouseName: z.string().nullable(),
  suggestPalletNum: z.number().int(),
  isHot: z.boolean(),
  lines: z.array(
    z.object({
      productNo: z.string(),
      needPickQty: z.number().int(),
      pickedQty: z.number().int(),
      boxQuantity: z.number().int(),
    }),
  ),
  pallets: z.array(
    z.object({
      seq: z.number().int(),
      palletCode: z.string(),
      cartons: z.number().int(),
      weight: z.number(),
    }),
  ),
  updatedAt: z.string(),
});
export type TransferPalletSnapshot = z.infer<typeof transferPalletSnapshotSchema>;

/** The statuses the PDA palletises in (picking) and shows the pallet codes of (palletised). */
export const transferPdaStatuses = ['picking', 'fight'] as const;
