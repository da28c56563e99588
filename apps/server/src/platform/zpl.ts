/**
 * ZPL II building blocks for label printers, in millimetres so one template prints at 203 and 300 dpi.
 * Every label is UTF-8 (`^CI28`); text that is not plain ASCII is printed with the printer font named in
 * docs/decisions.md ("Chinese on ZPL labels"), aliased to the letter Z.
 */
import type { PrintDpi } from '@wms/api';

export type Dpi = PrintDpi;

/** The Zebra Simplified Chinese font, stored on the printer's E: drive once. */
export const CHINESE_FONT = 'E:ANMDS.TTF';

export interface ZplPage {
  dpi: Dpi;
  widthMm: number;
  heightMm: number;
}

export const MM_PER_IN = 25.4;
export const dots = (page: ZplPage, mm: number) => Math.round((mm * page.dpi) / MM_PER_IN);

/** Field data goes through `^FH_`: the three characters ZPL would read as commands are sent as hex. */
export const fieldData = (text: string) =>
  text.replace(/[_^~]/g, (c) => `_${c.charCodeAt(0).toString(16).toUpperCase()}`);

const isAscii = (text: string) => /^[\x20-\x7e]*$/.test(text);

/** One label: size, UTF-8, the Chinese font alias, then the fields. */
export function zplLabel(page: ZplPage, fields: string[]): string {
  return [
    '^XA',
    '^CI28',
    `^CWZ,${CHINESE_FONT}`,
    `^PW${dots(page, page.widthMm)}`,
    `^LL${dots(page, page.heightMm)}`,
    '^LH0,0',
    ...fields,
    '^XZ',
  ].join('\n');
}

/** A line of text at (x, y) mm, `size` mm high, cut to `maxChars`. */
export function zplText(page: ZplPage, x: number, y: number, size: number, text: string, maxChars = 48) {
  const value = text.trim().slice(0, maxChars);
  const h = dots(page, size);
  const font = isAscii(value) ? '0' : 'Z';
  return `^FO${dots(page, x)},${dots(page, y)}^A${font}N,${h},${h}^FH_^FD${fieldData(value)}^FS`;
}

/** A filled box or rule: width and height in mm, line thickness in mm. */
export function zplBox(page: ZplPage, x: number, y: number, w: number, h: number, thickness = 0.3) {
  return `^FO${dots(page, x)},${dots(page, y)}^GB${dots(page, w)},${dots(page, h)},${Math.max(1, dots(page, thickness))}^FS`;
}

/**
 * The widest module (bar unit, in dots) that keeps a Code 128 of `chars` characters inside `widthMm`:
 * 11 modules a character plus start, check and stop, and the quiet zones.
 */
function moduleWidth(page: ZplPage, widthMm: number, chars: number) {
  const modules = 11 * (chars + 3) + 2 + 20;
  return Math.max(1, Math.min(4, Math.floor(dots(page, widthMm) / modules)));
}

/** Code 128 in automatic mode (the default barcode type), no human-readable line (templates print it). */
export function zplCode128(page: ZplPage, x: number, y: number, w: number, h: number, data: string) {
  const module = moduleWidth(page, w, data.length);
  return `^BY${module},3^FO${dots(page, x)},${dots(page, y)}^BCN,${dots(page, h)},N,N,N,A^FH_^FD${fieldData(data)}^FS`;
}

/** GS1-128 of application identifiers written `(00)…`; the printer adds FNC1 (`^BC` mode D). */
export function zplGs1_128(page: ZplPage, x: number, y: number, w: number, h: number, data: string) {
  const module = moduleWidth(page, w, Math.ceil(data.replace(/[()]/g, '').length / 2) + 2);
  return `^BY${module},3^FO${dots(page, x)},${dots(page, y)}^BCN,${dots(page, h)},N,N,N,D^FD${data}^FS`;
}

/** The GS1 mod-10 check digit of a digit string (weights 3 and 1 from the right). */
export function gs1CheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const d = Number(digits[digits.length - 1 - i]);
    sum += i % 2 === 0 ? d * 3 : d;
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * An 18-digit SSCC: extension digit, GS1 company prefix (7–10 digits), serial reference filling the rest,
 * check digit. The serial reference is the pallet code's number, so one pallet code keeps one SSCC.
 */
export function sscc(companyPrefix: string, serial: number, extension = 0): string {
  const width = 16 - companyPrefix.length;
  const reference = String(serial % 10 ** width).padStart(width, '0');
  const body = `${extension}${companyPrefix}${reference}`;
  return `${body}${gs1CheckDigit(body)}`;
}

/**
 * The SSCC of a pallet code (pallet-code and transfer pallet labels alike): its digits are the serial
 * reference under the tenant's GS1 company prefix, so one pallet code always keeps one SSCC.
 */
export const palletSscc = (palletCode: string, companyPrefix: string) =>
  sscc(companyPrefix, Number(palletCode.replace(/\D/g, '') || 0));
