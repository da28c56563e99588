import { z } from 'zod';
import { IMPORT_KINDS } from './import-kinds.ts';

export const importKindSchema = z.enum(IMPORT_KINDS);
export const templateLocaleSchema = z.enum(['zh-CN', 'en']);

/** Largest accepted workbook; base64 in a JSON body stays inside the server's 20 MB body limit. */
export const IMPORT_MAX_BYTES = 14 * 1024 * 1024;

export const templateQuery = z.object({
  kind: importKindSchema,
  /** Template language; the request's language when absent. */
  locale: templateLocaleSchema.optional(),
});

/** A stored file handed out through a signed, expiring URL. */
export const fileLinkSchema = z.object({ fileId: z.uuid(), fileName: z.string(), url: z.string() });

/**
 * An upload is JSON with the workbook in base64 (one contract for every call: docs/architecture.md#contract).
 * `warehouseId` is the current warehouse: rows of other warehouses are skipped.
 */
export const importUploadSchema = z.object({
  kind: importKindSchema,
  fileName: z.string().trim().min(1).max(200),
  content: z
    .base64()
    .min(1)
    .max(Math.ceil((IMPORT_MAX_BYTES * 4) / 3) + 4, 'masterdata:rule.uploadTooLarge'),
  warehouseId: z.uuid().optional(),
});

export const taskRefSchema = z.object({ taskId: z.uuid() });

/** Lines of an import's error list one GetResult answer carries by default; GetErrorFile has them all. */
export const IMPORT_ERRORS_PAGE_SIZE = 100;

/** GetResult: the task and one page of its error list (1-based). */
export const importResultQuery = taskRefSchema.extend({
  pageIndex: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(1000).default(IMPORT_ERRORS_PAGE_SIZE),
});

export const importRowErrorSchema = z.object({
  /** Row number as Excel shows it (the header is row 1). */
  row: z.number().int(),
  /** Column key and its header in the reader's language. */
  column: z.string(),
  columnLabel: z.string(),
  message: z.string(),
});

export const importResultSchema = z.object({
  taskId: z.uuid(),
  kind: importKindSchema,
  fileName: z.string(),
  /** importing | completed | failed. */
  state: z.enum(['importing', 'completed', 'failed']),
  process: z.number().int(),
  totalRows: z.number().int(),
  okRows: z.number().int(),
  errorRows: z.number().int(),
  /** Lines in the whole error list; `errors` is the page asked for, in row order. */
  errorTotal: z.number().int(),
  errors: z.array(importRowErrorSchema),
  skipped: z.array(z.object({ row: z.number().int(), message: z.string() })),
  /** Why the whole import failed, in the reader's language; null on success. */
  reason: z.string().nullable(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/** An export names at least 5 fields. */
export const exportFieldsSchema = (fields: readonly [string, ...string[]]) =>
  z.array(z.enum(fields)).min(5, 'masterdata:rule.exportFields');
