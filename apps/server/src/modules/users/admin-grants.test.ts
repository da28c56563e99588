import { userEndpoints } from '@wms/api';
import { expect, it } from 'vitest';
import { allGrantableCodes } from '../../platform/function-points.ts';
import { pdaEventRegistry } from '../../registries/pda-sync.ts';
import { DEMO_ROLES } from '../../seed/identity-roles.ts';
import { newAccount, roleIn } from '../../testing/identity-fixtures.ts';
import { describeEachDb } from '../../testing/test-env.ts';

describeEachDb('the system administrator grants every account the warehouse needs', (env) => {
  it('holds every point a PDA event needs', () => {
    const missing = [...pdaEventRegistry.values()]
      .map((h) => h.functionPoint)
      .filter((point) => !allGrantableCodes.includes(point));
    expect(missing).toEqual([]);
  });

  it('creates a PDA picker, a pallet worker and every other demo role’s account', async () => {
    const admin = await env().login({ isAdmin: true });
    for (const demo of DEMO_ROLES.filter((r) => !r.isAdmin)) {
      const role = await roleIn(env(), admin.tenantId, demo.functionPoints, demo.dataPermission);
      const kind =
        demo.code === 'customer'
          ? 'customer'
          : ['picker', 'palletWorker'].includes(demo.code)
            ? 'pda'
            : 'staff';
      const extra = kind === 'customer' ? { kind, customerId: admin.userId } : { kind };
      const res = await env().call(userEndpoints.createNew, newAccount(role.id, extra), admin.token);
      expect(res.json(), demo.code).toMatchObject({ success: true });
    }
  });
});
