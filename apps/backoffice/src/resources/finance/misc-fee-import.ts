import { IMPORT_MAX_BYTES, miscFeeEndpoints, VOUCHER_EXTENSIONS } from '@wms/api';
import { filesToUpload, type ImportDefinition, importTemplates, workbookImport } from '@wms/ui';

/**
 * The miscellaneous-fee import: the fee workbook (the server refuses more than 400 rows whole) and the
 * voucher files its certificate column names, matched by file name on the server.
 */
export const miscFeeImport: ImportDefinition = {
  types: [
    { value: 'incidental', label: 'imports:kind.incidental', templates: importTemplates('incidental') },
  ],
  accept: ['.xlsx', '.xls'],
  maxBytes: IMPORT_MAX_BYTES,
  attachments: {
    label: 'finance:import.vouchers',
    hint: 'finance:import.vouchersHint',
    accept: VOUCHER_EXTENSIONS.map((ext) => `.${ext}`),
    types: ['incidental'],
  },
  async run(upload, api) {
    const vouchers = await filesToUpload(upload.attachments);
    return workbookImport(miscFeeEndpoints.import, { vouchers })(upload, api);
  },
};
