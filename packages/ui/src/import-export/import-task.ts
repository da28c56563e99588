import {
  type ApiClient,
  type Endpoint,
  type EndpointInput,
  type ImportKind,
  type ImportResult,
  importEndpoints,
} from '@wms/api';
import type { ImportDefinition, ImportOutcome, ImportRowError, TemplateLinks } from './import-dialog.tsx';

/** A file's bytes in base64, the form an upload call carries (docs/decisions.md: JSON uploads). */
export async function fileToBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/** Files sent with a workbook (the documents its rows name), as the upload calls carry them. */
export async function filesToUpload(files: readonly File[]) {
  const out: { fileName: string; content: string }[] = [];
  for (const file of files) out.push({ fileName: file.name, content: await fileToBase64(file) });
  return out;
}

/** Polls an import task until it leaves `importing` (imports run as tasks). */
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

/** Where the whole error list of a finished import is: its count and its workbook, made on request. */
export function importErrorList(result: ImportResult): Pick<ImportOutcome, 'errorTotal' | 'errorFile'> {
  if (!result.errorTotal) return {};
  return {
    errorTotal: result.errorTotal,
    errorFile: async (api) => (await api.call(importEndpoints.getErrorFile, { taskId: result.taskId })).url,
  };
}

/** Uploads a workbook through an area's import call and waits for its task to finish. */
export async function runImportTask(
  api: ApiClient,
  file: File,
  start: (upload: { fileName: string; content: string }) => Promise<{ taskId: string }>,
): Promise<ImportResult> {
  const { taskId } = await start({ fileName: file.name, content: await fileToBase64(file) });
  return waitForImport(api, taskId);
}

/** The zh and en templates of an import kind, built by the server on request. */
export function importTemplates(kind: ImportKind): TemplateLinks {
  return async (locale, api) => (await api.call(importEndpoints.getTemplate, { kind, locale })).url;
}

/**
 * The `run` of a resource's workbook import: uploads the file through `endpoint` with the chosen kind and
 * `extra` fields (e.g. the warehouse), waits for the task and lists the rows in error (and the error page).
 */
export function workbookImport<E extends Endpoint>(
  endpoint: E,
  extra: Omit<EndpointInput<E>, 'fileName' | 'content' | 'kind'>,
  options: { errorPage?: (result: ImportResult) => string } = {},
): ImportDefinition['run'] {
  return async ({ type, file }, api) => {
    const result = await runImportTask(
      api,
      file,
      async (upload) =>
        (await api.call(endpoint, { ...extra, ...upload, kind: type } as EndpointInput<E>)) as {
          taskId: string;
        },
    );
    return {
      errors: importRowErrors(result),
      errorPage: options.errorPage?.(result),
      ...importErrorList(result),
    };
  };
}
