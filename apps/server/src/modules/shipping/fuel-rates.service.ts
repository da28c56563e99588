import { ErrorCode, type FuelRate, type FuelRateInput, type fuelRateListQuery, uuidv7 } from '@wms/api';
import { and, asc, count, desc, eq, gt, lte } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { fuelRates } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { BizError } from '../../platform/errors.ts';
import { factDate } from '../../platform/rating/rate-versions.ts';
import { iso, pageWindow } from '../../platform/values.ts';

type Row = typeof fuelRates.$inferSelect;

const dayBefore = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/** The row with the day its week ends: the day before the carrier's next week in the table. */
async function withEnd(tx: Tx, row: Row): Promise<FuelRate> {
  const [next] = await tx
    .select({ weekStart: fuelRates.weekStart })
    .from(fuelRates)
    .where(
      and(
        eq(fuelRates.tenantId, row.tenantId),
        eq(fuelRates.carrier, row.carrier),
        gt(fuelRates.weekStart, row.weekStart),
      ),
    )
    .orderBy(asc(fuelRates.weekStart))
    .limit(1);
  return {
    id: row.id,
    carrier: row.carrier,
    weekStart: row.weekStart,
    percent: row.percent,
    weekEnd: next ? dayBefore(next.weekStart) : '',
    updatedTime: iso(row.updatedAt),
  };
}

async function list(tx: Tx, principal: Principal, query: z.infer<typeof fuelRateListQuery>) {
  const where = and(
    eq(fuelRates.tenantId, principal.tenantId),
    query.carrier ? eq(fuelRates.carrier, query.carrier.toLowerCase()) : undefined,
  );
  const [total] = await tx.select({ n: count() }).from(fuelRates).where(where);
  const { limit, offset } = pageWindow(query);
  const rows = await tx
    .select()
    .from(fuelRates)
    .where(where)
    .orderBy(desc(fuelRates.weekStart), asc(fuelRates.carrier))
    .limit(limit)
    .offset(offset);
  const items: FuelRate[] = [];
  for (const row of rows) items.push(await withEnd(tx, row));
  return { items, total: total?.n ?? 0 };
}

/** A week already in force keeps its rate, so fuel priced in it is never priced differently later. */
function assertNotBegun(row: Row, now: Date) {
  if (row.weekStart <= factDate(now))
    throw new BizError(ErrorCode.fuelRateWeekBegun, { weekStart: row.weekStart });
}

/**
 * Sets a carrier's rate of a week before the week begins. The one exception is a carrier's first rate,
 * which may start in the current or a past week, so a new table has a rate in force at once.
 */
async function save(tx: Tx, principal: Principal, input: FuelRateInput, now: Date) {
  const [current] = await tx
    .select()
    .from(fuelRates)
    .where(
      and(
        eq(fuelRates.tenantId, principal.tenantId),
        eq(fuelRates.carrier, input.carrier),
        eq(fuelRates.weekStart, input.weekStart),
      ),
    )
    .for('update');
  if (current) assertNotBegun(current, now);
  else if (input.weekStart <= factDate(now)) {
    const [inForce] = await tx
      .select({ id: fuelRates.id })
      .from(fuelRates)
      .where(
        and(
          eq(fuelRates.tenantId, principal.tenantId),
          eq(fuelRates.carrier, input.carrier),
          lte(fuelRates.weekStart, factDate(now)),
        ),
      )
      .limit(1);
    if (inForce) throw new BizError(ErrorCode.fuelRateWeekBegun, { weekStart: input.weekStart });
  }
  if (current) {
    const [row] = await tx
      .update(fuelRates)
      .set({ percent: input.percent, updatedAt: now, updatedBy: principal.userId })
      .where(and(eq(fuelRates.tenantId, principal.tenantId), eq(fuelRates.id, current.id)))
      .returning();
    return withEnd(tx, row!);
  }
  const [row] = await tx
    .insert(fuelRates)
    .values({
      ...input,
      tenantId: principal.tenantId,
      id: uuidv7(),
      createdAt: now,
      updatedAt: now,
      createdBy: principal.userId,
      updatedBy: principal.userId,
    })
    .returning();
  return withEnd(tx, row!);
}

async function remove(tx: Tx, principal: Principal, id: string, now: Date) {
  const where = and(eq(fuelRates.tenantId, principal.tenantId), eq(fuelRates.id, id));
  const [row] = await tx.select().from(fuelRates).where(where).for('update');
  if (!row) throw new BizError(ErrorCode.fuelRateNotFound);
  assertNotBegun(row, now);
  await tx.delete(fuelRates).where(where);
  return { id };
}

export const fuelRatesService = { list, save, remove };
