import { type ImportKind, recipientSchema, signatureTypes } from '@wms/api';
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import { z } from 'zod';
import type { StoredRowError } from '../../../db/schema/index.ts';
import { customerStores, orders } from '../../../db/schema/index.ts';
import { customerScope } from '../../../platform/data-scope.ts';
import { cellNumber, cellText } from '../../../platform/excel/cells.ts';
import { defineImporter, issueErrors, type ParsedRow, rowError } from '../../../platform/excel/importer.ts';
import { checkAddress } from '../address-rules.ts';
import { orderCreateService } from '../order-create.service.ts';
import type { OrderInput } from '../order-items.ts';
import { remainingQuota } from '../order-quota.ts';
import { resolveRefs } from '../order-refs.ts';
import { matchStore } from '../order-store-rule.ts';

const text = (max: number) => cellText(z.string().max(max));
const optional = (max: number) => cellText(z.string().max(max).optional());

const row = z.object({
  storeName: text(100),
  recordNo: text(60),
  customerReference1: optional(100),
  warehouseCode: text(40),
  recipient: text(100),
  phone: optional(30),
  email: optional(120),
  country: cellText(z.string().length(2).toUpperCase()),
  state: text(50),
  city: text(100),
  // a ZIP typed as a number loses its leading zeros: 02134 arrives as 2134
  postcode: cellText(z.string().max(15)).transform((v) => (/^\d{1,4}$/.test(v) ? v.padStart(5, '0') : v)),
  address1: text(200),
  address2: optional(200),
  sku: text(40),
  saleNum: cellNumber(z.number().int().min(1).max(99_999)),
  signatureType: cellText(z.enum(signatureTypes).optional()),
  remark: optional(500),
});
type Row = z.infer<typeof row>;

/** Where an order field is in the sheet, for row errors. */
const COLUMN: Record<string, string> = {
  customerId: 'storeName',
  warehouseId: 'warehouseCode',
  sku: 'sku',
  receiverName: 'recipient',
  postalCode: 'postcode',
  state: 'state',
  country: 'country',
  city: 'city',
  address1: 'address1',
  phone: 'phone',
};

/** Rows of one store and platform order number are one order, its items in sheet order. */
function groupRows(rows: ParsedRow<Row>[]) {
  const groups = new Map<string, ParsedRow<Row>[]>();
  for (const r of rows) {
    const key = `${r.data.storeName.toLowerCase()}|${r.data.recordNo}`;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  return [...groups.values()];
}

/** Drop-shipping (and offline) orders from the template; all orders are checked before any is created. */
export function dropShippingImporter(kind: Extract<ImportKind, 'dropShipping' | 'offlineOrder'>) {
  return defineImporter<Row>({
    kind,
    row,
    async prepare(tx, ctx, rows) {
      const { principal, now } = ctx;
      const t = principal.tenantId;
      const names = [...new Set(rows.map((r) => r.data.storeName))];
      const stores = await tx
        .select()
        .from(customerStores)
        .where(
          and(
            eq(customerStores.tenantId, t),
            inArray(customerStores.name, names),
            isNull(customerStores.deletedAt),
            customerScope(principal, customerStores.customerId),
          ),
        );
      const errors: StoredRowError[] = [];
      const orderRows: Array<{ first: number; rows: ParsedRow<Row>[]; input: OrderInput }> = [];
      for (const group of groupRows(rows)) {
        const head = group[0]!.data;
        const match = matchStore(stores, head.storeName);
        if ('code' in match) {
          errors.push(
            rowError(group[0]!.row, 'storeName', `errors:${match.code}`, { store: head.storeName }),
          );
          continue;
        }
        const store = match.store;
        // The engine resolved every row's warehouse (ROW_WAREHOUSE_KINDS); one order ships from one of them,
        // so a row naming another warehouse than the order's first row is an error, not silently moved.
        const warehouseOf = (r: ParsedRow<Row>) => ctx.rowWarehouses.get(r.data.warehouseCode.toLowerCase())!;
        const warehouseId = warehouseOf(group[0]!).id;
        const strays = group.filter((r) => warehouseOf(r).id !== warehouseId);
        for (const stray of strays)
          errors.push(
            rowError(stray.row, 'warehouseCode', 'errors:ORDER_IMPORT_MIXED_WAREHOUSE', {
              recordNo: head.recordNo,
              warehouse: stray.data.warehouseCode,
              first: head.warehouseCode,
            }),
          );
        if (strays.length) continue;
        const parsed = recipientSchema.safeParse({
          receiverName: head.recipient,
          country: head.country,
          state: head.state,
          city: head.city,
          postalCode: head.postcode,
          address1: head.address1,
          address2: head.address2,
          phone: head.phone,
          email: head.email ?? undefined,
        });
        if (!parsed.success) {
          errors.push(
            ...issueErrors(group[0]!.row, parsed.error.issues).map((e) => ({
              ...e,
              column: COLUMN[e.column] ?? e.column,
            })),
          );
          continue;
        }
        const recipient = parsed.data;
        const issues = checkAddress(recipient);
        for (const issue of issues)
          errors.push(
            rowError(group[0]!.row, COLUMN[issue.field] ?? issue.field, `orders:address.${issue.code}`),
          );
        if (issues.length) continue;
        const input: OrderInput = {
          customerId: store.customerId,
          warehouseId,
          storeId: store.id,
          storeName: store.name,
          platform: kind === 'offlineOrder' ? 'offline' : store.platform,
          recordNo: head.recordNo,
          customerReference1: head.customerReference1,
          signType: head.signatureType ?? 'none',
          remark: head.remark,
          recipient,
          items: group.map((r) => ({ sku: r.data.sku, saleNum: r.data.saleNum })),
        };
        orderRows.push({ first: group[0]!.row, rows: group, input });
      }
      const resolved = await resolveRefs(
        tx,
        principal,
        orderRows.map((o) => o.input),
      );
      const ready: OrderInput[] = [];
      let readyRows = 0;
      resolved.forEach((r, i) => {
        const group = orderRows[i]!;
        if (r.ok) {
          ready.push(r.input);
          readyRows += group.rows.length;
          return;
        }
        const at =
          r.error.field === 'sku'
            ? (group.rows.find((x) => x.data.sku.toUpperCase() === String(r.error.params?.sku).toUpperCase())
                ?.row ?? group.first)
            : group.first;
        errors.push(
          rowError(at, COLUMN[r.error.field] ?? r.error.field, `errors:${r.error.code}`, r.error.params),
        );
      });
      const existing = ready.length
        ? await tx
            .select({ storeId: orders.storeId, recordNo: orders.recordNo })
            .from(orders)
            .where(
              and(
                eq(orders.tenantId, t),
                inArray(
                  orders.recordNo,
                  ready.map((o) => o.recordNo!),
                ),
                ne(orders.status, 'removed'),
              ),
            )
        : [];
      const taken = new Set(existing.map((e) => `${e.storeId}|${e.recordNo}`));
      for (const [i, o] of orderRows.entries())
        if (resolved[i]?.ok && taken.has(`${o.input.storeId}|${o.input.recordNo}`))
          errors.push(
            rowError(o.first, 'recordNo', 'errors:ORDER_RECORD_EXISTS', { recordNo: o.input.recordNo! }),
          );
      const left = await remainingQuota(tx, t, now);
      if (ready.length > left && rows[0])
        errors.push(
          rowError(rows[0].row, 'recordNo', 'errors:ORDER_IMPORT_QUOTA', { count: ready.length, left }),
        );
      return {
        errors,
        apply: async (writer) => {
          await orderCreateService.createOrders(writer, principal, ready, now, 'import');
          return readyRows;
        },
      };
    },
  });
}
