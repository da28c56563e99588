/** Test helpers that read what a PDF holds without a PDF text extractor. */
import { inflateSync } from 'node:zlib';

/** The file and its inflated streams as Latin-1 text, to match font names, ToUnicode maps and text. */
export function pdfContent(bytes: Buffer) {
  const raw = bytes.toString('latin1');
  const streams = [...raw.matchAll(/stream\r?\n/g)].map((m) => {
    const start = (m.index ?? 0) + m[0].length;
    try {
      return inflateSync(bytes.subarray(start, raw.indexOf('endstream', start))).toString('latin1');
    } catch {
      return '';
    }
  });
  const unicode = streams.find((s) => s.includes('beginbfchar') || s.includes('beginbfrange')) ?? '';
  return {
    all: `${raw}\n${streams.join('\n')}`,
    streams: streams.join('\n'),
    /** Whether the CJK font is embedded (subsetted: its name has a tag prefix). */
    hasCjkFont: /\/BaseFont \/[A-Z]*\+?NotoSansSC/.test(`${raw}\n${streams.join('\n')}`),
    /** Whether the embedded font's ToUnicode map names every character of `text`. */
    mapsAll: (text: string) =>
      [...text].every((c) =>
        unicode.toUpperCase().includes(c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')),
      ),
  };
}
