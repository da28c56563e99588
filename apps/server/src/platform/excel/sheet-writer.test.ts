import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { columnName, writeSheet } from './sheet-writer.ts';

async function* batchesOf(rows: unknown[][], size: number) {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}

async function written(header: string[], rows: unknown[][], size: number) {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const count = await writeSheet(stream, '库存', header, batchesOf(rows, size));
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.concat(chunks) as never);
  const sheet = book.worksheets[0]!;
  const values: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    values.push(Array.from({ length: header.length }, (_, i) => row.getCell(i + 1).value ?? null));
  });
  return { count, name: sheet.name, values };
}

describe('sheet writer', () => {
  it('names columns as spreadsheets do', () => {
    expect([0, 25, 26, 51, 52, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'AZ', 'BA', 'ZZ', 'AAA']);
  });

  it('writes what exceljs reads back: text with XML characters and spaces, numbers, blanks, booleans', async () => {
    const rows: unknown[][] = [
      ['A&B <c> "d"', 12.5, null, true],
      ['  两端空格 ', 0, '', false],
      ['bad\u0001char', -3, undefined, 'x'],
    ];
    const { count, name, values } = await written(['名称', 'Qty', 'Empty', 'Flag'], rows, 2);
    expect(count).toBe(3);
    expect(name).toBe('库存');
    expect(values).toEqual([
      ['名称', 'Qty', 'Empty', 'Flag'],
      ['A&B <c> "d"', 12.5, null, true],
      ['  两端空格 ', 0, null, false],
      ['badchar', -3, null, 'x'],
    ]);
  });

  it('keeps every row of many batches in order', async () => {
    const rows = Array.from({ length: 2500 }, (_, i) => [`SKU-${i}`, i]);
    const { count, values } = await written(['SKU', 'n'], rows, 1000);
    expect(count).toBe(2500);
    expect(values.slice(1)).toEqual(rows);
  });
});
