import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfContent } from '../../testing/pdf-content.ts';
import { flowingPages, pdfDocument } from './pdf-document.ts';

async function sheet(rows: string[]) {
  const { pdf, text } = await pdfDocument('Sheet', rows);
  const pages = flowingPages(pdf, text);
  for (const row of rows) pages.row([row, 12, null], [40, 300, 400]);
  return Buffer.from(await pdf.save());
}

describe('PDF documents', () => {
  it('draw Chinese names in the embedded CJK font, subsetted, and flow onto new pages', async () => {
    const rows = Array.from({ length: 60 }, (_, i) => `洛杉矶一号仓 Ontario ${i}`);
    const bytes = await sheet(rows);
    const content = pdfContent(bytes);
    expect(content.hasCjkFont).toBe(true);
    expect(content.mapsAll('洛杉矶一号仓')).toBe(true);
    expect(bytes.length).toBeLessThan(150_000);
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(2);
  });

  it('embed no CJK font when every text is Latin-1', async () => {
    const bytes = await sheet(['Ontario Café', 'Ship to: FBA ONT8']);
    const content = pdfContent(bytes);
    expect(content.hasCjkFont).toBe(false);
    // Helvetica text is written as hex strings.
    expect(content.streams.toUpperCase()).toContain(Buffer.from('Ontario Caf').toString('hex').toUpperCase());
  });
});
