import { CONTAINER_TYPES, type ShipmentInput, shipmentCreateSchema, TRANSPORT_TYPES } from '@wms/api';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { inValues } from '../../db/in-values.ts';
import { customers, inboundShipments, products } from '../../db/schema/index.ts';
import { customerScope } from '../../platform/data-scope.ts';
import { cellNumber, cellText } from '../../platform/excel/cells.ts';
import {
  defineImporter,
  type ImportContext,
  issueErrors,
  type ParsedRow,
  rowError,
} from '../../platform/excel/importer.ts';
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

/** The customers the rows name, among those the caller may see, by lower-case code. */
async function customersOf(tx: Tx, ctx: ImportContext, rows: ParsedRow<Row>[]) {
  const codes = [...new Set(rows.map((r) => r.data.customerCode.toLowerCase()))];
  const found = await tx
    .select({ id: customers.id, code: customers.customerCode })
    .from(customers)
    .where(
      and(
        eq(customers.tenantId, ctx.principal.tenantId),
        inValues(sql`lower(${customers.customerCode})`, codes, 'text'),
        isNull(customers.deletedAt),
        customerScope(ctx.principal, customers.id),
      ),
    );
  return new Map(found.map((c) => [c.code.toLowerCase(), c.id]));
}

async function productsOf(tx: Tx, ctx: ImportContext, customerIds: string[], rows: ParsedRow<Row>[]) {
  if (!customerIds.length) return new Map<string, string>();
  const found = await tx
    .select({ id: products.id, customerId: products.customerId, sku: products.productNo })
    .from(products)
    .where(
      and(
        eq(products.tenantId, ctx.principal.tenantId),
        inValues(products.customerId, customerIds, 'uuid'),
        inValues(
          sql`lower(${products.productNo})`,
          rows.map((r) => r.data.sku.toLowerCase()),
          'text',
        ),
        isNull(products.deletedAt),
      ),
    );
  return new Map(found.map((p) => [`${p.customerId}|${p.sku.toLowerCase()}`, p.id]));
}

/**
 * The shipment kind: one container per container number, one SKU line per row (the header is read from
 * the container's first row). All containers or none; a bad row names its row and column.
 */
export const shipmentImporter = defineImporter<Row>({
  kind: 'shipment',
  row,
  async prepare(tx, ctx, rows) {
    const customerOf = await customersOf(tx, ctx, rows);
    const productOf = await productsOf(tx, ctx, [...new Set(customerOf.values())], rows);
    const errors = [];
    const groups = new Map<string, { first: number; input: ShipmentInput }>();
    for (const { row: n, data } of rows) {
      const warehouse = ctx.rowWarehouses.get(data.warehouseCode.toLowerCase());
      const customerId = customerOf.get(data.customerCode.toLowerCase());
      if (!customerId) {
        errors.push(rowError(n, 'customerCode', 'imports:row.notFound', { value: data.customerCode }));
        continue;
      }
      const productId = productOf.get(`${customerId}|${data.sku.toLowerCase()}`);
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
