import { defineEndpoint } from '../core/define-endpoint.ts';
import {
  fileLinkSchema,
  importResultQuery,
  importResultSchema,
  taskRefSchema,
  templateQuery,
} from './import.schema.ts';

const base = '/api/v1/Base/Import';

/** The Excel engine's shared calls; each area has its own upload and export call with its function point. */
export const importEndpoints = {
  getTemplate: defineEndpoint({
    method: 'POST',
    path: `${base}/GetTemplate`,
    summary: 'Download the import template of a kind, in Chinese or English',
    input: templateQuery,
    output: fileLinkSchema,
    access: 'session',
    mutates: false,
  }),
  getResult: defineEndpoint({
    method: 'POST',
    path: `${base}/GetResult`,
    summary:
      'Result of an import task: rows ok, one page of the rows in error (row, column, message), rows skipped',
    input: importResultQuery,
    output: importResultSchema,
    access: 'session',
    mutates: false,
  }),
  getErrorFile: defineEndpoint({
    method: 'POST',
    path: `${base}/GetErrorFile`,
    summary:
      'Every row in error of a failed import as a workbook (row, column, reason), in the reader’s language',
    input: taskRefSchema,
    output: fileLinkSchema,
    access: 'session',
    mutates: false,
  }),
};
