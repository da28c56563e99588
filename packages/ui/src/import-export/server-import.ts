import { type ApiClient, type Endpoint, type ImportResult, importEndpoints } from '@wms/api';
import type { ImportRowError } from './import-dialog.tsx';

/** The workbook as base64, the way every upload endpoint takes it (docs/decisions.md). */
export async function fileBase64(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/**
 * An `ImportDefinition.run` over an upload endpoint: uploads the file, waits for the import task and
 * returns the rows the server refused (spec §5: imports report per row).
 */
export async function importThrough(
  api: ApiClient,
  upload: Endpoint,
  input: { kind: string; file: File; warehouseId?: string },
  pollMs = 500,
): Promise<{ errors: ImportRowError[]; result: ImportResult }> {
  const content = await fileBase64(input.file);
  const { taskId } = (await api.call(upload, {
    kind: input.kind,
    fileName: input.file.name,
    content,
    warehouseId: input.warehouseId,
  } as never)) as { taskId: string };
  for (;;) {
    const result = await api.call(importEndpoints.getResult, { taskId });
    if (result.state !== 'importing')
      return { errors: result.errors.map(({ row, message }) => ({ row, message })), result };
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
