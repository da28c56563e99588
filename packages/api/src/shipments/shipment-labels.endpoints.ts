import { z } from 'zod';
import { defineEndpoint } from '../core/define-endpoint.ts';
import { palletStatusSchema } from '../pallets/pallet.schema.ts';

/** A pallet code of use "receipt" made for a container when its unloading was finished. */
export const shipmentPalletSchema = z.object({
  id: z.uuid(),
  palletCode: z.string(),
  status: palletStatusSchema,
});
export type ShipmentPallet = z.infer<typeof shipmentPalletSchema>;

/** The unloading barcode (the batch number) and the receipt pallet codes of a container. */
export const shipmentLabelEndpoints = {
  getPallets: defineEndpoint({
    method: 'GET',
    path: '/api/v1/WMS/Shipment/GetPallets',
    summary: 'Receipt pallet codes of a container',
    input: z.object({ id: z.uuid() }),
    output: z.array(shipmentPalletSchema),
    access: 'session',
    mutates: false,
  }),
  printLabels: defineEndpoint({
    method: 'POST',
    path: '/api/v1/WMS/Shipment/PrintLabels',
    summary: 'Code 128 labels as a PDF: the unloading label, then one per receipt pallet code',
    input: z.object({ id: z.uuid() }),
    output: z.object({ fileName: z.string(), url: z.string() }),
    access: { functionPoint: 'shipment:state:update' },
  }),
  unloadListPdf: defineEndpoint({
    method: 'POST',
    path: '/api/v1/DownloadHistory/DownloadHistory/UnloadListPDF',
    summary: 'The unload list of a container as a PDF in the download center: header, barcode, SKU lines',
    input: z.object({ id: z.uuid() }),
    output: z.object({ taskId: z.uuid() }),
    access: { functionPoint: 'shipment:state:update' },
    notifySuccess: true,
  }),
};
