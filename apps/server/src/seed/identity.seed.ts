import { uuidv7 } from '@wms/api';
import { usersService } from '../modules/users/users.service.ts';
import { withTenant } from '../platform/tenancy.ts';
import { DEMO_ROLES } from './identity-roles.ts';
import type { SeedContext, SeedStep } from './seed-context.ts';

interface DemoUser {
  account: string;
  password: string;
  displayName: string;
  role: string;
  kind: 'staff' | 'customer' | 'pda';
  email?: string;
}

/**
 * One user per role, a customer's user and the PDA accounts (README "Demo logins"). Display names are
 * people's names, never role words: the user menu shows them as they are in either language.
 */
export const DEMO_USERS: DemoUser[] = [
  { account: 'demo01', password: 'Demo12345', displayName: 'Demo User', role: 'demo', kind: 'staff' },
  {
    account: 'admin01',
    password: 'Admin12345',
    displayName: 'Admin',
    role: 'sysAdmin',
    kind: 'staff',
    email: 'admin01@demo.wms.test',
  },
  {
    account: 'authadmin01',
    password: 'Auth12345',
    displayName: 'Liu Yang',
    role: 'authAdmin',
    kind: 'staff',
  },
  {
    account: 'manager01',
    password: 'Manager12345',
    displayName: 'Li Ming',
    role: 'warehouseManager',
    kind: 'staff',
  },
  {
    account: 'pallet01',
    password: 'Pallet12345',
    displayName: 'Wang Fang',
    role: 'palletWorker',
    kind: 'staff',
  },
  { account: 'picker01', password: 'Picker12345', displayName: 'Zhang Wei', role: 'picker', kind: 'staff' },
  {
    account: 'palletlead01',
    password: 'Lead12345',
    displayName: 'Zhao Lei',
    role: 'palletLead',
    kind: 'staff',
  },
  {
    account: 'picklead01',
    password: 'Lead12345',
    displayName: 'Chen Jing',
    role: 'pickingLead',
    kind: 'staff',
  },
  {
    account: 'customer01',
    password: 'Customer12345',
    displayName: 'Demo Customer',
    role: 'customer',
    kind: 'customer',
  },
  { account: 'pda01', password: 'Pda12345', displayName: 'PDA 01', role: 'picker', kind: 'pda' },
  { account: 'pda02', password: 'Pda12345', displayName: 'PDA 02', role: 'palletWorker', kind: 'pda' },
  // A second picker, so that two pickers can share a warehouse's pick lists on the demo data.
  { account: 'pda03', password: 'Pda12345', displayName: 'PDA 03', role: 'picker', kind: 'pda' },
];

/** Reserves the ids the master-data step will create its demo warehouses and customer with. */
function reserve(ctx: SeedContext, key: string): string {
  const id = ctx.refs.get(key) ?? uuidv7();
  ctx.refs.set(key, id);
  return id;
}

export const identitySeed: SeedStep = {
  name: 'identity',
  async run(ctx) {
    const warehouses = [reserve(ctx, 'warehouse:main'), reserve(ctx, 'warehouse:second')];
    const customerId = reserve(ctx, 'customer:demo');
    await withTenant(ctx.db, ctx.tenant.id, async (tx) => {
      const roleIds = new Map<string, string>();
      for (const role of DEMO_ROLES) {
        const row = await usersService.createRole(tx, { tenantId: ctx.tenant.id, ...role });
        roleIds.set(role.code, row.id);
      }
      for (const user of DEMO_USERS) {
        const role = DEMO_ROLES.find((r) => r.code === user.role)!;
        await usersService.create(tx, {
          tenantId: ctx.tenant.id,
          account: user.account,
          displayName: user.displayName,
          password: user.password,
          kind: user.kind,
          roleId: roleIds.get(user.role)!,
          email: user.email ?? null,
          customerId: user.kind === 'customer' ? customerId : null,
          warehouseIds: role.dataPermission === 'warehouse' ? warehouses : [],
          needChangePwd: false,
        });
        ctx.logins.push({
          account: user.account,
          password: user.password,
          role: user.kind === 'pda' ? `PDA account (${role.nameEn.toLowerCase()})` : role.nameEn,
        });
      }
    });
  },
};
