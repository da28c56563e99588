import { z } from 'zod';

/** Label printer resolutions: 8 and 12 dots per millimetre. */
export const PRINT_DPIS = [203, 300] as const;
export type PrintDpi = (typeof PRINT_DPIS)[number];
export const printDpiSchema = z.union([z.literal(203), z.literal(300)]).default(203);

/** Labels for a ZPL printer: one ZPL document per label, sent by the print helper as one job. */
export const zplLabelsSchema = z.object({
  labels: z.array(z.string()),
  /** Label width and height in millimetres, for a preview or a printer check. */
  widthMm: z.number(),
  heightMm: z.number(),
});
export type ZplLabels = z.infer<typeof zplLabelsSchema>;

/** A GS1 company prefix (7 to 10 digits) heads every SSCC; without the tenant's own, labels use zeros. */
export const gs1CompanyPrefixSchema = z
  .string()
  .regex(/^\d{7,10}$/)
  .default('0000000');

/** Where the back office offers the print helper for download (served by the server from apps/print-helper). */
export const PRINT_HELPER_DOWNLOAD_PATH = '/downloads/wms-print-helper.zip';

/** The one command that starts the downloaded helper for a back office at `origin`. */
export const printHelperCommand = (origin: string) =>
  `unzip wms-print-helper.zip && node wms-print-helper/main.ts --origin ${origin}`;
