import { inflateSync } from 'node:zlib';

/**
 * The text a PDF draws, good enough to find a number on a label: every Flate stream is inflated and its
 * hex strings (how pdf-lib writes standard-font text) are decoded next to the plain bytes.
 */
export function pdfText(pdf: Buffer): string {
  const out: string[] = [];
  const raw = pdf.toString('latin1');
  const streams = /stream\r?\n/g;
  for (let match = streams.exec(raw); match; match = streams.exec(raw)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    try {
      out.push(inflateSync(pdf.subarray(start, end)).toString('latin1'));
    } catch {
      // Not a Flate stream (an image in another filter): nothing to read.
    }
  }
  const text = out.join('\n');
  const hex = [...text.matchAll(/<([0-9A-Fa-f\s]+)>/g)].map((m) =>
    Buffer.from(m[1]!.replace(/\s/g, ''), 'hex').toString('latin1'),
  );
  return `${text}\n${hex.join('\n')}`;
}
