import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { PDFDocument, PDFFont, PDFPage } from 'pdf-lib';

/**
 * Noto Sans SC Regular (SIL Open Font License 1.1), a TrueType font with Chinese and Latin glyphs, from
 * the npm package `@expo-google-fonts/noto-sans-sc` that the install brings; never a system font.
 */
const CJK_FONT = '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf';
export const cjkFontPath = () => createRequire(import.meta.url).resolve(CJK_FONT);

/** Text the standard Helvetica (WinAnsi, about Latin-1) can draw. */
const LATIN_1 = /^[\x20-\x7E\xA0-\xFF]*$/;
const BEYOND_LATIN_1 = /[\u0100-\uffff]/;

export interface DrawAt {
  x: number;
  y: number;
  size?: number;
  bold?: boolean;
  /** At most this many characters. */
  max?: number;
  /** Red, green and blue from 0 to 1; black when left out. */
  color?: [number, number, number];
}

export interface PdfText {
  regular: PDFFont;
  bold: PDFFont;
  /** Draws a value in Helvetica when it can, else in the embedded CJK font (which has no bold). */
  draw(page: PDFPage, value: string | number | null | undefined, at: DrawAt): void;
  /** The width of a value as `draw` would draw it. */
  width(value: string, size: number, bold?: boolean): number;
}

/**
 * A new PDF with its fonts: Helvetica and Helvetica Bold, and the CJK font subsetted to the characters
 * the page uses (tens of kilobytes, not the font's 10 MB) when any text of `content` (the data the
 * document draws) is beyond Latin-1. Names and addresses in Chinese print as written, never as "?".
 */
export async function pdfDocument(
  title: string,
  content: unknown,
): Promise<{ pdf: PDFDocument; text: PdfText }> {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setCreator('WMS');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let cjk: PDFFont | undefined;
  if (BEYOND_LATIN_1.test(`${title}${JSON.stringify(content) ?? ''}`)) {
    const [{ default: fontkit }, bytes] = await Promise.all([
      import('@pdf-lib/fontkit'),
      readFile(cjkFontPath()),
    ]);
    pdf.registerFontkit(fontkit);
    cjk = await pdf.embedFont(bytes, { subset: true });
  }
  const fontFor = (text: string, strong?: boolean) =>
    LATIN_1.test(text) || !cjk ? (strong ? bold : regular) : cjk;
  // Without the CJK font (content said all was Latin-1), anything else is replaced rather than refused.
  const drawable = (text: string) => (cjk ? text : text.replace(/[^\x20-\x7E\xA0-\xFF]/g, '?'));
  const text: PdfText = {
    regular,
    bold,
    draw(page, value, { x, y, size = 10, bold: strong, max, color }) {
      const full = drawable(String(value ?? ''));
      const shown = max === undefined ? full : [...full].slice(0, max).join('');
      page.drawText(shown, {
        x,
        y,
        size,
        font: fontFor(shown, strong),
        ...(color ? { color: rgb(...color) } : {}),
      });
    },
    width(value, size, strong) {
      const shown = drawable(value);
      return fontFor(shown, strong).widthOfTextAtSize(shown, size);
    },
  };
  return { pdf, text };
}

/**
 * A cursor down pages of one size: `put` draws at the current line, `next` moves down a line and starts a
 * new page when this one is full.
 */
export function flowingPages(
  pdf: PDFDocument,
  text: PdfText,
  layout: { size?: [number, number]; margin?: number; top?: number } = {},
) {
  const size = layout.size ?? [612, 792];
  const margin = layout.margin ?? 40;
  const top = layout.top ?? size[1] - margin - 10;
  let page = pdf.addPage(size);
  let y = top;
  return {
    get page() {
      return page;
    },
    put(value: string | number | null | undefined, x: number, opts: Omit<DrawAt, 'x' | 'y'> = {}) {
      text.draw(page, value, { x, y, ...opts });
    },
    row(values: (string | number | null | undefined)[], columns: number[], bold = false) {
      for (const [i, value] of values.entries()) this.put(value, columns[i]!, { bold });
      this.next();
    },
    next(step = 14) {
      y -= step;
      if (y >= margin) return;
      this.newPage();
    },
    newPage() {
      page = pdf.addPage(size);
      y = top;
    },
  };
}
