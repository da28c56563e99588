import { z } from 'zod';
import { batchQuery, pageOf, pageQuery } from '../core/page-query.ts';

/** Pallet code states: in use → used → finished (使用中 / 已使用 / 已完结). */
export const palletStatuses = ['inUse', 'used', 'finished'] as const;
export const palletStatusSchema = z.enum(palletStatuses);
export type PalletStatus = z.infer<typeof palletStatusSchema>;

/** What a pallet code is used for: receipt, picking, palletizing. */
export const palletUses = ['receipt', 'picking', 'palletizing'] as const;
export const palletUseSchema = z.enum(palletUses);

/** Label sizes in inches; 4×6 is the common thermal label. */
export const palletPrintSizes = ['4x6', '4x4', '4x2'] as const;
export const palletPrintSizeSchema = z.enum(palletPrintSizes);

export const palletLineKinds = ['carton', 'product'] as const;
export const palletLineKindSchema = z.enum(palletLineKinds);

/** A scanned or typed pallet code, e.g. `PL00000042`. */
export const palletCodeSchema = z.string().trim().min(1).max(32);
/** At most 100 codes per generate call: one print run. */
export const PALLET_GENERATE_MAX = 100;

const time = z.iso.datetime({ offset: true });

export const palletRowSchema = z.object({
  id: z.uuid(),
  palletCode: z.string(),
  /** Pallet count: how many codes were generated in this code's print run. */
  plqty: z.number().int(),
  printer: z.string().nullable(),
  use: palletUseSchema,
  printSize: palletPrintSizeSchema,
  warehouseId: z.uuid(),
  status: palletStatusSchema,
  pickerId: z.uuid().nullable(),
  pickerName: z.string().nullable(),
  /** The product numbers on the pallet, comma separated; empty when it holds none. */
  productNo: z.string(),
  cartonQty: z.number().int(),
  productQty: z.number().int(),
  createdTime: time,
  closedTime: time.nullable(),
  finishedTime: time.nullable(),
});
export type PalletRow = z.infer<typeof palletRowSchema>;

export const palletLineSchema = z.object({
  id: z.uuid(),
  kind: palletLineKindSchema,
  cartonNo: z.string().nullable(),
  productNo: z.string().nullable(),
  productId: z.uuid().nullable(),
  qty: z.number().int(),
  createdBy: z.uuid().nullable(),
  createdByName: z.string().nullable(),
  /** When the device scanned it. */
  scannedTime: time,
});
export type PalletLine = z.infer<typeof palletLineSchema>;

export const palletDetailSchema = palletRowSchema.extend({ lines: z.array(palletLineSchema) });
export type PalletDetail = z.infer<typeof palletDetailSchema>;

export const palletListQuery = pageQuery({
  palletCode: batchQuery.optional(),
  status: palletStatusSchema.optional(),
  use: palletUseSchema.optional(),
  warehouseId: z.uuid().optional(),
  pickerId: z.uuid().optional(),
});
export const palletListSchema = pageOf(palletRowSchema);

export const palletGenerateInput = z.object({
  warehouseId: z.uuid(),
  use: palletUseSchema,
  printSize: palletPrintSizeSchema.default('4x6'),
  printer: z.string().trim().max(64).optional(),
  plqty: z.coerce.number().int().min(1).max(PALLET_GENERATE_MAX),
});
export const palletGenerateOutput = z.object({ items: z.array(palletRowSchema) });

/** What the PDA caches of a pallet (pulled by `updatedAt`). */
export const palletSnapshotSchema = z.object({
  id: z.uuid(),
  palletCode: z.string(),
  status: palletStatusSchema,
  use: palletUseSchema,
  warehouseId: z.uuid(),
  pickerId: z.uuid().nullable(),
  cartonQty: z.number().int(),
  productQty: z.number().int(),
  updatedAt: time,
  lines: z.array(
    z.object({
      id: z.uuid(),
      kind: palletLineKindSchema,
      cartonNo: z.string().nullable(),
      productNo: z.string().nullable(),
      qty: z.number().int(),
      scannedTime: time,
    }),
  ),
});
export type PalletSnapshot = z.infer<typeof palletSnapshotSchema>;
