import { type TransferInput, transferCreateSchema, transferDateProblems, voucherMatches } from '@wms/api';
import { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import type { StoredRowError } from '../../db/schema/index.ts';
import { cellNumber, cellText } from '../../platform/excel/cells.ts';
import {
  defineImporter,
  type ImportContext,
  issueErrors,
  type ParsedRow,
  rowError,
} from '../../platform/excel/importer.ts';
import { customersByCode } from '../customers/customers.service.ts';
import { productKey, productsBySku } from '../products/products.service.ts';
import { transferCreateService } from './transfer-create.service.ts';

// A date cell arrives as an ISO date-time; the day is what counts.
const day = z.string().transform((v) => v.slice(0, 10));
const row = z.object({
  customerCode: cellText(z.string().min(1)),
  warehouseCode: cellText(z.string().min(1)),
  toWarehouseName: cellText(z.string().min(1).max(200)),
  platform: cellText(z.string().max(40).optional()),
  po: cellText(z.string().max(60).optional()),
  etd: cellText(day),
  eta: cellText(day.optional()),
  filePath: cellText(z.string().max(200).optional()),
  bol: cellText(z.string().max(200).optional()),
  sku: cellText(z.string().min(1)),
  qty: cellNumber(z.number().int().positive().max(1_000_000)),
  boxQuantity: cellNumber(z.number().int().min(0).max(100_000).optional()),
  palletNum: cellNumber(z.number().int().min(0).max(1000).optional()),
  remark: cellText(z.string().max(500).optional()),
});
type Row = z.infer<typeof row>;
type Kind = 'freight' | 'trucking';

/** Rows of one customer, warehouse, destination, platform and PO make one order. */
const orderKey = (d: Row) =>
  [d.customerCode, d.warehouseCode, d.toWarehouseName, d.platform ?? '', d.po ?? ''].join('|').toLowerCase();

interface Group {
  first: number;
  input: Partial<TransferInput> & { lines: TransferInput['lines'] };
  /** The row each product came from, so a second row of it names the first. */
  rowOf: Map<string, number>;
}

/** The document a cell names among the files sent with the sheet; no id (and an error) when none. */
function documentOf(
  ctx: ImportContext,
  n: number,
  column: 'filePath' | 'bol',
  value: string | undefined,
): { id: string | null; error?: StoredRowError } {
  if (!value) return { id: null };
  const found = ctx.attachments.find((a) => voucherMatches(value, a.fileName));
  if (found) return { id: found.fileId };
  return { id: null, error: rowError(n, column, 'transfer:import.documentNotFound', { value }) };
}

function headerOf(
  kind: Kind,
  ctx: ImportContext,
  n: number,
  d: Row,
  customerId: string,
  errors: StoredRowError[],
) {
  const filePath = documentOf(ctx, n, 'filePath', d.filePath);
  const bol = documentOf(ctx, n, 'bol', d.bol);
  for (const e of [filePath.error, bol.error]) if (e) errors.push(e);
  return {
    kind,
    customerId,
    warehouseId: ctx.rowWarehouses.get(d.warehouseCode.toLowerCase())!.id,
    toWarehouseName: d.toWarehouseName,
    platform: d.platform ?? null,
    po: d.po ?? null,
    etd: d.etd,
    eta: d.eta ?? null,
    filePath: filePath.id,
    bol: bol.id,
    remark: d.remark ?? null,
  };
}

/** Checks a whole order as the form's schema and the date window would, reporting on its first row. */
function checkGroup(group: Group, today: string, errors: StoredRowError[]): TransferInput | null {
  const parsed = transferCreateSchema.safeParse(group.input);
  if (!parsed.success) {
    errors.push(...issueErrors(group.first, parsed.error.issues));
    return null;
  }
  const late = transferDateProblems(parsed.data, today);
  for (const p of late) errors.push(rowError(group.first, p.field, p.message));
  return late.length ? null : parsed.data;
}

async function groupRows(kind: Kind, tx: Tx, ctx: ImportContext, rows: ParsedRow<Row>[]) {
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
  const errors: StoredRowError[] = [];
  const groups = new Map<string, Group>();
  for (const { row: n, data } of rows) {
    const customer = customerOf.get(data.customerCode.toLowerCase());
    if (!customer) {
      errors.push(rowError(n, 'customerCode', 'imports:row.notFound', { value: data.customerCode }));
      continue;
    }
    const warehouse = ctx.rowWarehouses.get(data.warehouseCode.toLowerCase())!;
    if (customer.warehouseIds.length && !customer.warehouseIds.includes(warehouse.id)) {
      errors.push(
        rowError(n, 'warehouseCode', 'transfer:import.warehouseNotUsed', { warehouse: data.warehouseCode }),
      );
      continue;
    }
    const productId = productOf.get(productKey(customer.id, data.sku));
    if (!productId) {
      errors.push(rowError(n, 'sku', 'imports:row.notFound', { value: data.sku }));
      continue;
    }
    const key = orderKey(data);
    let group = groups.get(key);
    if (!group) {
      group = {
        first: n,
        input: { ...headerOf(kind, ctx, n, data, customer.id, errors), lines: [] },
        rowOf: new Map(),
      };
      groups.set(key, group);
    }
    const seen = group.rowOf.get(productId);
    if (seen !== undefined) {
      errors.push(rowError(n, 'sku', 'imports:row.duplicateInFile', { row: seen }));
      continue;
    }
    group.rowOf.set(productId, n);
    group.input.lines.push({ productId, qty: data.qty, boxQuantity: data.boxQuantity ?? 0 });
    if (kind === 'trucking')
      group.input.suggestPalletNum = (group.input.suggestPalletNum ?? 0) + (data.palletNum ?? 0);
  }
  return { errors, groups: [...groups.values()] };
}

/**
 * The freight and trucking kinds: rows of one customer, warehouse, destination, platform and PO form one
 * order, its header read from its first row (ETD, ETA, documents, remark); a trucking order's suggested
 * pallets are its rows' pallets. Each order is checked as the add form is (a document, the two-week
 * window, the customer's warehouse and products), and the file makes every order or none.
 */
export const transferOrderImporter = (kind: Kind) =>
  defineImporter<Row>({
    kind,
    row,
    async prepare(tx, ctx, rows) {
      const { errors, groups } = await groupRows(kind, tx, ctx, rows);
      const today = ctx.now.toISOString().slice(0, 10);
      const ready = groups.flatMap((g) => checkGroup(g, today, errors) ?? []);
      return {
        errors,
        async apply(t: Tx) {
          for (const input of ready) await transferCreateService.create(t, ctx.principal, input, ctx.now);
          return rows.length;
        },
      };
    },
  });
