/** Test helpers of the Excel suites: build a workbook, upload it, run the task, read the result. */
import {
  type Endpoint,
  type EndpointInput,
  IMPORT_COLUMNS,
  type ImportKind,
  importEndpoints,
} from '@wms/api';
import { type Locale, translate } from '@wms/i18n/messages';
import ExcelJS from 'exceljs';
import type { Api } from './masterdata-fixtures.ts';
import type { TestEnv } from './test-env.ts';

/** A workbook whose header is the kind's column labels in `locale` (required ones starred), then `rows`. */
export async function workbookOf(
  kind: ImportKind,
  locale: Locale,
  rows: Record<string, unknown>[],
): Promise<string> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('data');
  const columns = IMPORT_COLUMNS[kind];
  sheet.addRow(columns.map((c) => `${c.required ? '*' : ''}${translate(locale, `imports:col.${c.key}`)}`));
  for (const row of rows) sheet.addRow(columns.map((c) => row[c.key] ?? null));
  return Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
}

export async function rawWorkbook(header: string[], rows: unknown[][]): Promise<string> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('data');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
}

/** Uploads through `endpoint`, runs the queued task, and returns the result in `locale`. */
export async function runImport<E extends Endpoint>(
  env: TestEnv,
  api: Api,
  endpoint: E,
  input: EndpointInput<E>,
  locale: Locale = 'en',
) {
  const { taskId } = (await api.ok(endpoint, input, locale)) as { taskId: string };
  await env.app.deps.jobs.drain();
  const result = await api.ok(importEndpoints.getResult, { taskId }, locale);
  // A task the drain did not finish would read as an import without errors: say so instead.
  if (result.state === 'importing') throw new Error(`Import task not finished: ${JSON.stringify(result)}`);
  return result;
}
