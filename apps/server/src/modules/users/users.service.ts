import { uuidv7 } from '@wms/api';
import type { Executor } from '../../db/client.ts';
import { roles, users } from '../../db/schema/index.ts';
import { hashPassword } from '../../platform/passwords.ts';

export interface NewRole {
  tenantId: string;
  code: string;
  name: string;
  nameEn: string;
  functionPoints: string[];
}

export interface NewUser {
  tenantId: string;
  account: string;
  displayName: string;
  password: string;
  kind: 'staff' | 'customer' | 'pda';
  roleId: string;
  email?: string;
  customerId?: string;
  locale?: 'zh-CN' | 'en';
  needChangePwd?: boolean;
}

export const usersService = {
  async createRole(tx: Executor, input: NewRole) {
    const [row] = await tx
      .insert(roles)
      .values({ id: uuidv7(), ...input })
      .returning();
    return row!;
  },
  async create(tx: Executor, input: NewUser) {
    const { password, ...rest } = input;
    const [row] = await tx
      .insert(users)
      .values({ id: uuidv7(), ...rest, passwordHash: await hashPassword(password) })
      .returning({ id: users.id, tenantId: users.tenantId, account: users.account });
    return row!;
  },
};
