import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readSheet } from './sheet-reader.ts';

async function xlsx(rows: unknown[][]): Promise<Readable> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('data');
  for (const row of rows) sheet.addRow(row);
  return Readable.from([Buffer.from(await book.xlsx.writeBuffer())]);
}

describe('sheet reader', () => {
  it('keeps Chinese text whole however the stream is chunked (patched exceljs UTF-8 decoding)', async () => {
    const names = Array.from({ length: 10_000 }, (_, i) => `产品${i}号`);
    const sheet = await readSheet(await xlsx([['*中文名称'], ...names.map((n) => [n])]), [
      { key: 'nameCn', required: true },
    ]);
    expect(sheet.rows.map((r) => r.values.nameCn)).toEqual(names);
  });

  it('matches headers in either language, skips empty rows and reports missing required columns', async () => {
    const sheet = await readSheet(
      await xlsx([
        ['SKU', '备注', 'unknown'],
        ['ABC-001', 'x', 1],
        [null, null, 2],
        [12345, { richText: [{ text: 'rich ' }, { text: 'text' }] }, 3],
      ]),
      [
        { key: 'productNo', required: true },
        { key: 'remark', required: false },
        { key: 'customerCode', required: true },
      ],
    );
    expect(sheet.missing).toEqual(['customerCode']);
    expect(sheet.rows).toEqual([
      { row: 2, values: { productNo: 'ABC-001', remark: 'x' } },
      { row: 4, values: { productNo: 12345, remark: 'rich text' } },
    ]);
  });

  it('is handed every zip entry however slowly it reads one (patched unzipper: no early end)', async () => {
    // The zip reader and the entry iteration exceljs's stream reader uses, from where exceljs finds them.
    const fromExcel = createRequire(createRequire(import.meta.url).resolve('exceljs'));
    const unzip = fromExcel('unzipper') as { Parse(o: { forceStream: boolean }): NodeJS.ReadWriteStream };
    const iterateStream = fromExcel('./lib/utils/iterate-stream.js') as (
      s: NodeJS.ReadableStream,
    ) => AsyncIterable<{ path: string; autodrain(): void }>;
    const content = Buffer.from(await new ExcelJS.Workbook().xlsx.writeBuffer());
    /** The entries' paths, reading the second one for `delay` ms (exceljs copies a worksheet that comes
     * before the shared strings to a temp file first). */
    async function entries(delay: number) {
      const seen: string[] = [];
      const zip = Readable.from([content]).pipe(unzip.Parse({ forceStream: true }));
      for await (const entry of iterateStream(zip)) {
        seen.push(entry.path);
        if (seen.length === 2 && delay >= 0) await new Promise((resolve) => setTimeout(resolve, delay));
        entry.autodrain();
      }
      return seen;
    }
    const all = await entries(-1);
    expect(all.at(-1)).toBe('xl/workbook.xml');
    for (let delay = 0; delay < 30; delay++) expect(await entries(delay % 7)).toEqual(all);
  });
});
