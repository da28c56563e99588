import { LOCALES, type Locale, translate } from '@wms/i18n/messages';
import { z } from 'zod';

export type Cell = string | number | boolean | Date | null;

/** Flattens what exceljs gives for a cell (rich text, hyperlinks, formulas, errors) to a plain value. */
export function normalizeCell(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  if (typeof value === 'object') {
    const v = value as { richText?: { text: string }[]; text?: unknown; result?: unknown; error?: unknown };
    if (v.richText) return normalizeCell(v.richText.map((part) => part.text).join(''));
    if ('result' in v) return normalizeCell(v.result);
    if ('text' in v) return normalizeCell(v.text);
    if ('error' in v) return null;
  }
  return normalizeCell(String(value));
}

const blank = (v: unknown) => v === null || v === undefined || v === '';

/**
 * The reader gives a blank cell as null, and zod's `.optional()` lets only undefined through, so
 * `cellText(x).optional()` refused an empty optional cell: a cell's `.optional()` also takes a blank.
 */
function blankIsOptional<S extends z.ZodType>(cell: S): S {
  const optional = cell.optional.bind(cell);
  cell.optional = (() =>
    z.preprocess((v) => (blank(v) ? undefined : v), optional())) as unknown as () => z.ZodOptional<S>;
  return cell;
}

/** A text cell: numbers typed into a text column (SKU 12345) become their digits. */
export const cellText = <T extends z.ZodType>(schema: T) =>
  blankIsOptional(
    z.preprocess(
      (v) => (blank(v) ? undefined : v instanceof Date ? v.toISOString() : String(v).trim()),
      schema,
    ),
  );

/** A number cell: numeric text is accepted; anything else fails the schema's own number rule. */
export const cellNumber = <T extends z.ZodType>(schema: T) =>
  blankIsOptional(
    z.preprocess(
      (v) => (blank(v) ? undefined : typeof v === 'number' ? v : Number(String(v).trim())),
      schema,
    ),
  );

function enumLookup(values: readonly string[], labelPrefix: string) {
  const byText = new Map<string, string>();
  for (const value of values) {
    byText.set(value.toLowerCase(), value);
    for (const locale of LOCALES)
      byText.set(translate(locale, `masterdata:${labelPrefix}.${value}`).toLowerCase(), value);
  }
  return (v: unknown) =>
    blank(v) ? undefined : (byText.get(String(v).trim().toLowerCase()) ?? String(v).trim());
}

/**
 * An enumeration cell: the value may be written as its key (`shelf`) or its label in either language
 * (`Shelf`, `货架位`), as the template's notes list them.
 */
export function cellEnum<T extends readonly [string, ...string[]]>(values: T, labelPrefix: string) {
  return z.preprocess(enumLookup(values, labelPrefix), z.enum(values, { message: 'imports:row.enumValue' }));
}

/** An enumeration cell that may be left empty. */
export function cellEnumOptional<T extends readonly [string, ...string[]]>(values: T, labelPrefix: string) {
  return z.preprocess(
    enumLookup(values, labelPrefix),
    z.enum(values, { message: 'imports:row.enumValue' }).optional(),
  );
}

/** Labels of an enumeration in one language, for the template notes. */
export function enumLabels(locale: Locale, values: readonly string[], labelPrefix: string): string {
  return values.map((v) => translate(locale, `masterdata:${labelPrefix}.${v}`)).join(' / ');
}
