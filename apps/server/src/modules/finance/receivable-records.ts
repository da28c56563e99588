import type { ReceivableRecord, receivableRecordQuery } from '@wms/api';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { charges } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { rowsOf } from '../../platform/sync/bulk-sql.ts';
import { pageWindow } from '../../platform/values.ts';
import { dollars } from './fee-totals.ts';
import { chargeScope } from './finance-queries.ts';

interface Row {
  customer_id: string;
  warehouse_id: string;
  customer_code: string;
  account_type: string;
  warehouse_name: string;
  billed: string | number;
  unbilled: string | number;
  paid: string | number;
  open_bills: string | number;
  oldest_due: string | null;
  last_paid: Date | string | null;
}

/**
 * Per customer and warehouse in the caller's scope: the ledger's charges summed the way a bill sums them
 * (each bill's or month's fee type rounded half-up once, so billed equals the bills' totals), the
 * payments matched to those bills, and the bills still open.
 */
function owedCte(p: Principal, where: SQL | undefined) {
  return sql`
    with lines as (
      select ${charges.customerId} as customer_id, ${charges.warehouseId} as warehouse_id,
        ${charges.billId} is not null as on_bill,
        sign(sum(${charges.exactMilli})) * floor((abs(sum(${charges.exactMilli})) + 500) / 1000) as cents
      from ${charges}
      where ${where}
      group by ${charges.customerId}, ${charges.warehouseId}, ${charges.billId}, ${charges.billMonth},
        ${charges.feeType}
    ), owed as (
      select customer_id, warehouse_id,
        coalesce(sum(cents) filter (where on_bill), 0) as billed,
        coalesce(sum(cents) filter (where not on_bill), 0) as unbilled
      from lines group by customer_id, warehouse_id
    ), paid as (
      select b.customer_id, b.warehouse_id, sum(w.amount) as paid, max(w.created_at) as last_paid
      from write_offs w join bills b on b.tenant_id = w.tenant_id and b.id = w.bill_id
      where w.tenant_id = ${p.tenantId}
      group by b.customer_id, b.warehouse_id
    ), open as (
      select customer_id, warehouse_id, count(*) as open_bills, min(due_on)::text as oldest_due
      from bills where tenant_id = ${p.tenantId} and state = 'unsettled'
      group by customer_id, warehouse_id
    )`;
}

export async function receivableRecords(tx: Tx, p: Principal, q: z.infer<typeof receivableRecordQuery>) {
  const where = chargeScope(
    p,
    q.customerId ? eq(charges.customerId, q.customerId) : undefined,
    q.warehouseId ? eq(charges.warehouseId, q.warehouseId) : undefined,
  );
  const cte = owedCte(p, where);
  const [counted] = rowsOf<{ total: string | number }>(
    await tx.execute(sql`${cte} select count(*) as total from owed`),
  );
  const window = pageWindow(q);
  const found = rowsOf<Row>(
    await tx.execute(sql`${cte}
      select o.customer_id, o.warehouse_id, o.billed, o.unbilled, cu.customer_code, cu.account_type,
        wh.name as warehouse_name, coalesce(pd.paid, 0) as paid, pd.last_paid,
        coalesce(op.open_bills, 0) as open_bills, op.oldest_due
      from owed o
      join customers cu on cu.tenant_id = ${p.tenantId} and cu.id = o.customer_id
      join warehouses wh on wh.tenant_id = ${p.tenantId} and wh.id = o.warehouse_id
      left join paid pd on pd.customer_id = o.customer_id and pd.warehouse_id = o.warehouse_id
      left join open op on op.customer_id = o.customer_id and op.warehouse_id = o.warehouse_id
      order by o.billed - coalesce(pd.paid, 0) desc, cu.customer_code, wh.name
      limit ${window.limit} offset ${window.offset}`),
  );
  const items = found.map((r): ReceivableRecord => {
    const billed = Number(r.billed);
    const paid = Number(r.paid);
    return {
      id: `${r.customer_id}|${r.warehouse_id}`,
      customerId: r.customer_id,
      customerCode: r.customer_code,
      warehouseId: r.warehouse_id,
      warehouseName: r.warehouse_name,
      accountType: r.account_type === 'credit' ? 'credit' : 'prepaid',
      billed: dollars(billed),
      writtenOff: dollars(paid),
      owed: dollars(billed - paid),
      unbilled: dollars(Number(r.unbilled)),
      openBills: Number(r.open_bills),
      oldestDueOn: r.oldest_due,
      lastWriteOffTime: r.last_paid ? new Date(r.last_paid).toISOString() : null,
    };
  });
  return { items, total: Number(counted?.total ?? 0) };
}
