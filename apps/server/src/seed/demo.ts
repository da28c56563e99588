import type { Db } from '../db/client.ts';
import { tenantsService } from '../modules/tenants/tenants.service.ts';
import { financeSeed } from './finance.seed.ts';
import { identitySeed } from './identity.seed.ts';
import { inboundSeed } from './inbound.seed.ts';
import { masterdataSeed } from './masterdata.seed.ts';
import { ordersSeed } from './orders.seed.ts';
import type { DemoLogin, SeedContext, SeedStep } from './seed-context.ts';

export type { DemoLogin } from './seed-context.ts';

export const DEMO_TENANT_CODE = 'demo';

/** The demo seed in order. Each area adds one line (its `<area>.seed.ts`); later steps may use `ctx.refs`. */
export const DEMO_STEPS: readonly SeedStep[] = [
  identitySeed,
  masterdataSeed,
  ordersSeed,
  inboundSeed,
  financeSeed,
];

/**
 * Seeds the demo tenant on first run, through the same services the API uses. Returns the logins, or
 * nothing when the tenant already exists. The demo tenant is the platform's own, so its administrator
 * also sees the platform tools (resources, purchase review).
 */
export async function seedDemo(db: Db): Promise<DemoLogin[] | undefined> {
  if (await tenantsService.findByCode(db, DEMO_TENANT_CODE)) return undefined;
  const tenant = await tenantsService.create(db, {
    code: DEMO_TENANT_CODE,
    name: 'Demo 3PL',
    edition: 'platinum',
    orderLimit: 100_000,
    warehouseLimit: 10,
    customerLimit: 100,
    isPDA: true,
    isPlatform: true,
  });
  const ctx: SeedContext = { db, tenant: { id: tenant.id, code: tenant.code }, logins: [], refs: new Map() };
  for (const step of DEMO_STEPS) await step.run(ctx);
  return ctx.logins;
}
