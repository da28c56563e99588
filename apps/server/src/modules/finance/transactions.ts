import type { transactionQuery } from '@wms/api';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import type { Principal } from '../../platform/context.ts';
import { rowsOf } from '../../platform/sync/bulk-sql.ts';
import { pageWindow } from '../../platform/values.ts';
import { dollars } from './fee-totals.ts';

type Row = {
  id: string;
  customer_id: string;
  customer_code: string;
  kind: 'recharge' | 'refund' | 'charge' | 'payment';
  reference: string;
  detail: string;
  amount: string;
  time: Date | string;
};

/** The caller's customers: its own for a customer's user, its list, or all. */
function customerFilter(p: Principal, column: string) {
  const c = sql.raw(column);
  if (p.customerId) return sql`${c} = ${p.customerId}`;
  if (p.customerIds === null) return sql`true`;
  if (!p.customerIds.length) return sql`false`;
  return sql`${c} in (${sql.join(
    p.customerIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;
}

/**
 * Every balance movement, newest first: approved recharges and refunds, each charge and reversal of the
 * ledger, and each payment matched to a bill.
 */
export async function transactions(tx: Tx, p: Principal, q: z.infer<typeof transactionQuery>) {
  const customer = q.customerId ? sql`and t.customer_id = ${q.customerId}` : sql``;
  const kind = q.kind ? sql`and t.kind = ${q.kind}` : sql``;
  const all = sql`
    select r.id, r.customer_id, r.type as kind, r.serial_no as reference, r.way as detail,
      case when r.type = 'refund' then -r.amount else r.amount end as amount, r.approved_at as time
    from recharges r where r.tenant_id = ${p.tenantId} and r.audit_state = 'approved'
      and ${customerFilter(p, 'r.customer_id')}
    union all
    select c.id, c.customer_id, 'charge', c.source_no, c.fee_type || ':' || c.fee_component, -c.amount, c.created_at
    from charges c where c.tenant_id = ${p.tenantId} and ${customerFilter(p, 'c.customer_id')}
    union all
    select w.id, b.customer_id, 'payment', b.invoice_no, w.remark, w.amount, w.created_at
    from write_offs w join bills b on b.tenant_id = w.tenant_id and b.id = w.bill_id
    where w.tenant_id = ${p.tenantId} and ${customerFilter(p, 'b.customer_id')}`;
  const where = sql`from (${all}) t join customers cu on cu.tenant_id = ${p.tenantId} and cu.id = t.customer_id
    where true ${customer} ${kind}`;
  const window = pageWindow(q);
  const [count] = rowsOf<{ n: string }>(await tx.execute(sql`select count(*) as n ${where}`));
  const found = rowsOf<Row>(
    await tx.execute(
      sql`select t.*, cu.customer_code ${where} order by t.time desc, t.id desc limit ${window.limit} offset ${window.offset}`,
    ),
  );
  return {
    total: Number(count?.n ?? 0),
    items: found.map((r) => ({
      id: r.id,
      customerId: r.customer_id,
      customerCode: r.customer_code,
      kind: r.kind,
      reference: r.reference,
      detail: r.detail ?? '',
      amount: dollars(Number(r.amount)),
      time: new Date(r.time).toISOString(),
    })),
  };
}
