import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';

/**
 * Streams one worksheet: the header, then each batch of rows as it comes, committed row by row so the
 * workbook never sits in memory whole. No shared strings or styles: they would have to be held.
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
  sheet.addRow(header).commit();
  let written = 0;
  for await (const batch of batches) {
    for (const values of batch) sheet.addRow(values).commit();
    written += batch.length;
  }
  sheet.commit();
  await workbook.commit();
  await finished(stream);
  return written;
}
