import type { Db } from '../db/client.ts';
import { tenantsService } from '../modules/tenants/tenants.service.ts';
import { usersService } from '../modules/users/users.service.ts';
import { withTenant } from '../platform/tenancy.ts';
import { seedMasterdata } from './masterdata.seed.ts';

export const DEMO_TENANT_CODE = 'demo';

export interface DemoLogin {
  account: string;
  password: string;
  role: string;
}

/** The function points of the platform spine; business areas add theirs. */
export const SPINE_FUNCTION_POINTS = ['download:task:manage'];

/**
 * Seeds the demo tenant on first run, through the same services the API uses. Returns the logins, or
 * nothing when the tenant already exists.
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
  });
  const logins: DemoLogin[] = [{ account: 'admin01', password: 'Admin12345', role: 'system administrator' }];
  await withTenant(db, tenant.id, async (tx) => {
    const role = await usersService.createRole(tx, {
      tenantId: tenant.id,
      code: 'sysAdmin',
      name: '系统管理员',
      nameEn: 'System administrator',
      functionPoints: SPINE_FUNCTION_POINTS,
    });
    for (const login of logins) {
      await usersService.create(tx, {
        tenantId: tenant.id,
        account: login.account,
        displayName: 'Admin',
        password: login.password,
        kind: 'staff',
        roleId: role.id,
      });
    }
    await seedMasterdata(tx, tenant.id);
  });
  return logins;
}
