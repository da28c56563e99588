import {
  DIRECTIONS,
  IMPORT_COLUMNS,
  type ImportKind,
  LOCATION_TYPES,
  MATERIAL_TYPES,
  PRODUCT_TYPES,
  REMOTE_TYPES,
  TERRITORIES,
} from '@wms/api';
import { type Locale, translate } from '@wms/i18n/messages';
import { enumLabels } from './cells.ts';

/** Columns whose cells take one of a list of values, with the label prefix of `masterdata`. */
export const COLUMN_ENUMS: Record<string, { values: readonly string[]; prefix: string }> = {
  productType: { values: PRODUCT_TYPES, prefix: 'productType' },
  locationType: { values: LOCATION_TYPES, prefix: 'locationType' },
  direction: { values: DIRECTIONS, prefix: 'direction' },
  territory: { values: TERRITORIES, prefix: 'territory' },
  materialType: { values: MATERIAL_TYPES, prefix: 'materialType' },
  remoteType: { values: REMOTE_TYPES, prefix: 'remoteType' },
};

export const columnLabel = (locale: Locale, key: string) => translate(locale, `imports:col.${key}`);

export function templateFileName(kind: ImportKind, locale: Locale): string {
  return `${translate(locale, `imports:kind.${kind}`)}-${locale === 'zh-CN' ? '模板' : 'template'}.xlsx`;
}

/**
 * The import template of a kind in one language: a data sheet whose header marks required columns with
 * `*`, and a notes sheet listing each column and its allowed values.
 */
export async function templateBuffer(kind: ImportKind, locale: Locale): Promise<Buffer> {
  const columns = IMPORT_COLUMNS[kind];
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const data = workbook.addWorksheet(translate(locale, 'imports:sheet.data'));
  data.columns = columns.map((c) => ({
    header: `${c.required ? '*' : ''}${columnLabel(locale, c.key)}`,
    key: c.key,
    width: Math.max(12, columnLabel(locale, c.key).length * 2 + 4),
  }));
  data.getRow(1).font = { bold: true };
  data.views = [{ state: 'frozen', ySplit: 1 }];
  const notes = workbook.addWorksheet(translate(locale, 'imports:sheet.notes'));
  notes.addRow([translate(locale, 'imports:note.required')]);
  for (const c of columns) {
    const choice = COLUMN_ENUMS[c.key];
    notes.addRow([
      `${c.required ? '*' : ''}${columnLabel(locale, c.key)}`,
      choice
        ? translate(locale, 'imports:note.enum', { values: enumLabels(locale, choice.values, choice.prefix) })
        : '',
    ]);
  }
  notes.getColumn(1).width = 28;
  notes.getColumn(2).width = 80;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
