import { type Edition, type TenantInfo, uuidv7, VALUE_ADDED_EDITIONS } from '@wms/api';
import { eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { tenants } from '../../db/schema/index.ts';

export interface NewTenant {
  code: string;
  name: string;
  edition: Edition;
  orderLimit: number;
  warehouseLimit: number;
  customerLimit: number;
  isPDA: boolean;
  isPlatform?: boolean;
  planExpiresAt?: Date | null;
  /** Seeded and test tenants count as configured; onboarding leaves its tenants unconfigured. */
  initializedAt?: Date | null;
}

type TenantRow = typeof tenants.$inferSelect;

export function toTenantInfo(row: TenantRow): TenantInfo {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    edition: row.edition as Edition,
    orderLimit: row.orderLimit,
    warehouseLimit: row.warehouseLimit,
    customerLimit: row.customerLimit,
    isPDA: row.isPDA,
    valueAdded: VALUE_ADDED_EDITIONS.includes(row.edition as Edition),
    isPlatform: row.isPlatform,
    planExpiresAt: row.planExpiresAt?.toISOString() ?? null,
    initialized: row.initializedAt !== null,
  };
}

/** Tenants span tenants, so these run on the owner connection (onboarding: tenant-onboarding.service.ts). */
export const tenantsService = {
  /** The seed's and the tests' tenants. */
  async create(db: Db, input: NewTenant) {
    const [row] = await db
      .insert(tenants)
      .values({ id: uuidv7(), ...input, initializedAt: input.initializedAt ?? sql`now()` })
      .returning();
    return row!;
  },
  async findByCode(db: Db, code: string) {
    const [row] = await db.select().from(tenants).where(eq(tenants.code, code));
    return row;
  },
  /** GetTenantInfo: the caller's own tenant (row-level security shows no other). */
  async info(tx: Executor, tenantId: string): Promise<TenantInfo> {
    const [row] = await tx.select().from(tenants).where(eq(tenants.id, tenantId));
    return toTenantInfo(row!);
  },
};
