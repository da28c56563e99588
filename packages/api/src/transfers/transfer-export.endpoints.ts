import { z } from 'zod';
import { defineEndpoint, type Endpoint } from '../core/define-endpoint.ts';
import { EXPORT_FIELDS } from '../imports/export-fields.ts';
import { exportFieldsSchema, taskRefSchema } from '../imports/import.schema.ts';
import { ltlPackingStateSchema } from './ltl.schema.ts';
import { transferFilterShape } from './transfer.schema.ts';

const DOWNLOADS = '/api/v1/DownloadHistory/DownloadHistory';
const access = { functionPoint: 'transship:order:export' } as const;
/** At least 5 columns; all of them when the caller names none. */
const fieldsOf = <K extends 'transShip' | 'transShipProgress' | 'ltlProgress'>(kind: K) =>
  exportFieldsSchema(EXPORT_FIELDS[kind]).default([...EXPORT_FIELDS[kind]]);
/** The chosen orders, or every order of the tab under the filters when none is chosen. */
const transferExportInput = <K extends 'transShip' | 'transShipProgress'>(kind: K) =>
  z.object({ ...transferFilterShape, ids: z.array(z.uuid()).max(5000).optional(), fields: fieldsOf(kind) });
export const ltlExportInput = z.object({
  state: ltlPackingStateSchema.optional(),
  warehouseId: z.uuid().optional(),
  keyword: z.string().trim().max(4000).optional(),
  ids: z.array(z.uuid()).max(5000).optional(),
  fields: fieldsOf('ltlProgress'),
});

/** Transfer-order downloads, each a download-center task: Excel exports and the transport PDF. */
export const transferExportEndpoints = {
  exportTransShip: defineEndpoint({
    method: 'POST',
    path: `${DOWNLOADS}/ExportTransShip`,
    summary: 'Export transfer orders, one row each',
    input: transferExportInput('transShip'),
    output: taskRefSchema,
    access,
  }),
  exportTransShipProgress: defineEndpoint({
    method: 'POST',
    path: `${DOWNLOADS}/ExportTransShipProgress`,
    summary: 'Export the picking progress of transfer orders, one row per product line',
    input: transferExportInput('transShipProgress'),
    output: taskRefSchema,
    access,
  }),
  exportLtlProgress: defineEndpoint({
    method: 'POST',
    path: `${DOWNLOADS}/ExportLTLProgress`,
    summary: 'Export LTL packings, one row per transfer order on them',
    input: ltlExportInput,
    output: taskRefSchema,
    access,
  }),
  createTransportPdf: defineEndpoint({
    method: 'POST',
    path: '/api/v1/Transport/Transport/CreateTransportPDF',
    summary:
      'The transport sheets of transfer orders as one PDF in the download center: header, lines, pallets',
    input: z.object({ ids: z.array(z.uuid()).min(1).max(100) }),
    output: taskRefSchema,
    access,
    notifySuccess: true,
  }),
} satisfies Record<string, Endpoint>;
