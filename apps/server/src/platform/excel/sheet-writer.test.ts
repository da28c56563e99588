import { randomBytes } from 'node:crypto';
import { PassThrough, Writable } from 'node:stream';
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

  it('stops reading batches while the file takes nothing in', async () => {
    // A disk that holds its first write until released. exceljs writes into the zip without looking at its
    // answer, so a writer that did not wait for the zip would read every batch and hold the sheet's XML.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const disk = new Writable({
      write(_chunk: Buffer, _encoding, done) {
        void held.then(() => done());
      },
    });
    let read = 0;
    async function* batches() {
      for (let b = 0; b < 100; b++) {
        read++;
        // Random text barely compresses: each batch is about 100 KB of zip.
        yield Array.from({ length: 500 }, () => [randomBytes(150).toString('base64'), b]);
      }
    }
    const writing = writeSheet(disk, 'held', ['text', 'batch'], batches());
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const readWhileHeld = read;
    release();
    expect(await writing).toBe(50_000);
    expect(read).toBe(100);
    // What the zip's and the file's stream buffers hold (archiver's are 1 MB), not the whole sheet.
    expect(readWhileHeld).toBeLessThan(50);
  });
});
