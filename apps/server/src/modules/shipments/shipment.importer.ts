import { CONTAINER_TYPES, type ShipmentInput, shipmentCreateSchema, TRANSPORT_TYPES } from '@wms/api';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { inValues } from '../../db/in-values.ts';
import { inboundShipments } from '../../db/schema/index.ts';
import { cellNumber, cellText } from '../../platform/excel/cells.ts';
import { defineImporter, issueErrors, rowError } from '../../platform/excel/importer.ts';
import { customersByCode } from '../customers/customers.service.ts';
import { productKey, productsBySku } from '../products/products.service.ts';
import { shipmentForecastService } from './shipment-forecast.service.ts';

const measure = cellNumber(z.number().min(0).max(99_999_999).optional());
const row = z.object({
  transportNo: cellText(z.string().max(30).optional()),
  containerNo: cellText(z.string().min(1).max(20)),
  containerType: cellText(z.enum(CONTAINER_TYPES, { message: 'imports:row.enumValue' }).optional()),
  transportType: cellText(z.enum(TRANSPORT_TYPES, { message: 'imports:row.enumValue' }).optional()),
  warehouseCode: cellText(z.string().min(1)),
  customerCode: cellText(z.string().min(1)),
  // A date cell arrives as an ISO date-time; the day is what counts.
  etd: cellText(z.string().transform((v) => v.slice(0, 10))),
  eta: cellText(z.string().transform((v) => v.slice(0, 10))),
  sku: cellText(z.string().min(1)),
  cartonCount: cellNumber(z.number().int().positive()),
  qty: cellNumber(z.number().int().positive()),
  weight: measure,
  cbm: measure,
  value: measure,
  remark: cellText(z.string().max(500).optional()),
});
type Row = z.infer<typeof row>;

/**
 * The shipment kind: one container per container number, one SKU line per row (the header is read from
 * the container's first row). All containers or none; a bad row names its row and column.
 */
export const shipmentImporter = defineImporter<Row>({
  kind: 'shipment',
  row,
  async prepare(tx, ctx, rows) {
    const customerOf = await customersByCode(
      tx,
      ctx.principal,
      rows.map((r) => r.data.customerCode),
    );
    const productOf = await productsBySku(
      tx,
      ctx.principal.tenantId,
      [...customerOf.values()].map((c) => c.id),
      rows.map((r) => r.data.sku),
    );
    const errors = [];
    const groups = new Map<string, { first: number; input: ShipmentInput }>();
    for (const { row: n, data } of rows) {
      const warehouse = ctx.rowWarehouses.get(data.warehouseCode.toLowerCase());
      const customerId = customerOf.get(data.customerCode.toLowerCase())?.id;
      if (!customerId) {
        errors.push(rowError(n, 'customerCode', 'imports:row.notFound', { value: data.customerCode }));
        continue;
      }
      const productId = productOf.get(productKey(customerId, data.sku));
      if (!productId) {
        errors.push(rowError(n, 'sku', 'imports:row.notFound', { value: data.sku }));
        continue;
      }
      const key = data.containerNo.toUpperCase();
      const line = {
        productId,
        cartonCount: data.cartonCount,
        qty: data.qty,
        weight: data.weight ?? 0,
        cbm: data.cbm ?? 0,
        value: data.value ?? 0,
      };
      const group = groups.get(key);
      if (group) group.input.lines.push(line);
      else
        groups.set(key, {
          first: n,
          input: {
            transportNo: data.transportNo ?? null,
            containerNo: data.containerNo,
            containerType: data.containerType ?? '40HQ',
            transportType: data.transportType ?? 'sea',
            transportCompany: null,
            warehouseId: warehouse!.id,
            customerId,
            etd: data.etd,
            eta: data.eta,
            etaPort: null,
            etaWarehouse: null,
            boxNo: null,
            remark: data.remark ?? null,
            lines: [line],
          },
        });
    }
    const ready: ShipmentInput[] = [];
    for (const { first, input } of groups.values()) {
      const parsed = shipmentCreateSchema.safeParse(input);
      if (parsed.success) ready.push(parsed.data);
      else errors.push(...issueErrors(first, parsed.error.issues));
    }
    const taken = ready.flatMap((s) => (s.transportNo ? [s.transportNo] : []));
    if (taken.length) {
      const used = await tx
        .select({ no: inboundShipments.transportNo })
        .from(inboundShipments)
        .where(
          and(
            eq(inboundShipments.tenantId, ctx.principal.tenantId),
            inValues(inboundShipments.transportNo, taken, 'text'),
          ),
        );
      for (const { no } of used) {
        const group = [...groups.values()].find((g) => g.input.transportNo === no)!;
        errors.push(rowError(group.first, 'transportNo', 'imports:row.exists', { value: no }));
      }
    }
    return {
      errors,
      async apply(t: Tx) {
        for (const input of ready)
          await shipmentForecastService.createShipment(t, ctx.principal, input, ctx.now);
        return rows.length;
      },
    };
  },
});
