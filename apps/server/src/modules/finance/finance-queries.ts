import type { Charge, chargeQuery, unbilledQuery } from '@wms/api';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { charges, customers, warehouses } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { customerScope, warehouseScope } from '../../platform/data-scope.ts';
import { iso, pageWindow } from '../../platform/values.ts';
import { dollars, feeTotals } from './fee-totals.ts';

/** The caller's charges: its warehouses, and only its own customer for a customer's user. */
export const chargeScope = (p: Principal, ...more: (SQL | undefined)[]) =>
  and(
    eq(charges.tenantId, p.tenantId),
    warehouseScope(p, charges.warehouseId),
    customerScope(p, charges.customerId),
    ...more,
  );

function chargeFilters(q: z.infer<typeof chargeQuery>) {
  return [
    q.billId ? eq(charges.billId, q.billId) : undefined,
    q.customerId ? eq(charges.customerId, q.customerId) : undefined,
    q.warehouseId ? eq(charges.warehouseId, q.warehouseId) : undefined,
    q.billMonth ? eq(charges.billMonth, q.billMonth) : undefined,
    q.feeType ? eq(charges.feeType, q.feeType) : undefined,
    q.invoiceState === 'unbilled' ? isNull(charges.billId) : undefined,
    q.invoiceState === 'billed' ? isNotNull(charges.billId) : undefined,
  ];
}

async function chargeRows(
  tx: Tx,
  where: SQL | undefined,
  window: { limit: number; offset: number },
): Promise<Charge[]> {
  const found = await tx
    .select({ row: charges, customerCode: customers.customerCode, warehouseName: warehouses.name })
    .from(charges)
    .innerJoin(customers, and(eq(customers.tenantId, charges.tenantId), eq(customers.id, charges.customerId)))
    .innerJoin(
      warehouses,
      and(eq(warehouses.tenantId, charges.tenantId), eq(warehouses.id, charges.warehouseId)),
    )
    .where(where)
    .orderBy(asc(charges.occurredOn), asc(charges.sourceKind), asc(charges.sourceId), asc(charges.seq))
    .limit(window.limit)
    .offset(window.offset);
  return found.map(({ row, customerCode, warehouseName }) => ({
    id: row.id,
    customerId: row.customerId,
    customerCode,
    warehouseId: row.warehouseId,
    warehouseName,
    sourceKind: row.sourceKind as Charge['sourceKind'],
    sourceId: row.sourceId,
    sourceNo: row.sourceNo,
    feeType: row.feeType as Charge['feeType'],
    feeComponent: row.feeComponent,
    seq: row.seq,
    quantity: row.quantity,
    amount: dollars(row.amount),
    occurredOn: row.occurredOn,
    billMonth: row.billMonth,
    rateVersionId: row.rateVersionId,
    rule: row.rule,
    roundingRule: row.roundingRule,
    reversesId: row.reversesId,
    billId: row.billId,
    invoiceState: row.billId ? 'billed' : 'unbilled',
    remark: row.remark,
    createdTime: iso(row.createdAt),
  }));
}

export const financeQueries = {
  async charges(tx: Tx, p: Principal, q: z.infer<typeof chargeQuery>) {
    const where = chargeScope(p, ...chargeFilters(q));
    const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(charges).where(where);
    return { items: await chargeRows(tx, where, pageWindow(q)), total };
  },

  async byIds(tx: Tx, p: Principal, ids: string[]) {
    return chargeRows(tx, chargeScope(p, inArray(charges.id, ids)), { limit: ids.length, offset: 0 });
  },

  /** Unbilled charges per customer, warehouse and month, with each fee component rounded once. */
  async unbilled(tx: Tx, p: Principal, q: z.infer<typeof unbilledQuery>) {
    const where = chargeScope(
      p,
      isNull(charges.billId),
      q.customerId ? eq(charges.customerId, q.customerId) : undefined,
      q.warehouseId ? eq(charges.warehouseId, q.warehouseId) : undefined,
      q.billMonth ? eq(charges.billMonth, q.billMonth) : undefined,
    );
    const found = await tx
      .select({
        customerId: charges.customerId,
        customerCode: customers.customerCode,
        accountType: customers.accountType,
        warehouseId: charges.warehouseId,
        warehouseName: warehouses.name,
        billMonth: charges.billMonth,
        feeType: charges.feeType,
        milli: sql<string>`sum(${charges.exactMilli})`,
        n: count(),
      })
      .from(charges)
      .innerJoin(
        customers,
        and(eq(customers.tenantId, charges.tenantId), eq(customers.id, charges.customerId)),
      )
      .innerJoin(
        warehouses,
        and(eq(warehouses.tenantId, charges.tenantId), eq(warehouses.id, charges.warehouseId)),
      )
      .where(where)
      .groupBy(
        charges.customerId,
        customers.customerCode,
        customers.accountType,
        charges.warehouseId,
        warehouses.name,
        charges.billMonth,
        charges.feeType,
      )
      .orderBy(desc(charges.billMonth), asc(customers.customerCode), asc(warehouses.name));
    const groups = new Map<string, typeof found>();
    for (const r of found) {
      const key = `${r.billMonth}|${r.customerId}|${r.warehouseId}`;
      groups.set(key, [...(groups.get(key) ?? []), r]);
    }
    const all = [...groups.values()].map((rows) => {
      const first = rows[0]!;
      const { fees, billMoney } = feeTotals(rows);
      return {
        id: `${first.billMonth}|${first.customerId}|${first.warehouseId}`,
        customerId: first.customerId,
        customerCode: first.customerCode,
        warehouseId: first.warehouseId,
        warehouseName: first.warehouseName,
        billMonth: first.billMonth,
        accountType: first.accountType,
        fees,
        billMoney,
        chargeCount: rows.reduce((n, r) => n + r.n, 0),
      };
    });
    const window = pageWindow(q);
    return { items: all.slice(window.offset, window.offset + window.limit), total: all.length };
  },
};
