import { uuidv7 } from '@wms/api';
import { usersService } from '../modules/users/users.service.ts';
import { withTenant } from '../platform/tenancy.ts';
import type { TestEnv } from './test-env.ts';

/** A role in a tenant, for tests that assign roles to the accounts they create. */
export async function roleIn(
  env: TestEnv,
  tenantId: string,
  functionPoints: string[] = [],
  dataPermission: 'all' | 'warehouse' | 'customer' | 'warehouseCustomer' = 'all',
) {
  return withTenant(env.database.db, tenantId, (tx) =>
    usersService.createRole(tx, {
      tenantId,
      code: `r${uuidv7().slice(-12)}`,
      name: '测试角色',
      nameEn: 'Test role',
      functionPoints,
      dataPermission,
    }),
  );
}

let n = 0;
/** A fresh valid account name (5–25 letters and digits). */
export const accountName = (prefix = 'acct') => `${prefix}${process.pid}n${++n}`;

/** A valid CreateNew body for a role. */
export function newAccount(roleId: string, extra: Record<string, unknown> = {}) {
  return {
    account: accountName(),
    displayName: 'New person',
    kind: 'staff' as const,
    roleId,
    password: 'Start1234',
    confirmPassword: 'Start1234',
    ...extra,
  };
}
