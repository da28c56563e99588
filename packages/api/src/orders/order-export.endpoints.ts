import { z } from 'zod';
import { defineEndpoint, type Endpoint } from '../core/define-endpoint.ts';
import { EXPORT_FIELDS } from '../imports/export-fields.ts';
import { exportFieldsSchema, taskRefSchema } from '../imports/import.schema.ts';
import { UNSHIPPED_BASE } from './order-move.endpoints.ts';
import { orderFilterShape } from './order-query.schema.ts';

const exportPoint = { functionPoint: 'oms:order:export' } as const;
/** At least 5 columns; all of them when the caller names none. */
const fields = exportFieldsSchema(EXPORT_FIELDS.order).default([...EXPORT_FIELDS.order]);

const exportCall = <S extends z.ZodRawShape>(action: string, summary: string, shape: S) =>
  defineEndpoint({
    method: 'POST',
    path: `${UNSHIPPED_BASE}/${action}`,
    summary,
    input: z.object({ ...shape, fields }),
    output: taskRefSchema,
    access: exportPoint,
  });

/** OmsUnshippedOrder exports of to-be-delivered orders, each a download-center task. */
export const unshippedExportEndpoints = {
  exportShipmentNew: exportCall('ExportShipmentNew', 'Export the chosen to-be-delivered orders', {
    ids: z.array(z.uuid()).min(1).max(5000),
  }),
  exportShipmentByPicking: exportCall(
    'ExportShipmentByPicking',
    'Export the to-be-delivered orders of pick lists',
    {
      pickListIds: z.array(z.uuid()).min(1).max(500),
    },
  ),
  exportShipmentAllNew: exportCall(
    'ExportShipmentAllNew',
    'Export every to-be-delivered order under the filters',
    orderFilterShape,
  ),
} satisfies Record<string, Endpoint>;
