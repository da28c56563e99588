import { defineEndpoint } from '../core/define-endpoint.ts';
import { taskRefSchema } from '../imports/import.schema.ts';
import { transferImportInput, transferProductImportInput } from './transfer-import.schema.ts';

const BASE = '/api/v1/WMS/TransShip';

/** Workbook imports of transfer orders; each queues an import task of the download center. */
export const transferImportEndpoints = {
  import: defineEndpoint({
    method: 'POST',
    path: `${BASE}/Import`,
    summary:
      'Create freight or trucking orders from a workbook (kinds freight, trucking) with the documents its rows name',
    input: transferImportInput,
    output: taskRefSchema,
    access: { functionPoint: 'transship:order:create' },
  }),
  importProducts: defineEndpoint({
    method: 'POST',
    path: `${BASE}/ImportProduct`,
    summary: 'Replace the product lines of transfer orders from a workbook (kind transportProduct)',
    input: transferProductImportInput,
    output: taskRefSchema,
    access: { functionPoint: 'transship:order:update' },
  }),
};
