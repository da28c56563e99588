import {
  type Bill,
  type BillAction,
  type BillFilter,
  type BillingWidgets,
  type BillState,
  billActionOpen,
  type billQuery,
  billStateAfterPayment,
  type closeMonthInput,
  ErrorCode,
  monthClosable,
  uuidv7,
  type WriteOffRecord,
  type writeOffRecordQuery,
} from '@wms/api';
import { and, asc, between, count, desc, eq, inArray, isNull, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { bills, charges, customers, users, warehouses, writeOffs } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { nextNumber } from '../../platform/counters.ts';
import { canAccess, customerScope, warehouseScope } from '../../platform/data-scope.ts';
import { BizError } from '../../platform/errors.ts';
import { toCents } from '../../platform/money.ts';
import { iso, notFound, pageWindow } from '../../platform/values.ts';
import { mailPushService } from '../mail/mail-push.service.ts';
import { dollars, feeTotals } from './fee-totals.ts';
import { financeQueries } from './finance-queries.ts';
import { ledgerService, roundMilli } from './ledger.service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const scoped = (p: Principal, ...more: (SQL | undefined)[]) =>
  and(
    eq(bills.tenantId, p.tenantId),
    warehouseScope(p, bills.warehouseId),
    customerScope(p, bills.customerId),
    ...more,
  );

/** Prepaid accounts are every account that is not a credit account. */
export type AccountKind = 'credit' | 'prepaid';

/** The billed list's filters, and optionally one kind of account. */
const filtered = (p: Principal, q: BillFilter, account?: AccountKind) =>
  scoped(
    p,
    q.customerId ? eq(bills.customerId, q.customerId) : undefined,
    q.warehouseId ? eq(bills.warehouseId, q.warehouseId) : undefined,
    q.billMonth ? eq(bills.billMonth, q.billMonth) : undefined,
    q.invoiceNo ? eq(bills.invoiceNo, q.invoiceNo) : undefined,
    q.state ? eq(bills.state, q.state) : undefined,
    account === 'credit' ? eq(bills.accountType, 'credit') : undefined,
    account === 'prepaid' ? ne(bills.accountType, 'credit') : undefined,
  );

/** The last day of YYYY-MM plus the payment term: when the bill falls due. */
function dueOn(billMonth: string, termDays: number) {
  const [y, m] = billMonth.split('-').map(Number);
  return new Date(Date.UTC(y!, m!, 0) + termDays * DAY_MS).toISOString().slice(0, 10);
}

async function billRows(tx: Tx, where: SQL | undefined, window: { limit: number; offset: number }) {
  const found = await tx
    .select({ row: bills, customerCode: customers.customerCode, warehouseName: warehouses.name })
    .from(bills)
    .innerJoin(customers, and(eq(customers.tenantId, bills.tenantId), eq(customers.id, bills.customerId)))
    .innerJoin(warehouses, and(eq(warehouses.tenantId, bills.tenantId), eq(warehouses.id, bills.warehouseId)))
    .where(where)
    .orderBy(desc(bills.billMonth), desc(bills.invoiceNo))
    .limit(window.limit)
    .offset(window.offset);
  if (!found.length) return [];
  const ids = found.map((f) => f.row.id);
  const sums = await tx
    .select({
      billId: charges.billId,
      feeType: charges.feeType,
      milli: sql<string>`sum(${charges.exactMilli})`,
    })
    .from(charges)
    .where(and(eq(charges.tenantId, found[0]!.row.tenantId), inArray(charges.billId, ids)))
    .groupBy(charges.billId, charges.feeType);
  return found.map(({ row, customerCode, warehouseName }): Bill & { totalCents: number } => {
    const { fees, billMoney, totalCents } = feeTotals(sums.filter((s) => s.billId === row.id));
    return {
      id: row.id,
      invoiceNo: row.invoiceNo,
      billMonth: row.billMonth,
      customerId: row.customerId,
      customerCode,
      warehouseId: row.warehouseId,
      warehouseName,
      accountType: row.accountType,
      state: row.state as BillState,
      invoiceState: 'billed',
      fees,
      billMoney,
      amountPaid: dollars(row.amountPaid),
      amountToPay: dollars(totalCents - row.amountPaid),
      graceFlag: fees.storage === 0,
      dueOn: row.dueOn,
      createdTime: iso(row.createdAt),
      totalCents,
    };
  });
}

async function get(tx: Tx, p: Principal, id: string) {
  const [found] = await billRows(tx, scoped(p, eq(bills.id, id)), { limit: 1, offset: 0 });
  if (!found) notFound();
  return found;
}

const strip = ({ totalCents: _t, ...bill }: Bill & { totalCents: number }): Bill => bill;

function assertOpen(bill: Bill, action: BillAction) {
  if (!billActionOpen(bill.state, action))
    throw new BizError(ErrorCode.billStateRefused, { invoiceNo: bill.invoiceNo, state: bill.state, action });
}

/** Mail push of an issued bill to its customer's receivers (mail settings). */
function mailBill(tx: Tx, p: Principal, bill: Bill & { totalCents: number }, now: Date) {
  const params = {
    invoiceNo: bill.invoiceNo,
    billMonth: bill.billMonth,
    amount: (bill.totalCents / 100).toFixed(2),
    dueOn: bill.dueOn,
  };
  return mailPushService.queue(
    tx,
    {
      tenantId: p.tenantId,
      customerId: bill.customerId,
      event: 'billIssued',
      sourceNo: bill.invoiceNo,
      params,
      userId: p.userId,
    },
    now,
  );
}

export const billsService = {
  async list(tx: Tx, p: Principal, q: z.infer<typeof billQuery>) {
    const where = filtered(p, q);
    const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(bills).where(where);
    return { items: (await billRows(tx, where, pageWindow(q))).map(strip), total };
  },

  /** How many bills the filters (and account kind) select. */
  async count(tx: Tx, p: Principal, q: BillFilter, account?: AccountKind) {
    const [{ total } = { total: 0 }] = await tx
      .select({ total: count() })
      .from(bills)
      .where(filtered(p, q, account));
    return total;
  },

  /** A window of the filtered bills, in the list's order: what the bill downloads read. */
  async slice(
    tx: Tx,
    p: Principal,
    q: BillFilter,
    account: AccountKind | undefined,
    window: { limit: number; offset: number },
  ) {
    return (await billRows(tx, filtered(p, q, account), window)).map(strip);
  },

  /**
   * The dashboard's billing widgets, within the caller's scope: the money charged on each of `days`
   * (reversals included, each day's exact sum rounded once), and the customers whose unsettled bills are
   * past their due date on `today`, most owed first.
   */
  async widgets(tx: Tx, p: Principal, days: readonly string[], today: string): Promise<BillingWidgets> {
    const perDay = await tx
      .select({ day: charges.occurredOn, milli: sql<string>`sum(${charges.exactMilli})` })
      .from(charges)
      .where(
        and(
          eq(charges.tenantId, p.tenantId),
          warehouseScope(p, charges.warehouseId),
          customerScope(p, charges.customerId),
          between(charges.occurredOn, days[0]!, days[days.length - 1]!),
        ),
      )
      .groupBy(charges.occurredOn);
    const byDay = new Map(perDay.map((r) => [r.day, Number(r.milli)]));
    const trend = days.map((date) => ({ date, amount: dollars(roundMilli(byDay.get(date) ?? 0)) }));
    const total = dollars(roundMilli(perDay.reduce((sum, r) => sum + Number(r.milli), 0)));
    const late = await tx
      .select({ id: bills.id })
      .from(bills)
      .where(scoped(p, eq(bills.state, 'unsettled'), lt(bills.dueOn, today)))
      .orderBy(asc(bills.dueOn))
      .limit(500);
    const owed = late.length
      ? await billRows(
          tx,
          scoped(
            p,
            inArray(
              bills.id,
              late.map((b) => b.id),
            ),
          ),
          { limit: late.length, offset: 0 },
        )
      : [];
    const customersOwing = new Map<string, BillingWidgets['pastDue'][number] & { cents: number }>();
    for (const bill of owed) {
      const toPay = bill.totalCents - toCents(bill.amountPaid);
      if (toPay <= 0) continue;
      const entry = customersOwing.get(bill.customerId) ?? {
        customerId: bill.customerId,
        customerCode: bill.customerCode,
        bills: 0,
        amountToPay: 0,
        oldestDueOn: bill.dueOn,
        daysOverdue: 0,
        cents: 0,
      };
      entry.bills += 1;
      entry.cents += toPay;
      if (bill.dueOn < entry.oldestDueOn) entry.oldestDueOn = bill.dueOn;
      customersOwing.set(bill.customerId, entry);
    }
    const pastDue = [...customersOwing.values()]
      .sort((a, b) => b.cents - a.cents)
      .slice(0, 10)
      .map(({ cents, ...entry }) => ({
        ...entry,
        amountToPay: dollars(cents),
        daysOverdue: Math.round((Date.parse(today) - Date.parse(entry.oldestDueOn)) / DAY_MS),
      }));
    return { trend, total, pastDue };
  },

  /** Write-off records: each payment matched to a bill the caller may see, newest first. */
  async writeOffs(tx: Tx, p: Principal, q: z.infer<typeof writeOffRecordQuery>) {
    const where = scoped(
      p,
      q.invoiceNo ? eq(bills.invoiceNo, q.invoiceNo) : undefined,
      q.customerId ? eq(bills.customerId, q.customerId) : undefined,
      q.billMonth ? eq(bills.billMonth, q.billMonth) : undefined,
    );
    const joined = and(eq(bills.tenantId, writeOffs.tenantId), eq(bills.id, writeOffs.billId));
    const [{ total } = { total: 0 }] = await tx
      .select({ total: count() })
      .from(writeOffs)
      .innerJoin(bills, joined)
      .where(where);
    const rows = await tx
      .select({
        w: writeOffs,
        invoiceNo: bills.invoiceNo,
        billMonth: bills.billMonth,
        customerId: bills.customerId,
        customerCode: customers.customerCode,
        warehouseName: warehouses.name,
        createdByName: users.displayName,
      })
      .from(writeOffs)
      .innerJoin(bills, joined)
      .innerJoin(customers, and(eq(customers.tenantId, bills.tenantId), eq(customers.id, bills.customerId)))
      .innerJoin(
        warehouses,
        and(eq(warehouses.tenantId, bills.tenantId), eq(warehouses.id, bills.warehouseId)),
      )
      .leftJoin(users, and(eq(users.tenantId, writeOffs.tenantId), eq(users.id, writeOffs.createdBy)))
      .where(where)
      .orderBy(desc(writeOffs.createdAt), desc(writeOffs.id))
      .limit(pageWindow(q).limit)
      .offset(pageWindow(q).offset);
    const items = rows.map(
      (r): WriteOffRecord => ({
        id: r.w.id,
        billId: r.w.billId,
        invoiceNo: r.invoiceNo,
        billMonth: r.billMonth,
        customerId: r.customerId,
        customerCode: r.customerCode,
        warehouseName: r.warehouseName,
        amount: dollars(r.w.amount),
        remark: r.w.remark || null,
        createdByName: r.createdByName,
        createdTime: iso(r.w.createdAt),
      }),
    );
    return { items, total };
  },

  async detail(tx: Tx, p: Principal, id: string) {
    return strip(await get(tx, p, id));
  },

  /**
   * Closes a finished month: the facts up to its end are priced, then each customer and warehouse with
   * unbilled charges of the month gets a bill with an invoice number. A late fact closed later gets a
   * bill of its own for the same month. One close at a time per tenant (advisory lock).
   */
  async closeMonth(tx: Tx, p: Principal, input: z.infer<typeof closeMonthInput>, now: Date) {
    if (!monthClosable(input.billMonth, now.toISOString().slice(0, 10)))
      throw new BizError(ErrorCode.billMonthOpen, { billMonth: input.billMonth });
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${p.tenantId}:bill-close`}))`);
    const [y, m] = input.billMonth.split('-').map(Number);
    await ledgerService.priceAll(tx, p.tenantId, new Date(Date.UTC(y!, m!, 1)));
    const open = await tx
      .selectDistinct({
        customerId: charges.customerId,
        warehouseId: charges.warehouseId,
        accountType: customers.accountType,
        termDays: customers.paymentTermDays,
      })
      .from(charges)
      .innerJoin(
        customers,
        and(eq(customers.tenantId, charges.tenantId), eq(customers.id, charges.customerId)),
      )
      .where(
        and(
          eq(charges.tenantId, p.tenantId),
          warehouseScope(p, charges.warehouseId),
          customerScope(p, charges.customerId),
          isNull(charges.billId),
          eq(charges.billMonth, input.billMonth),
          input.customerId ? eq(charges.customerId, input.customerId) : undefined,
          input.warehouseId ? eq(charges.warehouseId, input.warehouseId) : undefined,
        ),
      );
    if (!open.length) throw new BizError(ErrorCode.billNothingToClose, { billMonth: input.billMonth });
    const ids: string[] = [];
    for (const o of open) {
      const id = uuidv7();
      await tx.insert(bills).values({
        tenantId: p.tenantId,
        id,
        invoiceNo: await nextNumber(tx, p.tenantId, 'invoice', 'INV', now),
        billMonth: input.billMonth,
        customerId: o.customerId,
        warehouseId: o.warehouseId,
        accountType: o.accountType,
        dueOn: dueOn(input.billMonth, o.termDays),
        createdBy: p.userId,
        updatedBy: p.userId,
      });
      await tx
        .update(charges)
        .set({ billId: id })
        .where(
          and(
            eq(charges.tenantId, p.tenantId),
            eq(charges.customerId, o.customerId),
            eq(charges.warehouseId, o.warehouseId),
            eq(charges.billMonth, input.billMonth),
            isNull(charges.billId),
          ),
        );
      ids.push(id);
    }
    const issued = await billRows(tx, scoped(p, inArray(bills.id, ids)), { limit: ids.length, offset: 0 });
    for (const bill of issued) await mailBill(tx, p, bill, now);
    return issued.map(strip);
  },

  /** Billed-edit: a line of an unsettled bill is corrected by a reversal and a corrected charge. */
  async adjust(tx: Tx, p: Principal, input: { chargeId: string; amount: number; remark: string }) {
    const [charge] = await tx
      .select()
      .from(charges)
      .where(and(eq(charges.tenantId, p.tenantId), eq(charges.id, input.chargeId)))
      .for('update');
    if (!charge || !canAccess(p, charge)) notFound();
    if (charge.billId) assertOpen(await get(tx, p, charge.billId), 'adjust');
    const written = await ledgerService.correct(tx, p, charge, toCents(input.amount), input.remark);
    return financeQueries.byIds(
      tx,
      p,
      written.map((w) => w.id),
    );
  },

  /** A payment matched to a bill; the bill is settled once it is fully paid. */
  async writeOff(tx: Tx, p: Principal, input: { billId: string; amount: number; remark: string }, now: Date) {
    await tx
      .select({ id: bills.id })
      .from(bills)
      .where(scoped(p, eq(bills.id, input.billId)))
      .for('update');
    const bill = await get(tx, p, input.billId);
    assertOpen(bill, 'writeOff');
    const cents = toCents(input.amount);
    const paid = toCents(bill.amountPaid) + cents;
    if (paid > bill.totalCents)
      throw new BizError(ErrorCode.writeOffTooMuch, {
        invoiceNo: bill.invoiceNo,
        amountToPay: bill.amountToPay,
      });
    const state = billStateAfterPayment(bill.totalCents, paid);
    await tx.insert(writeOffs).values({
      tenantId: p.tenantId,
      id: uuidv7(),
      billId: bill.id,
      amount: cents,
      remark: input.remark,
      createdBy: p.userId,
    });
    await tx
      .update(bills)
      .set({
        amountPaid: paid,
        state,
        settledAt: state === 'settled' ? now : null,
        updatedBy: p.userId,
        updatedAt: now,
      })
      .where(and(eq(bills.tenantId, p.tenantId), eq(bills.id, bill.id)));
    return billsService.detail(tx, p, bill.id);
  },
};
