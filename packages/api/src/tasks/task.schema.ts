import { z } from 'zod';
import { pageOf, pageQuery } from '../core/page-query.ts';

/** Kinds of background work: exports and imports feed the download and task centers. */
/** `scheduled`: work found due by the clock (e.g. returns past receiptDay), queued on its own. */
export const taskKinds = ['export', 'import', 'shipment', 'sync', 'scheduled'] as const;
export const taskKindSchema = z.enum(taskKinds);

/** Task states, as the download center numbers them: 1 downloading, 2 completed, 3 failed. */
export const taskStates = ['queued', 'running', 'completed', 'failed', 'cancelled'] as const;
export const taskStateSchema = z.enum(taskStates);

export function fileStatusOf(state: z.infer<typeof taskStateSchema>): 1 | 2 | 3 {
  if (state === 'completed') return 2;
  if (state === 'failed' || state === 'cancelled') return 3;
  return 1;
}

export const downloadTaskSchema = z.object({
  id: z.uuid(),
  kind: taskKindSchema,
  type: z.string(),
  filename: z.string(),
  suffix: z.string(),
  /** Signed, expiring URL of the file once completed; empty before. */
  path: z.string(),
  fileStatus: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  state: taskStateSchema,
  /** Percent 0–100. */
  process: z.number().int().min(0).max(100),
  /** Why a task failed: an error code, shown through the `errors` messages with `errorParams`. */
  errorMessage: z.string().nullable(),
  /** The failure's message parameters, e.g. `{ count: 3 }` for IMPORT_HAS_ERRORS. */
  errorParams: z.record(z.string(), z.union([z.string(), z.number()])).nullable(),
  createdTime: z.iso.datetime({ offset: true }),
  finishedTime: z.iso.datetime({ offset: true }).nullable(),
});
export type DownloadTask = z.infer<typeof downloadTaskSchema>;

export const downloadListQuery = pageQuery({
  kind: taskKindSchema.optional(),
  fileStatus: z.coerce
    .number()
    .pipe(z.union([z.literal(1), z.literal(2), z.literal(3)]))
    .optional(),
});
export const downloadListSchema = pageOf(downloadTaskSchema);

export const noCompleteQtySchema = z.object({
  noCompleteQty: z.number().int().min(0),
  generateFilingQty: z.number().int().min(0),
});
