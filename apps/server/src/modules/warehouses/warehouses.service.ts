import {
  DEFAULT_WAREHOUSE_CONFIG,
  ErrorCode,
  uuidv7,
  type Warehouse,
  type WarehouseConfig,
  warehouseConfigSchema,
  type warehouseInputSchema,
  type warehouseListQuery,
} from '@wms/api';
import { and, asc, count, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { locations, stocks, warehouses } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { canAccess, warehouseScope } from '../../platform/data-scope.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import { BizError } from '../../platform/errors.ts';
import { dec, iso, likeEscape, notFound, numOrNull, pageWindow } from '../../platform/values.ts';
import { planLimitsService } from '../tenants/plan-limits.service.ts';

type Row = typeof warehouses.$inferSelect;
type Input = z.infer<typeof warehouseInputSchema>;

// Qualified by hand: drizzle leaves columns of a single-table select unqualified inside a subquery.
const locationCount = sql<number>`(SELECT count(*)::int FROM locations l
  WHERE l.tenant_id = warehouses.tenant_id AND l.warehouse_id = warehouses.id AND l.deleted_at IS NULL)`;

export function toWarehouse(row: Row, locations = 0): Warehouse {
  return {
    id: row.id,
    name: row.name,
    shortName: row.shortName,
    warehouseKey: row.warehouseKey,
    contact: row.contact,
    contactPhone: row.contactPhone,
    country: row.country,
    province: row.province,
    city: row.city,
    street: row.street,
    postcode: row.postcode,
    territory: row.territory as Warehouse['territory'],
    shelfSqmAvg: numOrNull(row.shelfSqmAvg),
    unitStorageCapacity: numOrNull(row.unitStorageCapacity),
    type: row.type as Warehouse['type'],
    state: row.state as Warehouse['state'],
    isDisabled: row.isDisabled,
    warningQuantity: row.warningQuantity,
    receiptDay: row.receiptDay,
    abnormalDay: row.abnormalDay,
    pickListOrderLimit: row.pickListOrderLimit,
    locationCount: locations,
    createdTime: iso(row.createdAt),
    updatedTime: iso(row.updatedAt),
  };
}

export const configOf = (row: Row): WarehouseConfig =>
  warehouseConfigSchema.catch(DEFAULT_WAREHOUSE_CONFIG).parse(row.config);

const withConfig = (row: Row, n = 0) => ({ ...toWarehouse(row, n), config: configOf(row) });

function values(input: Input) {
  return {
    ...input,
    shelfSqmAvg: dec(input.shelfSqmAvg),
    unitStorageCapacity: dec(input.unitStorageCapacity),
  };
}

const live = (tenantId: string, ...more: (SQL | undefined)[]) =>
  and(eq(warehouses.tenantId, tenantId), isNull(warehouses.deletedAt), ...more);

/** A warehouse the caller may see, or RECORD_NOT_FOUND. */
export async function findWarehouse(tx: Tx, principal: Principal, id: string): Promise<Row> {
  const [row] = await tx
    .select()
    .from(warehouses)
    .where(live(principal.tenantId, eq(warehouses.id, id)));
  if (!row || !canAccess(principal, { warehouseId: row.id })) notFound();
  return row;
}

/** The picking-route and allocation configuration of a warehouse (for the stock service and picking). */
/** A live warehouse the caller may see, by its code (case-insensitive); tenant-to-tenant sync maps with it. */
export async function warehouseByKey(tx: Tx, principal: Principal, key: string): Promise<Row | undefined> {
  const [row] = await tx
    .select()
    .from(warehouses)
    .where(
      live(
        principal.tenantId,
        warehouseScope(principal, warehouses.id),
        sql`lower(${warehouses.warehouseKey}) = ${key.toLowerCase()}`,
      ),
    )
    .limit(1);
  return row;
}

export async function warehouseConfig(tx: Tx, tenantId: string, id: string): Promise<WarehouseConfig> {
  const [row] = await tx
    .select()
    .from(warehouses)
    .where(live(tenantId, eq(warehouses.id, id)));
  if (!row) notFound();
  return configOf(row);
}

/** Priority and shielded locations must be locations of this warehouse. */
async function checkConfig(tx: Tx, tenantId: string, warehouseId: string, config: WarehouseConfig) {
  const ids = [...new Set([...config.priorityLocationIds, ...config.shieldedLocationIds])];
  if (!ids.length) return;
  const [found] = await tx
    .select({ n: count() })
    .from(locations)
    .where(
      and(
        eq(locations.tenantId, tenantId),
        eq(locations.warehouseId, warehouseId),
        inArray(locations.id, ids),
        isNull(locations.deletedAt),
      ),
    );
  if ((found?.n ?? 0) !== ids.length) throw new BizError(ErrorCode.locationWarehouse);
}

async function save<T>(work: () => Promise<T>, key: string): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new BizError(ErrorCode.warehouseKeyExists, { key });
    throw error;
  }
}

export const warehousesService = {
  async list(tx: Tx, principal: Principal, query: z.infer<typeof warehouseListQuery>) {
    const where = live(
      principal.tenantId,
      warehouseScope(principal, warehouses.id),
      query.keyword
        ? or(
            ilike(warehouses.name, likeEscape(query.keyword)),
            ilike(warehouses.warehouseKey, likeEscape(query.keyword)),
          )
        : undefined,
      query.territory ? eq(warehouses.territory, query.territory) : undefined,
      query.type ? eq(warehouses.type, query.type) : undefined,
      query.isDisabled === undefined ? undefined : eq(warehouses.isDisabled, query.isDisabled),
    );
    const { limit, offset } = pageWindow(query);
    const rows = await tx
      .select({ row: warehouses, n: locationCount })
      .from(warehouses)
      .where(where)
      .orderBy(asc(warehouses.warehouseKey))
      .limit(limit)
      .offset(offset);
    const [total] = await tx.select({ n: count() }).from(warehouses).where(where);
    return { items: rows.map((r) => toWarehouse(r.row, r.n)), total: total?.n ?? 0 };
  },

  async detail(tx: Tx, principal: Principal, id: string) {
    const row = await findWarehouse(tx, principal, id);
    const [n] = await tx
      .select({ n: locationCount })
      .from(warehouses)
      .where(live(principal.tenantId, eq(warehouses.id, id)));
    return withConfig(row, n?.n ?? 0);
  },

  /** Warehouses the caller may see; `all` ignores the caller's warehouse list (granting permissions). */
  async all(tx: Tx, principal: Principal, options: { enabledOnly?: boolean; all?: boolean } = {}) {
    const rows = await tx
      .select({ row: warehouses, n: locationCount })
      .from(warehouses)
      .where(
        live(
          principal.tenantId,
          options.all ? undefined : warehouseScope(principal, warehouses.id),
          options.enabledOnly ? eq(warehouses.isDisabled, false) : undefined,
        ),
      )
      .orderBy(asc(warehouses.warehouseKey));
    return rows.map((r) => withConfig(r.row, r.n));
  },

  /** `id` lets a caller that reserved one (the demo seed) create the row under it. */
  async create(tx: Tx, principal: Principal, input: Input, id = uuidv7()) {
    await planLimitsService.assertPlanLimit(tx, principal, 'warehouse', async () => {
      const [n] = await tx.select({ n: count() }).from(warehouses).where(live(principal.tenantId));
      return n?.n ?? 0;
    });
    await checkConfig(tx, principal.tenantId, id, input.config);
    const [row] = await save(
      () =>
        tx
          .insert(warehouses)
          .values({
            ...values(input),
            id,
            tenantId: principal.tenantId,
            createdBy: principal.userId,
            updatedBy: principal.userId,
          })
          .returning(),
      input.warehouseKey,
    );
    return withConfig(row!);
  },

  async update(tx: Tx, principal: Principal, input: Input & { id: string }, now: Date) {
    await findWarehouse(tx, principal, input.id);
    await checkConfig(tx, principal.tenantId, input.id, input.config);
    const { id, ...rest } = input;
    const [row] = await save(
      () =>
        tx
          .update(warehouses)
          .set({ ...values(rest), updatedAt: now, updatedBy: principal.userId })
          .where(live(principal.tenantId, eq(warehouses.id, id)))
          .returning(),
      input.warehouseKey,
    );
    return warehousesService.detail(tx, principal, row!.id);
  },

  async remove(tx: Tx, principal: Principal, id: string, now: Date) {
    await findWarehouse(tx, principal, id);
    const [held] = await tx
      .select({ n: count() })
      .from(stocks)
      .where(
        and(eq(stocks.tenantId, principal.tenantId), eq(stocks.warehouseId, id), sql`${stocks.quantity} > 0`),
      );
    if ((held?.n ?? 0) > 0) throw new BizError(ErrorCode.warehouseInUse);
    await tx
      .update(locations)
      .set({ deletedAt: now })
      .where(
        and(
          eq(locations.tenantId, principal.tenantId),
          eq(locations.warehouseId, id),
          isNull(locations.deletedAt),
        ),
      );
    await tx
      .update(warehouses)
      .set({ deletedAt: now, updatedBy: principal.userId })
      .where(live(principal.tenantId, eq(warehouses.id, id)));
    return null;
  },
};
