import {
  CUSTOMER_MANAGER_FIELDS,
  type customerBasicUpdateSchema,
  type customerConfigUpdateSchema,
  type customerCreateSchema,
  type customerListQuery,
  ErrorCode,
  uuidv7,
} from '@wms/api';
import { and, arrayContains, asc, count, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { inValues } from '../../db/in-values.ts';
import { customers, users, warehouses } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { canAccess, customerScope, warehouseScope } from '../../platform/data-scope.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import { BizError } from '../../platform/errors.ts';
import type { FileStore } from '../../platform/files.ts';
import { likeEscape, notFound, pageWindow } from '../../platform/values.ts';
import { planLimitsService } from '../tenants/plan-limits.service.ts';
import { type CustomerRecord, configValues, toBasic, toConfig } from './customer-mapper.ts';

const live = (tenantId: string, ...more: (SQL | undefined)[]) =>
  and(eq(customers.tenantId, tenantId), isNull(customers.deletedAt), ...more);

export async function findCustomer(tx: Tx, principal: Principal, id: string): Promise<CustomerRecord> {
  const [row] = await tx
    .select()
    .from(customers)
    .where(live(principal.tenantId, eq(customers.id, id)));
  if (!row || !canAccess(principal, { customerId: row.id })) notFound();
  return row;
}

/** Customers the caller may see, by code (case-insensitive keys); importers resolve codes with it. */
export async function customersByCode(tx: Tx, principal: Principal, codes: string[]) {
  if (!codes.length) return new Map<string, CustomerRecord>();
  const rows = await tx
    .select()
    .from(customers)
    .where(
      live(
        principal.tenantId,
        customerScope(principal, customers.id),
        inValues(
          sql`lower(${customers.customerCode})`,
          codes.map((c) => c.toLowerCase()),
          'text',
        ),
      ),
    );
  return new Map(rows.map((r) => [r.customerCode.toLowerCase(), r]));
}

/** Manager fields name users of this tenant; warehouses must exist. */
async function checkRefs(
  tx: Tx,
  tenantId: string,
  input: Partial<Record<(typeof CUSTOMER_MANAGER_FIELDS)[number], string | null | undefined>> & {
    warehouseIds?: string[];
  },
) {
  const userIds = [...new Set(CUSTOMER_MANAGER_FIELDS.map((f) => input[f]).filter((v): v is string => !!v))];
  if (userIds.length) {
    const [found] = await tx
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), inValues(users.id, userIds, 'uuid'), isNull(users.deletedAt)));
    if ((found?.n ?? 0) !== userIds.length) throw new BizError(ErrorCode.userNotFound);
  }
  if (input.warehouseIds?.length) {
    const [found] = await tx
      .select({ n: count() })
      .from(warehouses)
      .where(
        and(
          eq(warehouses.tenantId, tenantId),
          inValues(warehouses.id, input.warehouseIds, 'uuid'),
          isNull(warehouses.deletedAt),
        ),
      );
    if ((found?.n ?? 0) !== input.warehouseIds.length) throw new BizError(ErrorCode.recordNotFound);
  }
}

async function guard<T>(work: () => Promise<T>, code: string): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new BizError(ErrorCode.customerCodeExists, { code });
    throw error;
  }
}

export const customersService = {
  async list(
    tx: Tx,
    principal: Principal,
    query: z.infer<typeof customerListQuery>,
    files: FileStore,
    now: Date,
  ) {
    const where = live(
      principal.tenantId,
      customerScope(principal, customers.id),
      query.keyword
        ? or(
            ilike(customers.customerCode, likeEscape(query.keyword)),
            ilike(customers.shortName, likeEscape(query.keyword)),
            ilike(customers.fullName, likeEscape(query.keyword)),
          )
        : undefined,
      query.accountType ? eq(customers.accountType, query.accountType) : undefined,
      query.isDisabled === undefined ? undefined : eq(customers.isDisabled, query.isDisabled),
      query.warehouseId ? arrayContains(customers.warehouseIds, [query.warehouseId]) : undefined,
    );
    const stores = sql<number>`(SELECT count(*)::int FROM customer_stores s WHERE s.tenant_id = customers.tenant_id
        AND s.customer_id = customers.id AND s.deleted_at IS NULL)`;
    const { limit, offset } = pageWindow(query);
    const rows = await tx
      .select({ row: customers, stores })
      .from(customers)
      .where(where)
      .orderBy(asc(customers.customerCode))
      .limit(limit)
      .offset(offset);
    const [total] = await tx.select({ n: count() }).from(customers).where(where);
    const names = await tx
      .select({ id: warehouses.id, name: warehouses.name })
      .from(warehouses)
      .where(eq(warehouses.tenantId, principal.tenantId));
    const nameOf = new Map(names.map((w) => [w.id, w.name]));
    return {
      items: rows.map(({ row, stores: n }) => ({
        ...toBasic(row, files, now),
        accountType: toConfig(row).accountType,
        warehouseNames: row.warehouseIds.map((id) => nameOf.get(id) ?? '').filter(Boolean),
        storeCount: n,
      })),
      total: total?.n ?? 0,
    };
  },

  async basic(tx: Tx, principal: Principal, id: string, files: FileStore, now: Date) {
    return toBasic(await findCustomer(tx, principal, id), files, now);
  },

  async config(tx: Tx, principal: Principal, id: string) {
    return toConfig(await findCustomer(tx, principal, id));
  },

  /** `id` lets a caller that reserved one (the demo seed) create the row under it. */
  async create(
    tx: Tx,
    principal: Principal,
    input: z.infer<typeof customerCreateSchema>,
    files: FileStore,
    now: Date,
    id = uuidv7(),
  ) {
    await planLimitsService.assertPlanLimit(tx, principal, 'customer', async () => {
      const [n] = await tx.select({ n: count() }).from(customers).where(live(principal.tenantId));
      return n?.n ?? 0;
    });
    await checkRefs(tx, principal.tenantId, input);
    await files.assertReadable(tx, principal, input.businessLicenseFileId);
    const [row] = await guard(
      () =>
        tx
          .insert(customers)
          .values({
            ...input,
            ...configValues(input),
            tenantId: principal.tenantId,
            id,
            createdBy: principal.userId,
            updatedBy: principal.userId,
          })
          .returning(),
      input.customerCode,
    );
    return toBasic(row!, files, now);
  },

  async updateBasic(
    tx: Tx,
    principal: Principal,
    input: z.infer<typeof customerBasicUpdateSchema>,
    files: FileStore,
    now: Date,
  ) {
    const current = await findCustomer(tx, principal, input.id);
    await checkRefs(tx, principal.tenantId, input);
    await files.assertReadable(tx, principal, input.businessLicenseFileId, current.businessLicenseFileId);
    const { id, ...rest } = input;
    const [row] = await guard(
      () =>
        tx
          .update(customers)
          .set({ ...rest, updatedAt: now, updatedBy: principal.userId })
          .where(live(principal.tenantId, eq(customers.id, id)))
          .returning(),
      input.customerCode,
    );
    return toBasic(row!, files, now);
  },

  async updateConfig(
    tx: Tx,
    principal: Principal,
    input: z.infer<typeof customerConfigUpdateSchema>,
    now: Date,
  ) {
    await findCustomer(tx, principal, input.id);
    await checkRefs(tx, principal.tenantId, input);
    const { id, ...rest } = input;
    const [row] = await tx
      .update(customers)
      .set({ ...rest, ...configValues(rest), updatedAt: now, updatedBy: principal.userId })
      .where(live(principal.tenantId, eq(customers.id, id)))
      .returning();
    return toConfig(row!);
  },

  /** The customer's warehouses that the caller may also see. */
  async warehouses(tx: Tx, principal: Principal, customerId: string) {
    const customer = await findCustomer(tx, principal, customerId);
    if (!customer.warehouseIds.length) return [];
    const rows = await tx
      .select({
        warehouseId: warehouses.id,
        warehouseName: warehouses.name,
        warehouseKey: warehouses.warehouseKey,
      })
      .from(warehouses)
      .where(
        and(
          eq(warehouses.tenantId, principal.tenantId),
          isNull(warehouses.deletedAt),
          eq(warehouses.isDisabled, false),
          inValues(warehouses.id, customer.warehouseIds, 'uuid'),
          warehouseScope(principal, warehouses.id),
        ),
      )
      .orderBy(asc(warehouses.warehouseKey));
    return rows;
  },
};
