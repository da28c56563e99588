import { type ApiClient, type ImportResult, importEndpoints } from '@wms/api';
import type { ImportRowError } from './import-dialog.tsx';

/** A file's bytes in base64, the form an upload call carries (docs/decisions.md: JSON uploads). */
export async function fileToBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/** Polls an import task until it leaves `importing` (spec §4: imports run as tasks). */
export async function waitForImport(api: ApiClient, taskId: string, intervalMs = 500): Promise<ImportResult> {
  for (;;) {
    const result = await api.call(importEndpoints.getResult, { taskId });
    if (result.state !== 'importing') return result;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** The rows of a finished import as the import dialog lists them: one line per cell in error. */
export function importRowErrors(result: ImportResult): ImportRowError[] {
  const errors = result.errors.map((e) => ({ row: e.row, message: `${e.columnLabel}: ${e.message}` }));
  if (!errors.length && result.reason) errors.push({ row: 0, message: result.reason });
  return errors;
}
