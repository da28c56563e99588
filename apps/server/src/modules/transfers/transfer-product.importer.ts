import { type TransferStatus, transferActionOpen, transferUpdateSchema } from '@wms/api';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { inValues } from '../../db/in-values.ts';
import { type StoredRowError, transferOrders } from '../../db/schema/index.ts';
import { cellNumber, cellText } from '../../platform/excel/cells.ts';
import {
  defineImporter,
  type ImportContext,
  issueErrors,
  type ParsedRow,
  rowError,
} from '../../platform/excel/importer.ts';
import { productKey, productsBySku } from '../products/products.service.ts';
import { transferCreateService } from './transfer-create.service.ts';
import { scoped, type TransferRecord } from './transfer-rows.ts';

const labels = cellNumber(z.number().int().min(0).max(1_000_000).optional());
const row = z.object({
  transID: cellText(z.string().min(1).max(30)),
  sku: cellText(z.string().min(1)),
  boxQuantity: cellNumber(z.number().int().min(0).max(100_000)),
  qty: cellNumber(z.number().int().positive().max(1_000_000)),
  outLabelingQty: labels,
  productLabelingQty: labels,
  remark: cellText(z.string().max(500).optional()),
});
type Row = z.infer<typeof row>;

/** The orders the rows name that the caller may see, by upper-case transfer number. */
async function ordersOf(tx: Tx, ctx: ImportContext, rows: ParsedRow<Row>[]) {
  const nos = [...new Set(rows.map((r) => r.data.transID.toUpperCase()))];
  const found = await tx
    .select()
    .from(transferOrders)
    .where(scoped(ctx.principal, inValues(sql`upper(${transferOrders.transId})`, nos, 'text')));
  return new Map(found.filter((o) => o.status !== 'removed').map((o) => [o.transId.toUpperCase(), o]));
}

/** The edit form's input for an order as it stands, its lines and labels from the rows. */
function inputOf(order: TransferRecord, rows: ParsedRow<Row>[], productOf: Map<string, string>) {
  const lines = rows.map(({ data }) => ({
    productId: productOf.get(productKey(order.customerId, data.sku))!,
    qty: data.qty,
    boxQuantity: data.boxQuantity,
  }));
  const sum = (key: 'outLabelingQty' | 'productLabelingQty') =>
    rows.some((r) => r.data[key] !== undefined)
      ? rows.reduce((n, r) => n + (r.data[key] ?? 0), 0)
      : order[key];
  const remarks = rows.flatMap((r) => r.data.remark ?? []);
  return {
    id: order.id,
    kind: order.kind,
    customerId: order.customerId,
    warehouseId: order.warehouseId,
    carrier: order.carrier,
    po: order.po,
    platform: order.platform,
    platformCode: order.platformCode,
    toWarehouseName: order.toWarehouseName,
    suggestPalletNum: order.suggestPalletNum,
    deliveryFee: order.deliveryFeeCents / 100,
    filePath: order.filePath,
    bol: order.bol,
    isPresale: order.isPresale,
    isPallet: order.isPallet,
    isPhotos: order.isPhotos,
    outLabelingQty: sum('outLabelingQty'),
    productLabelingQty: sum('productLabelingQty'),
    etd: order.etd,
    eta: order.eta,
    remark: remarks.length ? remarks.join('; ') : order.remark,
    customerRemarks: order.customerRemarks,
    truckCompany: order.truckCompany,
    lines,
  };
}

/** Sorts the rows by the order they name; a row naming no open order of the caller is an error. */
function byOrder(rows: ParsedRow<Row>[], orderOf: Map<string, TransferRecord>, errors: StoredRowError[]) {
  const out = new Map<string, { order: TransferRecord; rows: ParsedRow<Row>[] }>();
  for (const r of rows) {
    const order = orderOf.get(r.data.transID.toUpperCase());
    if (!order) errors.push(rowError(r.row, 'transID', 'imports:row.notFound', { value: r.data.transID }));
    else if (!transferActionOpen(order.status as TransferStatus, 'edit'))
      errors.push(
        rowError(r.row, 'transID', 'transfer:import.notEditable', {
          transID: order.transId,
          status: `$t(transfer:status.${order.status})`,
        }),
      );
    else {
      const entry = out.get(order.id) ?? { order, rows: [] };
      entry.rows.push(r);
      out.set(order.id, entry);
    }
  }
  return [...out.values()];
}

/**
 * The transportProduct kind: the product lines of transfer orders, each row naming its order by transfer
 * number. An order's rows replace its lines (and, when given, its label counts and remark) as saving the
 * edit form would; an order out of sight or past pending, an SKU not the order's customer's, a product
 * twice or a line the form refuses fails the whole file, each error on its row.
 */
export const transferProductImporter = defineImporter<Row>({
  kind: 'transportProduct',
  row,
  async prepare(tx, ctx, rows) {
    const errors: StoredRowError[] = [];
    const groups = byOrder(rows, await ordersOf(tx, ctx, rows), errors);
    const productOf = await productsBySku(
      tx,
      ctx.principal.tenantId,
      groups.map((g) => g.order.customerId),
      rows.map((r) => r.data.sku),
    );
    const ready: z.output<typeof transferUpdateSchema>[] = [];
    for (const { order, rows: own } of groups) {
      const first = new Map<string, number>();
      let ok = true;
      for (const { row: n, data } of own) {
        const productId = productOf.get(productKey(order.customerId, data.sku));
        const seen = productId && first.get(productId);
        if (!productId) errors.push(rowError(n, 'sku', 'imports:row.notFound', { value: data.sku }));
        else if (seen) errors.push(rowError(n, 'sku', 'imports:row.duplicateInFile', { row: seen }));
        else first.set(productId, n);
        ok &&= !!productId && !seen;
      }
      if (!ok) continue;
      const parsed = transferUpdateSchema.safeParse(inputOf(order, own, productOf));
      if (parsed.success) ready.push(parsed.data);
      else errors.push(...issueErrors(own[0]!.row, parsed.error.issues));
    }
    return {
      errors,
      async apply(t: Tx) {
        for (const input of ready) await transferCreateService.update(t, ctx.principal, input, ctx.now);
        return rows.length;
      },
    };
  },
});
