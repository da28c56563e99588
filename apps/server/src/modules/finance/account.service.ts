import { type Account, ErrorCode } from '@wms/api';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { customers } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { canAccess } from '../../platform/data-scope.ts';
import { BizError } from '../../platform/errors.ts';
import { formatCents, toCents } from '../../platform/money.ts';
import { rowsOf } from '../../platform/sync/bulk-sql.ts';
import { notFound } from '../../platform/values.ts';
import { milli } from './charge-source.ts';
import { dollars } from './fee-totals.ts';
import { ledgerService } from './ledger.service.ts';
import { QuoteBook } from './quote-book.ts';

/** A label just made: its freight as rated, to charge at once so the balance sees it. */
export interface LabelFact {
  shipmentId: string;
  orderId: string;
  orderNo: string;
  customerId: string;
  warehouseId: string;
  freightCents: number;
  rateVersionId: string | null;
  at: Date;
}

async function figures(tx: Tx, tenantId: string, customerId: string, lock: boolean) {
  const query = tx
    .select()
    .from(customers)
    .where(and(eq(customers.tenantId, tenantId), eq(customers.id, customerId)));
  const [customer] = lock ? await query.for('update') : await query;
  if (!customer) notFound();
  const rows = await tx.execute(sql`
    select
      (select coalesce(sum(case when type = 'refund' then -amount else amount end), 0) from recharges
        where tenant_id = ${tenantId} and customer_id = ${customerId} and audit_state = 'approved') as recharged,
      (select coalesce(sum(amount), 0) from charges
        where tenant_id = ${tenantId} and customer_id = ${customerId}) as charged,
      (select coalesce(sum(w.amount), 0) from write_offs w
        join bills b on b.tenant_id = w.tenant_id and b.id = w.bill_id
        where w.tenant_id = ${tenantId} and b.customer_id = ${customerId}) as paid`);
  const row = rowsOf<{ recharged: string; charged: string; paid: string }>(rows)[0]!;
  const charged = Number(row.charged);
  const balance = Number(row.recharged) - charged;
  const outstanding = charged - Number(row.paid);
  const creditLimit = toCents(customer.creditAmount) + toCents(customer.temporaryQuota);
  const prepaid = customer.accountType !== 'credit';
  return {
    customer,
    balance,
    outstanding,
    creditLimit,
    available: prepaid ? balance : creditLimit - outstanding,
    prepaid,
  };
}

export const accountService = {
  async get(tx: Tx, p: Principal, customerId: string): Promise<Account> {
    if (!canAccess(p, { customerId })) notFound();
    const f = await figures(tx, p.tenantId, customerId, false);
    return {
      customerId,
      customerCode: f.customer.customerCode,
      accountType: f.prepaid ? 'prepaid' : 'credit',
      balance: dollars(f.balance),
      creditLimit: dollars(f.creditLimit),
      outstanding: dollars(f.outstanding),
      available: dollars(f.available),
      paymentTermDays: f.customer.paymentTermDays,
    };
  },

  /**
   * Refuses a cost the customer's account cannot carry: a prepaid balance that would go below zero, or a
   * credit customer's debt that would pass its fixed credit plus temporary quota. The customer row is
   * locked, so two labels of one customer cannot both spend the same balance.
   */
  async assertCanSpend(tx: Tx, tenantId: string, customerId: string, cents: number) {
    const f = await figures(tx, tenantId, customerId, true);
    if (f.available - cents >= 0) return;
    const amount = formatCents(cents);
    const customerCode = f.customer.customerCode;
    if (f.prepaid)
      throw new BizError(ErrorCode.balanceInsufficient, {
        customerCode,
        balance: formatCents(f.balance),
        amount,
      });
    throw new BizError(ErrorCode.creditExceeded, {
      customerCode,
      limit: formatCents(f.creditLimit),
      outstanding: formatCents(f.outstanding),
      amount,
    });
  },

  /**
   * The check before a carrier label: the label's freight plus its order's handling must fit the
   * customer's account. Called before the carrier is asked, so a refused label is never made.
   */
  async assertLabelAffordable(tx: Tx, tenantId: string, customerId: string, freightCents: number, at: Date) {
    const day = at.toISOString().slice(0, 10);
    const handling = await new QuoteBook(tx, tenantId).price(customerId, day, 'orderProcessing');
    await accountService.assertCanSpend(tx, tenantId, customerId, freightCents + (handling?.cents ?? 0));
  },

  /** Charges a label's freight and its order's handling at once (the daily run would otherwise). */
  async chargeLabel(tx: Tx, tenantId: string, fact: LabelFact, createdBy: string | null) {
    const day = fact.at.toISOString().slice(0, 10);
    const base = { customerId: fact.customerId, warehouseId: fact.warehouseId, occurredOn: day, quantity: 1 };
    const handling = await new QuoteBook(tx, tenantId).price(fact.customerId, day, 'orderProcessing');
    await ledgerService.post(
      tx,
      tenantId,
      [
        {
          ...base,
          sourceKind: 'shipment',
          sourceId: fact.shipmentId,
          sourceNo: fact.orderNo,
          feeType: 'freight',
          feeComponent: 'freight',
          exactMilli: milli(fact.freightCents),
          rateVersionId: fact.rateVersionId,
          rule: 'labelFreight',
        },
        ...(handling
          ? [
              {
                ...base,
                sourceKind: 'order' as const,
                sourceId: fact.orderId,
                sourceNo: fact.orderNo,
                feeType: 'orderProcessing' as const,
                feeComponent: 'orderProcessing',
                exactMilli: milli(handling.cents),
                rateVersionId: handling.versionId,
                rule: 'perOrder',
              },
            ]
          : []),
      ],
      createdBy,
    );
  },
};
