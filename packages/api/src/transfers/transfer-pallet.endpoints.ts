import { z } from 'zod';
import { defineEndpoint } from '../core/define-endpoint.ts';
import { gs1CompanyPrefixSchema, printDpiSchema, zplLabelsSchema } from '../printing/print.schema.ts';
import { transferDetailSchema } from './transfer.schema.ts';
import { savePalletInfoSchema } from './transfer-pda.schema.ts';

const BASE = '/api/v1/WMS/TransShip';
export const transferPalletSchema = z.object({
  id: z.uuid(),
  seq: z.number().int(),
  palletCode: z.string(),
  cartons: z.number().int(),
  weight: z.number(),
});
export type TransferPallet = z.infer<typeof transferPalletSchema>;

/** Transfer orders whose pallets are printed together, in the order asked. */
export const transferPalletLabelsInput = z.object({ ids: z.array(z.uuid()).min(1).max(100) });

/** Palletising (the PDA's SavePalletInfo), the pallet codes of an order, its bill of lading and pallet labels. */
export const transferPalletEndpoints = {
  savePalletInfo: defineEndpoint({
    method: 'POST',
    path: `${BASE}/SavePalletInfo`,
    summary: 'Record the pallets built for a picked transfer order (a palletizing pallet code each)',
    input: savePalletInfoSchema,
    output: transferDetailSchema,
    access: { functionPoint: 'transship:pallet:save' },
    notifySuccess: true,
  }),
  getPalletBarCodeList: defineEndpoint({
    method: 'POST',
    path: `${BASE}/GetPalletBarCodeList`,
    summary: 'The pallet codes of a transfer order',
    input: z.object({ id: z.uuid() }),
    output: z.array(transferPalletSchema),
    access: 'session',
    mutates: false,
  }),
  getPalletBarCodeDetailList: defineEndpoint({
    method: 'POST',
    path: `${BASE}/GetPalletBarCodeDetailList`,
    summary: 'The pallets of transfer orders with their cartons and weights',
    input: z.object({ ids: z.array(z.uuid()).min(1).max(100) }),
    output: z.array(transferPalletSchema.extend({ transID: z.string() })),
    access: 'session',
    mutates: false,
  }),
  createBolPdf: defineEndpoint({
    method: 'POST',
    path: `${BASE}/CreateBolPDF`,
    summary: 'The bill of lading of a palletised transfer order: its pallets, cartons and weights (PDF)',
    input: z.object({ id: z.uuid() }),
    output: z.object({ fileId: z.uuid(), name: z.string(), url: z.string() }),
    access: 'session',
    mutates: false,
  }),
  printPalletLabels: defineEndpoint({
    method: 'POST',
    path: `${BASE}/PrintPalletLabels`,
    summary: 'The pallet labels of whole transfer orders, one 4x6 page per pallet (PDF)',
    input: transferPalletLabelsInput,
    output: z.object({ fileName: z.string(), url: z.string() }),
    access: 'session',
    mutates: false,
  }),
  printPalletLabelsZpl: defineEndpoint({
    method: 'POST',
    path: `${BASE}/PrintPalletLabelsZpl`,
    summary:
      'The pallet labels of whole transfer orders as ZPL: GS1-128 of the SSCC, Code 128 of the pallet code, the order and its counts',
    input: transferPalletLabelsInput.extend({ dpi: printDpiSchema, companyPrefix: gs1CompanyPrefixSchema }),
    output: zplLabelsSchema,
    access: 'session',
    mutates: false,
  }),
};
