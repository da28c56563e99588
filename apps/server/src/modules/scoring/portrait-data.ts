import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../platform/sync/bulk-sql.ts';

type Monthly = Array<{ month: string; value: number }>;

/** The six calendar months (UTC, YYYY-MM) ending with the month of `now`, oldest first. */
export function lastMonths(now: Date, count = 6): string[] {
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (count - 1 - i), 1));
    return d.toISOString().slice(0, 7);
  });
}

async function perMonth(tx: Tx, months: string[], query: ReturnType<typeof sql>): Promise<Monthly> {
  const rows = rowsOf<{ month: string; value: string | number }>(await tx.execute(query));
  const found = new Map(rows.map((r) => [r.month, Number(r.value)]));
  return months.map((month) => ({ month, value: found.get(month) ?? 0 }));
}

/** The portrait's charts from the customer's own rows: containers, orders, shipments, units, payments. */
export async function portraitCharts(tx: Tx, tenantId: string, customerId: string, now: Date) {
  const months = lastMonths(now);
  const from = `${months[0]}-01`;
  const m = (column: ReturnType<typeof sql>) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM')`;
  return {
    cabinets: await perMonth(
      tx,
      months,
      sql`select ${m(sql`created_at`)} as month, count(*) as value from inbound_shipments
          where tenant_id = ${tenantId} and customer_id = ${customerId} and created_at >= ${from}::date
          group by 1`,
    ),
    orders: await perMonth(
      tx,
      months,
      sql`select ${m(sql`order_time`)} as month, count(*) as value from orders
          where tenant_id = ${tenantId} and customer_id = ${customerId} and order_time >= ${from}::date
          group by 1`,
    ),
    outgoing: await perMonth(
      tx,
      months,
      sql`select ${m(sql`shipped_at`)} as month, count(*) as value from orders
          where tenant_id = ${tenantId} and customer_id = ${customerId} and shipped_at >= ${from}::date
          group by 1`,
    ),
    output: await perMonth(
      tx,
      months,
      sql`select ${m(sql`o.shipped_at`)} as month, coalesce(sum(i.sale_num), 0) as value
          from orders o join order_items i on i.tenant_id = o.tenant_id and i.order_id = o.id
          where o.tenant_id = ${tenantId} and o.customer_id = ${customerId} and o.shipped_at >= ${from}::date
          group by 1`,
    ),
    // approved recharges, in dollars (amounts are stored in cents)
    payment: await perMonth(
      tx,
      months,
      sql`select ${m(sql`approved_at`)} as month, coalesce(sum(amount), 0) / 100.0 as value from recharges
          where tenant_id = ${tenantId} and customer_id = ${customerId} and audit_state = 'approved'
            and type = 'recharge' and approved_at >= ${from}::date
          group by 1`,
    ),
  };
}

/**
 * The indicator values of the last `windowDays` days (the tenant's other setting `scoringWindowDays`, 90
 * until changed): orders placed, the percentage of due bills paid by their due
 * date (100 when none was due), the percentage of orders that went abnormal, returns per 100 shipped
 * orders, and units shipped.
 */
export async function indicatorValues(
  tx: Tx,
  tenantId: string,
  customerId: string,
  now: Date,
  windowDays: number,
) {
  const since = new Date(now.getTime() - windowDays * 86_400_000).toISOString();
  const today = now.toISOString().slice(0, 10);
  const [row] = rowsOf<Record<string, string | number>>(
    await tx.execute(sql`
      select
        (select count(*) from orders where tenant_id = ${tenantId} and customer_id = ${customerId}
           and order_time >= ${since}::timestamptz) as orders,
        (select count(*) from orders where tenant_id = ${tenantId} and customer_id = ${customerId}
           and order_time >= ${since}::timestamptz and status in ('exception', 'logisticsException')) as abnormal,
        (select count(*) from orders where tenant_id = ${tenantId} and customer_id = ${customerId}
           and shipped_at >= ${since}::timestamptz) as shipped,
        (select coalesce(sum(i.sale_num), 0) from orders o join order_items i
           on i.tenant_id = o.tenant_id and i.order_id = o.id
           where o.tenant_id = ${tenantId} and o.customer_id = ${customerId}
           and o.shipped_at >= ${since}::timestamptz) as units,
        (select count(*) from order_returns where tenant_id = ${tenantId} and customer_id = ${customerId}
           and created_at >= ${since}::timestamptz) as returns,
        (select count(*) from bills where tenant_id = ${tenantId} and customer_id = ${customerId}
           and due_on <= ${today}::date and due_on >= ${since}::date) as due,
        (select count(*) from bills where tenant_id = ${tenantId} and customer_id = ${customerId}
           and due_on <= ${today}::date and due_on >= ${since}::date
           and settled_at is not null and settled_at::date <= due_on) as paid_on_time`),
  );
  const n = (k: string) => Number(row?.[k] ?? 0);
  const pct = (part: number, whole: number, none: number) =>
    whole > 0 ? Math.round((10_000 * part) / whole) / 100 : none;
  return {
    orderVolume: n('orders'),
    paymentTimeliness: pct(n('paid_on_time'), n('due'), 100),
    abnormalRate: pct(n('abnormal'), n('orders'), 0),
    returnRate: pct(n('returns'), n('shipped'), 0),
    outgoingUnits: n('units'),
  };
}
