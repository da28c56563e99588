import { uuidv7 } from '@wms/api';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { charges } from '../../db/schema/index.ts';
import { pgArray, rowsOf } from '../../platform/sync/bulk-sql.ts';

interface Latest {
  id: string;
  voided_on: string;
}

/**
 * The freight of a voided label comes back as a reversing row (the next seq, minus the amount), never an
 * edit. The latest charge of each voided shipment is reversed unless it already is a reversal, so a void
 * seen twice (at the void and again by the daily run) reverses once; the unique key settles a race. An
 * unbilled charge is reversed in its own month, so the bill nets it out; a billed one on the void's day, so
 * the next bill carries the credit. Returns how many rows were written.
 */
export async function reverseVoidedLabels(
  tx: Tx,
  tenantId: string,
  createdBy: string | null,
  orderIds?: readonly string[],
) {
  const ofOrders = orderIds ? sql`and s.order_id = any(${pgArray(orderIds)}::uuid[])` : sql``;
  // The voided labels first, materialized, then their charges by the ledger's source key: joining the
  // ledger to every shipment on `id::text` let the planner pair each charge with each shipment (quadratic;
  // 73 s for 5 000 labels in the billing bench, hours for a month of 100 000).
  const latest = rowsOf<Latest>(
    await tx.execute(sql`
      with voided as materialized (
        select s.id::text as source_id, to_char(s.updated_at at time zone 'UTC', 'YYYY-MM-DD') as voided_on
        from shipments s
        where s.tenant_id = ${tenantId} and s.state = 'voided' ${ofOrders}
      )
      select c.id, v.voided_on
      from voided v
      join charges c on c.tenant_id = ${tenantId} and c.source_kind = 'shipment' and c.source_id = v.source_id
      where c.reverses_id is null and c.amount <> 0
        and not exists (select 1 from charges n where n.tenant_id = c.tenant_id
          and n.source_kind = c.source_kind and n.source_id = c.source_id
          and n.fee_component = c.fee_component and n.seq > c.seq)`),
  );
  if (!latest.length) return 0;
  const originals = await tx
    .select()
    .from(charges)
    .where(
      and(
        eq(charges.tenantId, tenantId),
        inArray(
          charges.id,
          latest.map((l) => l.id),
        ),
      ),
    );
  const byId = new Map(latest.map((l) => [l.id, l]));
  const rows = originals.map((c) => {
    const l = byId.get(c.id)!;
    const occurredOn = c.billId ? l.voided_on : c.occurredOn;
    return {
      ...c,
      id: uuidv7(),
      seq: c.seq + 1,
      amount: -c.amount,
      exactMilli: -c.exactMilli,
      quantity: -c.quantity,
      reversesId: c.id,
      rule: 'labelVoided',
      occurredOn,
      billMonth: c.billId ? occurredOn.slice(0, 7) : c.billMonth,
      billId: null,
      remark: null,
      createdBy,
      createdAt: undefined,
    };
  });
  const written = await tx
    .insert(charges)
    .values(rows)
    .onConflictDoNothing({
      target: [charges.tenantId, charges.sourceKind, charges.sourceId, charges.feeComponent, charges.seq],
    })
    .returning({ id: charges.id });
  return written.length;
}
