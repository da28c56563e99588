import { IMPORT_MAX_BYTES, transferImportEndpoints } from '@wms/api';
import { filesToUpload, type ImportDefinition, importTemplates, workbookImport } from '@wms/ui';

const ORDER_KINDS = ['freight', 'trucking'] as const;

const productLines = {
  value: 'transportProduct',
  label: 'imports:kind.transportProduct',
  templates: importTemplates('transportProduct'),
} as const;

/**
 * Transfer-order imports: freight and trucking orders with the stock-preparation files and BOLs their rows
 * name (sent with the workbook), and the product lines of open orders. The transport list offers only the
 * product lines: its orders are made on the add page.
 */
export const transferImports = (ordersToo: boolean): ImportDefinition => ({
  types: [
    ...(ordersToo
      ? ORDER_KINDS.map((kind) => ({
          value: kind,
          label: `imports:kind.${kind}` as const,
          templates: importTemplates(kind),
        }))
      : []),
    productLines,
  ],
  accept: ['.xlsx'],
  maxBytes: IMPORT_MAX_BYTES,
  attachments: {
    label: 'transfer:import.documents',
    accept: ['.pdf', '.xlsx', '.xls', '.csv', '.png', '.jpg', '.jpeg'],
    types: ORDER_KINDS,
  },
  async run(upload, api) {
    if (upload.type === productLines.value)
      return workbookImport(transferImportEndpoints.importProducts, {})(upload, api);
    const documents = await filesToUpload(upload.attachments);
    return workbookImport(transferImportEndpoints.import, { documents })(upload, api);
  },
});
