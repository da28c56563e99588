import {
  type bulkLocationSchema,
  ErrorCode,
  type Location,
  type locationInputSchema,
  type locationListQuery,
  uuidv7,
} from '@wms/api';
import { and, asc, count, eq, ilike, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { locations, stocks, warehouses } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { canAccess, warehouseScope } from '../../platform/data-scope.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import { BizError } from '../../platform/errors.ts';
import { iso, likeEscape, notFound, pageWindow } from '../../platform/values.ts';
import { findWarehouse } from '../warehouses/warehouses.service.ts';
import { aisleOfRow, gridName, sideOfRow } from './route-coordinates.ts';

type Row = typeof locations.$inferSelect;
type Input = z.infer<typeof locationInputSchema>;
export type NewLocation = typeof locations.$inferInsert;

export const toLocation = (row: Row, warehouseName: string): Location => ({
  id: row.id,
  warehouseId: row.warehouseId,
  warehouseName,
  locationName: row.locationName,
  channelNum: row.channelNum,
  row: row.row,
  column: row.column,
  high: row.high,
  direction: row.direction as Location['direction'],
  locationType: row.locationType as Location['locationType'],
  pickOrder: row.pickOrder,
  isDisabled: row.isDisabled,
  createdTime: iso(row.createdAt),
});

const live = (tenantId: string, ...more: (SQL | undefined)[]) =>
  and(eq(locations.tenantId, tenantId), isNull(locations.deletedAt), ...more);

/**
 * The locations a caller may list: a customer's user sees only those holding its customer's stock (the
 * rest of the warehouse's layout is none of its business); staff see their warehouses' locations.
 */
export function visibleLocations(principal: Principal): SQL | undefined {
  const inWarehouses = warehouseScope(principal, locations.warehouseId);
  if (!principal.customerId) return inWarehouses;
  return and(
    inWarehouses,
    sql`exists (select 1 from ${stocks} where ${stocks.tenantId} = ${locations.tenantId}
    and ${stocks.locationId} = ${locations.id} and ${stocks.customerId} = ${principal.customerId})`,
  );
}

export async function findLocation(tx: Tx, principal: Principal, id: string): Promise<Row> {
  const [row] = await tx
    .select()
    .from(locations)
    .where(live(principal.tenantId, eq(locations.id, id)));
  if (!row || !canAccess(principal, { warehouseId: row.warehouseId })) notFound();
  return row;
}

/** Names of a warehouse that are already taken, among `names`. */
export async function takenNames(
  tx: Tx,
  tenantId: string,
  warehouseId: string,
  names: string[],
): Promise<string[]> {
  const taken: string[] = [];
  for (let i = 0; i < names.length; i += 5000) {
    const rows = await tx
      .select({ name: locations.locationName })
      .from(locations)
      .where(
        live(
          tenantId,
          eq(locations.warehouseId, warehouseId),
          inArray(locations.locationName, names.slice(i, i + 5000)),
        ),
      );
    taken.push(...rows.map((r) => r.name));
  }
  return taken;
}

/** Inserts in batches of 1000 rows: one statement per batch, all in the caller's transaction. */
export async function insertLocations(tx: Tx, rows: NewLocation[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 1000) await tx.insert(locations).values(rows.slice(i, i + 1000));
}

async function guard<T>(work: () => Promise<T>, name: string): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new BizError(ErrorCode.locationExists, { names: name });
    throw error;
  }
}

function gridRows(principal: Principal, input: z.infer<typeof bulkLocationSchema>): NewLocation[] {
  const rows: NewLocation[] = [];
  for (let row = input.startRow; row <= input.endRow; row++)
    for (let column = input.startColumn; column <= input.endColumn; column++)
      for (let high = input.startHigh; high <= input.endHigh; high++)
        rows.push({
          tenantId: principal.tenantId,
          id: uuidv7(),
          warehouseId: input.warehouseId,
          locationName: gridName(input.prefix, row, column, high),
          channelNum: input.channelNum ?? aisleOfRow(row),
          row,
          column,
          high,
          direction: input.direction ?? sideOfRow(row),
          locationType: input.locationType,
          createdBy: principal.userId,
          updatedBy: principal.userId,
        });
  return rows;
}

export const locationsService = {
  async list(tx: Tx, principal: Principal, query: z.infer<typeof locationListQuery>) {
    const where = live(
      principal.tenantId,
      visibleLocations(principal),
      query.warehouseId ? eq(locations.warehouseId, query.warehouseId) : undefined,
      query.locationName ? ilike(locations.locationName, likeEscape(query.locationName)) : undefined,
      query.locationType ? eq(locations.locationType, query.locationType) : undefined,
      query.channelNum === undefined ? undefined : eq(locations.channelNum, query.channelNum),
      query.isDisabled === undefined ? undefined : eq(locations.isDisabled, query.isDisabled),
    );
    const { limit, offset } = pageWindow(query);
    const join = and(eq(warehouses.tenantId, locations.tenantId), eq(warehouses.id, locations.warehouseId));
    const rows = await tx
      .select({ row: locations, warehouseName: warehouses.name })
      .from(locations)
      .innerJoin(warehouses, join)
      .where(where)
      .orderBy(asc(locations.warehouseId), asc(locations.locationName))
      .limit(limit)
      .offset(offset);
    const [total] = await tx.select({ n: count() }).from(locations).where(where);
    return { items: rows.map((r) => toLocation(r.row, r.warehouseName)), total: total?.n ?? 0 };
  },

  async options(tx: Tx, principal: Principal, warehouseId: string, keyword?: string) {
    await findWarehouse(tx, principal, warehouseId);
    const rows = await tx
      .select({
        id: locations.id,
        locationName: locations.locationName,
        locationType: locations.locationType,
      })
      .from(locations)
      .where(
        live(
          principal.tenantId,
          eq(locations.warehouseId, warehouseId),
          eq(locations.isDisabled, false),
          visibleLocations(principal),
          keyword ? ilike(locations.locationName, likeEscape(keyword)) : undefined,
        ),
      )
      .orderBy(asc(locations.locationName))
      .limit(500);
    return rows.map((r) => ({ ...r, locationType: r.locationType as Location['locationType'] }));
  },

  async create(tx: Tx, principal: Principal, input: Input) {
    const warehouse = await findWarehouse(tx, principal, input.warehouseId);
    const [row] = await guard(
      () =>
        tx
          .insert(locations)
          .values({
            ...input,
            tenantId: principal.tenantId,
            id: uuidv7(),
            createdBy: principal.userId,
            updatedBy: principal.userId,
          })
          .returning(),
      input.locationName,
    );
    return toLocation(row!, warehouse.name);
  },

  /** The grid startRow–endRow × startColumn–endColumn × levels, in one transaction, all or none. */
  async bulkCreate(tx: Tx, principal: Principal, input: z.infer<typeof bulkLocationSchema>) {
    await findWarehouse(tx, principal, input.warehouseId);
    const rows = gridRows(principal, input);
    const taken = await takenNames(
      tx,
      principal.tenantId,
      input.warehouseId,
      rows.map((r) => r.locationName),
    );
    if (taken.length) throw new BizError(ErrorCode.locationExists, { names: taken.slice(0, 20).join(', ') });
    await guard(() => insertLocations(tx, rows), '');
    return { created: rows.length };
  },

  async update(tx: Tx, principal: Principal, input: Input & { id: string }, now: Date) {
    const current = await findLocation(tx, principal, input.id);
    if (current.warehouseId !== input.warehouseId) throw new BizError(ErrorCode.locationWarehouse);
    const warehouse = await findWarehouse(tx, principal, input.warehouseId);
    const { id, ...rest } = input;
    const [row] = await guard(
      () =>
        tx
          .update(locations)
          .set({ ...rest, updatedAt: now, updatedBy: principal.userId })
          .where(live(principal.tenantId, eq(locations.id, id)))
          .returning(),
      input.locationName,
    );
    return toLocation(row!, warehouse.name);
  },

  async remove(tx: Tx, principal: Principal, id: string, now: Date) {
    await findLocation(tx, principal, id);
    const [held] = await tx
      .select({ n: count() })
      .from(stocks)
      .where(
        and(eq(stocks.tenantId, principal.tenantId), eq(stocks.locationId, id), sql`${stocks.quantity} > 0`),
      );
    if ((held?.n ?? 0) > 0) throw new BizError(ErrorCode.locationInUse);
    await tx
      .update(locations)
      .set({ deletedAt: now, updatedBy: principal.userId })
      .where(live(principal.tenantId, eq(locations.id, id)));
    return null;
  },
};
