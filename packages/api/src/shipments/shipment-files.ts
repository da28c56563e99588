import { z } from 'zod';
import { defineEndpoint } from '../core/define-endpoint.ts';

/** What a container's document is: the packing list, or a photo (of the container, the goods, damage). */
export const SHIPMENT_FILE_KINDS = ['packingList', 'photo'] as const;
export const shipmentFileKindSchema = z.enum(SHIPMENT_FILE_KINDS);
export const SHIPMENT_FILE_MAX_BYTES = 10 * 1024 * 1024;

export const shipmentFileUploadSchema = z.object({
  shipmentId: z.uuid(),
  kind: shipmentFileKindSchema,
  fileName: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .regex(/\.(pdf|xlsx?|csv|png|jpe?g)$/i, 'shipments:rule.fileType'),
  content: z.base64().max(Math.ceil((SHIPMENT_FILE_MAX_BYTES * 4) / 3) + 4, 'shipments:rule.fileSize'),
});

export const shipmentFileSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  kind: shipmentFileKindSchema,
  /** A signed download link, valid for a while. */
  url: z.string(),
  createdTime: z.string(),
});
export type ShipmentFile = z.infer<typeof shipmentFileSchema>;

/** A container's documents through the files spine. */
export const shipmentFileEndpoints = {
  uploadFile: defineEndpoint({
    method: 'POST',
    path: '/api/v1/WMS/Shipment/UploadFile',
    summary: 'Attach a packing list or photo to a container (10 MB at most)',
    input: shipmentFileUploadSchema,
    output: shipmentFileSchema,
    access: { functionPoint: 'shipment:forecast:update' },
    notifySuccess: true,
  }),
  getFiles: defineEndpoint({
    method: 'GET',
    path: '/api/v1/WMS/Shipment/GetFiles',
    summary: "A container's packing lists and photos, each with a signed link",
    input: z.object({ id: z.uuid() }),
    output: z.array(shipmentFileSchema),
    access: 'session',
    mutates: false,
  }),
};
