import { type ShipmentInput, type ShipmentStatus, shipmentEditable, shipmentUpdateSchema } from '@wms/api';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { inValues } from '../../db/in-values.ts';
import { inboundShipments } from '../../db/schema/index.ts';
import { cellNumber, cellText } from '../../platform/excel/cells.ts';
import {
  defineImporter,
  type ImportContext,
  issueErrors,
  type ParsedRow,
  rowError,
} from '../../platform/excel/importer.ts';
import { productKey, productsBySku } from '../products/products.service.ts';
import { shipmentForecastService } from './shipment-forecast.service.ts';
import { scoped } from './shipment-rows.ts';
import { shipmentsService } from './shipments.service.ts';

const measure = cellNumber(z.number().min(0).max(99_999_999).optional());
const row = z.object({
  transportNo: cellText(z.string().min(1).max(30)),
  sku: cellText(z.string().min(1)),
  cartonCount: cellNumber(z.number().int().positive()),
  qty: cellNumber(z.number().int().positive()),
  weight: measure,
  length: measure,
  width: measure,
  height: measure,
  cbm: measure,
  value: measure,
});
type Row = z.infer<typeof row>;

/** Cubic inches to cubic metres. */
const M3_PER_IN3 = 0.000016387064;

/** The line's volume: as given, else its cartons' outer size (inches, per carton), in m³ to 2 places. */
function volume(data: Row): number {
  if (data.cbm !== undefined) return data.cbm;
  if (!data.length || !data.width || !data.height) return 0;
  const m3 = data.cartonCount * data.length * data.width * data.height * M3_PER_IN3;
  return Math.round(m3 * 100) / 100;
}

/** The containers the rows name that the caller may see, by upper-case batch number. */
async function containersOf(tx: Tx, ctx: ImportContext, rows: ParsedRow<Row>[]) {
  const nos = [...new Set(rows.map((r) => r.data.transportNo.toUpperCase()))];
  const found = await tx
    .select({ id: inboundShipments.id, no: inboundShipments.transportNo, status: inboundShipments.status })
    .from(inboundShipments)
    .where(scoped(ctx.principal, inValues(sql`upper(${inboundShipments.transportNo})`, nos, 'text')));
  return new Map(found.filter((c) => c.status !== 'removed').map((c) => [c.no.toUpperCase(), c]));
}

type Group = { first: number; input: ShipmentInput & { id: string } };

/** One container's rows become its new SKU lines, checked with the edit form's schema. */
async function groupOf(
  tx: Tx,
  ctx: ImportContext,
  id: string,
  rows: ParsedRow<Row>[],
  errors: ReturnType<typeof rowError>[],
) {
  const { lines: _old, ...header } = await shipmentsService.detail(tx, ctx.principal, id);
  const productOf = await productsBySku(
    tx,
    ctx.principal.tenantId,
    [header.customerId],
    rows.map((r) => r.data.sku),
  );
  const lines: ShipmentInput['lines'] = [];
  for (const { row: n, data } of rows) {
    const productId = productOf.get(productKey(header.customerId, data.sku));
    if (!productId) errors.push(rowError(n, 'sku', 'imports:row.notFound', { value: data.sku }));
    else
      lines.push({
        productId,
        cartonCount: data.cartonCount,
        qty: data.qty,
        weight: data.weight ?? 0,
        cbm: volume(data),
        value: data.value ?? 0,
      });
  }
  return { first: rows[0]!.row, input: { ...header, lines } as ShipmentInput & { id: string } };
}

/**
 * The shipmentProduct kind: the SKU lines of forecast containers, named by batch number. The rows of a
 * container replace its lines (as saving the edit form would); a container that is no longer editable,
 * an unknown SKU or a line the form would refuse fails the whole file, each error on its row.
 */
export const shipmentProductImporter = defineImporter<Row>({
  kind: 'shipmentProduct',
  row,
  async prepare(tx, ctx, rows) {
    const containerOf = await containersOf(tx, ctx, rows);
    const errors: ReturnType<typeof rowError>[] = [];
    const byContainer = new Map<string, ParsedRow<Row>[]>();
    for (const r of rows) {
      const found = containerOf.get(r.data.transportNo.toUpperCase());
      if (!found)
        errors.push(rowError(r.row, 'transportNo', 'imports:row.notFound', { value: r.data.transportNo }));
      else if (!shipmentEditable(found.status as ShipmentStatus))
        errors.push(
          rowError(r.row, 'transportNo', 'shipments:import.notEditable', {
            transportNo: found.no,
            status: `$t(shipments:status.${found.status})`,
          }),
        );
      else byContainer.set(found.id, [...(byContainer.get(found.id) ?? []), r]);
    }
    const ready: Group[] = [];
    for (const [id, group] of byContainer) {
      const made = await groupOf(tx, ctx, id, group, errors);
      const parsed = shipmentUpdateSchema.safeParse(made.input);
      if (parsed.success) ready.push({ first: made.first, input: parsed.data });
      else errors.push(...issueErrors(made.first, parsed.error.issues));
    }
    return {
      errors,
      async apply(t: Tx) {
        for (const { input } of ready)
          await shipmentForecastService.updateShipment(t, ctx.principal, input, ctx.now);
        return rows.length;
      },
    };
  },
});
