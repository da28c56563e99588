import { z } from 'zod';
import { importUploadSchema } from '../imports/import.schema.ts';
import { TRANSFER_FILE_MAX_BYTES } from './transfer.schema.ts';

/** The most documents one freight or trucking import carries with its workbook. */
export const TRANSFER_IMPORT_DOCUMENTS_MAX = 50;

/** A stock-preparation file or BOL sent with the workbook; a row names it in its filePath or bol cell. */
export const transferImportDocument = z.object({
  fileName: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .regex(/\.(pdf|xlsx?|csv|png|jpe?g)$/i, 'transfer:rule.fileType'),
  content: z.base64().max(Math.ceil((TRANSFER_FILE_MAX_BYTES * 4) / 3) + 4, 'transfer:rule.fileSize'),
});

/** Freight and trucking orders from a workbook, with the documents its rows name. */
export const transferImportInput = importUploadSchema.extend({
  kind: z.enum(['freight', 'trucking']),
  documents: z.array(transferImportDocument).max(TRANSFER_IMPORT_DOCUMENTS_MAX).default([]),
});

/** The product lines of existing transfer orders, each row naming its order by transfer number. */
export const transferProductImportInput = importUploadSchema.extend({ kind: z.literal('transportProduct') });
