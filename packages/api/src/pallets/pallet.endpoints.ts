import { z } from 'zod';
import { defineEndpoint } from '../core/define-endpoint.ts';
import { gs1CompanyPrefixSchema, printDpiSchema, zplLabelsSchema } from '../printing/print.schema.ts';
import {
  PALLET_GENERATE_MAX,
  palletDetailSchema,
  palletGenerateInput,
  palletGenerateOutput,
  palletListQuery,
  palletListSchema,
  palletRowSchema,
} from './pallet.schema.ts';

const base = '/api/v1/WMS/PalletCode';

/** Back-office pallet codes: generate them, and a pallet with its detail. */
export const palletCodeEndpoints = {
  generate: defineEndpoint({
    method: 'POST',
    path: `${base}/Generate`,
    summary: 'Generate a print run of pallet codes from the tenant counter',
    input: palletGenerateInput,
    output: palletGenerateOutput,
    access: { functionPoint: 'pallet:code:generate' },
    notifySuccess: true,
  }),
  getPageList: defineEndpoint({
    method: 'POST',
    path: `${base}/GetPageList`,
    summary: 'Pallet codes, newest first',
    input: palletListQuery,
    output: palletListSchema,
    access: { functionPoint: 'pallet:code:view' },
    mutates: false,
  }),
  getDetail: defineEndpoint({
    method: 'GET',
    path: `${base}/GetDetail`,
    summary: 'A pallet code with its lines',
    input: z.object({ id: z.uuid() }),
    output: palletDetailSchema,
    access: { functionPoint: 'pallet:code:view' },
  }),
  print: defineEndpoint({
    method: 'POST',
    path: `${base}/Print`,
    summary: "Pallet labels as a PDF in each code's print size (Code 128); with lines, the print-pick sheet",
    input: z.object({
      ids: z.array(z.uuid()).min(1).max(PALLET_GENERATE_MAX),
      withLines: z.boolean().default(false),
    }),
    output: z.object({ fileName: z.string(), url: z.string() }),
    access: { functionPoint: 'pallet:code:view' },
  }),
  printZpl: defineEndpoint({
    method: 'POST',
    path: `${base}/PrintZpl`,
    summary: 'Pallet labels as ZPL for a label printer: GS1-128 of the SSCC and Code 128 of the pallet code',
    input: z.object({
      ids: z.array(z.uuid()).min(1).max(PALLET_GENERATE_MAX),
      withLines: z.boolean().default(false),
      dpi: printDpiSchema,
      companyPrefix: gs1CompanyPrefixSchema,
    }),
    output: zplLabelsSchema,
    access: { functionPoint: 'pallet:code:view' },
    mutates: false,
  }),
  close: defineEndpoint({
    method: 'POST',
    path: `${base}/Close`,
    summary: 'Finish a pallet: no scan can change it afterwards',
    input: z.object({ id: z.uuid() }),
    output: palletRowSchema,
    access: { functionPoint: 'pallet:code:close' },
    notifySuccess: true,
  }),
};
