import type { Readable } from 'node:stream';
import type { ImportColumn } from '@wms/api';
import { LOCALES, translate } from '@wms/i18n/messages';
import type ExcelJS from 'exceljs';
import { type Cell, normalizeCell } from './cells.ts';
import { pacer } from './importer.ts';

export interface SheetRow {
  /** Row number as Excel shows it. */
  row: number;
  values: Record<string, Cell>;
}

export interface SheetContent {
  rows: SheetRow[];
  /** Required columns the header lacks. */
  missing: string[];
}

/** A header cell matches a column by its key or its label in either language, with or without `*`. */
function headerIndex(columns: readonly ImportColumn[]) {
  const byText = new Map<string, string>();
  for (const column of columns) {
    byText.set(column.key.toLowerCase(), column.key);
    for (const locale of LOCALES)
      byText.set(translate(locale, `imports:col.${column.key}`).toLowerCase(), column.key);
  }
  return (text: string) => byText.get(text.replace(/^\*/, '').trim().toLowerCase());
}

/**
 * Streams the first worksheet of an xlsx: row 1 is the header, every non-empty row after it is data.
 * Only the cells of known columns are kept, so memory grows with the data, not the sheet's styling.
 */
export async function readSheet(stream: Readable, columns: readonly ImportColumn[]): Promise<SheetContent> {
  const { default: exceljs } = await import('exceljs');
  const reader = new exceljs.stream.xlsx.WorkbookReader(stream, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'emit',
  });
  const find = headerIndex(columns);
  const keyAt = new Map<number, string>();
  const rows: SheetRow[] = [];
  let sawHeader = false;
  const pace = pacer();
  for await (const sheet of reader) {
    for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
      const cells = row.values as unknown[];
      if (!sawHeader) {
        sawHeader = true;
        cells.forEach((cell, index) => {
          const key = find(String(normalizeCell(cell) ?? ''));
          if (key && ![...keyAt.values()].includes(key)) keyAt.set(index, key);
        });
        continue;
      }
      const values: Record<string, Cell> = {};
      let empty = true;
      for (const [index, key] of keyAt) {
        const value = normalizeCell(cells[index]);
        values[key] = value;
        if (value !== null) empty = false;
      }
      if (!empty) rows.push({ row: row.number, values });
      // exceljs hands rows on through promises, which need not let timers or I/O in.
      await pace();
    }
    break;
  }
  stream.destroy();
  const present = new Set(keyAt.values());
  const missing = columns.filter((c) => c.required && !present.has(c.key)).map((c) => c.key);
  return { rows, missing };
}
