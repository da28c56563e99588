import { uuidv7 } from '@wms/api';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tenants } from '../../db/schema/index.ts';

export const EDITIONS = ['professional', 'standard', 'platinum'] as const;
export type Edition = (typeof EDITIONS)[number];

export interface NewTenant {
  code: string;
  name: string;
  edition: Edition;
  orderLimit: number;
  warehouseLimit: number;
  customerLimit: number;
  isPDA: boolean;
}

/** Tenants are created by the platform operator, across tenants, so this runs on the owner connection. */
export const tenantsService = {
  async create(db: Db, input: NewTenant) {
    const [row] = await db
      .insert(tenants)
      .values({ id: uuidv7(), ...input })
      .returning();
    return row!;
  },
  async findByCode(db: Db, code: string) {
    const [row] = await db.select().from(tenants).where(eq(tenants.code, code));
    return row;
  },
};
