import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';

/** Column letters of a row's cells: A…Z, AA…ZZ, … */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
// Characters XML 1.0 cannot carry at all: dropped, as exceljs drops them.
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters it removes
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

function cellXml(ref: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'number') return Number.isFinite(value) ? `<c r="${ref}"><v>${value}</v></c>` : '';
  if (typeof value === 'boolean') return `<c r="${ref}" t="b"><v>${value ? 1 : 0}</v></c>`;
  const text = String(value)
    .replace(NOT_XML, '')
    .replace(/[&<>"]/g, (c) => XML_ESCAPES[c]!);
  const space = /^\s|\s$/.test(text) ? ' xml:space="preserve"' : '';
  return `<c r="${ref}" t="inlineStr"><is><t${space}>${text}</t></is></c>`;
}

/** One row of the sheet as SpreadsheetML (`<row>` with inline strings), numbered from 1. */
export function rowXml(number: number, columns: readonly string[], values: readonly unknown[]): string {
  let cells = '';
  for (let i = 0; i < values.length; i++) cells += cellXml(`${columns[i]}${number}`, values[i]);
  return `<row r="${number}">${cells}</row>`;
}

/** The part of exceljs's streaming worksheet this file writes through (exceljs 4.4.0, pinned and patched). */
interface SheetStream {
  _write(xml: string): void;
  /** exceljs's buffer of the sheet's XML; `pipes` are the zip's entry streams it writes into. */
  stream: { pipes: ZipEntryStream[] };
}

/**
 * Waits until the zip has taken in what the sheet gave it. exceljs writes into the zip's entry stream
 * without looking at its answer, so rows made faster than they are compressed would pile up there: on a
 * 100 000-row bill, most of the sheet's XML (~40 MB) at once.
 */
async function zipped(sheet: SheetStream) {
  for (const pipe of sheet.stream.pipes) if (pipe._writableState.needDrain) await once(pipe, 'drain');
}

/** archiver's entry stream, a `readable-stream` 2 PassThrough (no `writableNeedDrain` getter). */
interface ZipEntryStream extends NodeJS.EventEmitter {
  _writableState: { needDrain: boolean };
}

/**
 * Streams one worksheet: the header, then each batch of rows as it comes, so the workbook never sits in
 * memory whole. No shared strings or styles: they would have to be held.
 *
 * exceljs makes the package (zip, workbook, content types) and the header row; the data rows' XML is
 * written here, straight into the worksheet's stream. exceljs's own rows build a Row, a Cell per value and
 * their models on the way to the same XML: about 10 KB of garbage a row, which on a 100 000-row export kept
 * V8's young generation at its largest and pushed the embedded server past its memory goal
 * (docs/decisions.md). `sheet-writer.test.ts` reads the result back with exceljs.
 */
export async function writeSheet(
  stream: Writable,
  sheetName: string,
  header: string[],
  batches: AsyncIterable<unknown[][]>,
): Promise<number> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName);
  // The header through exceljs, which also opens the sheet data; the rows go after it.
  sheet.addRow(header).commit();
  const out = sheet as unknown as SheetStream;
  let columns = header.map((_, i) => columnName(i));
  let written = 0;
  for await (const batch of batches) {
    let xml = '';
    for (let i = 0; i < batch.length; i++) {
      const values = batch[i]!;
      if (values.length > columns.length) columns = values.map((_, c) => columnName(c));
      xml += rowXml(written + i + 2, columns, values);
      // One write per 64 KB or so: few, but never one huge string.
      if (xml.length > 65_536) {
        out._write(xml);
        xml = '';
      }
    }
    if (xml) out._write(xml);
    written += batch.length;
    // Let the zip and the file stream take the batch before reading the next one: PGlite answers within
    // the same event-loop turn, so without this the compressed output would only move at the end.
    await new Promise((resolve) => setImmediate(resolve));
    await zipped(out);
  }
  sheet.commit();
  await workbook.commit();
  await finished(stream);
  return written;
}
