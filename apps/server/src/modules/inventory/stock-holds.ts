/**
 * Occupations (allocations and locks) of the stock service. Only `stock.service.ts` imports this file.
 * Lock order everywhere: stock rows first, then their occupations, so no two operations deadlock.
 */
import { uuidv7 } from '@wms/api';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { inValues } from '../../db/in-values.ts';
import { stockOccupations } from '../../db/schema/index.ts';
import { type Actor, applyChanges, type StockRow, type StockSource } from './stock-core.ts';

export type Occupation = typeof stockOccupations.$inferSelect;

/** A source that holds stock: a pick list, an order, a work order… */
export interface HoldSource extends StockSource {
  sourceNo: string;
  sourceModule: string;
}

export interface HoldFilter {
  stockIds?: string[];
  source?: HoldSource;
  kind?: 'allocate' | 'lock';
  id?: string;
}

/** Active occupations; `forUpdate` only once the stock rows they hold are locked. */
export function activeHolds(tx: Tx, actor: Actor, where: HoldFilter, forUpdate: boolean) {
  const query = tx
    .select()
    .from(stockOccupations)
    .where(
      and(
        eq(stockOccupations.tenantId, actor.tenantId),
        eq(stockOccupations.state, 'active'),
        where.id ? eq(stockOccupations.id, where.id) : undefined,
        where.kind ? eq(stockOccupations.kind, where.kind) : undefined,
        where.stockIds ? inValues(stockOccupations.stockId, where.stockIds, 'uuid') : undefined,
        where.source
          ? and(
              eq(stockOccupations.sourceNo, where.source.sourceNo),
              eq(stockOccupations.sourceModule, where.source.sourceModule),
            )
          : undefined,
      ),
    )
    .orderBy(stockOccupations.createdAt, stockOccupations.id);
  return forUpdate ? query.for('update') : query;
}

export async function findHold(
  tx: Tx,
  actor: Actor,
  id: string,
  forUpdate: boolean,
): Promise<Occupation | undefined> {
  const query = tx
    .select()
    .from(stockOccupations)
    .where(and(eq(stockOccupations.tenantId, actor.tenantId), eq(stockOccupations.id, id)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** Sets what an occupation still holds; it ends as `shipped` when its last units left the warehouse. */
export async function setHold(tx: Tx, hold: Occupation, quantity: number, shipped: number, now: Date) {
  const state = quantity > 0 ? 'active' : shipped > hold.shippedQty ? 'shipped' : 'released';
  const [row] = await tx
    .update(stockOccupations)
    .set({ quantity, shippedQty: shipped, state, updatedAt: now })
    .where(and(eq(stockOccupations.tenantId, hold.tenantId), eq(stockOccupations.id, hold.id)))
    .returning();
  return row!;
}

/** Allocates or locks units of a locked row for a source, with its log row and occupation. */
export async function hold(
  tx: Tx,
  actor: Actor,
  kind: 'allocate' | 'lock',
  row: StockRow,
  quantity: number,
  source: HoldSource,
  now: Date,
) {
  const delta = kind === 'lock' ? { dLocked: quantity } : { dAllocated: quantity };
  await applyChanges(tx, actor, [row], [{ stockId: row.id, eventType: kind, ...delta, ...source }], now);
  const [created] = await tx
    .insert(stockOccupations)
    .values({
      tenantId: actor.tenantId,
      id: uuidv7(),
      stockId: row.id,
      kind,
      sourceNo: source.sourceNo,
      sourceModule: source.sourceModule,
      quantity,
      state: 'active',
      remark: source.remark ?? null,
      createdBy: actor.userId,
      updatedBy: actor.userId,
    })
    .returning();
  return created!;
}

/** What a batch left an occupation holding: written for many occupations in one statement. */
export interface HoldAfter {
  hold: Occupation;
  quantity: number;
  shippedQty: number;
}

/**
 * `setHold` for many occupations at once (the states follow the same rule), as a write to run with others
 * (`writeTogether`); none when nothing changed.
 */
export function holdsWrite(actor: Actor, after: HoldAfter[], now: Date): SQL | null {
  if (!after.length) return null;
  const rows = JSON.stringify(
    after.map(({ hold, quantity, shippedQty }) => ({
      id: hold.id,
      quantity,
      shipped_qty: shippedQty,
      state: quantity > 0 ? 'active' : shippedQty > hold.shippedQty ? 'shipped' : 'released',
    })),
  );
  return sql`
    UPDATE stock_occupations AS o SET quantity = v.quantity, shipped_qty = v.shipped_qty, state = v.state,
      updated_at = ${now.toISOString()}::timestamptz
    FROM json_to_recordset(${rows}::json) AS v(id uuid, quantity int, shipped_qty int, state text)
    WHERE o.tenant_id = ${actor.tenantId}::uuid AND o.id = v.id`;
}
