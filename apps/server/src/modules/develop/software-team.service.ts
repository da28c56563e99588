import type { SoftwareTeamMember } from '@wms/api';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { roles, users } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { allGrantableCodes } from '../../platform/function-points.ts';

const isDevelopPage = (code: string) => code.startsWith('develop.');

/**
 * The software team: staff accounts whose role (or extra permissions) open a develop page, read from the
 * same grants the server enforces, so the list cannot disagree with who can really get in.
 */
export const softwareTeamService = {
  async list(tx: Tx, principal: Principal): Promise<SoftwareTeamMember[]> {
    const rows = await tx
      .select({ user: users, role: roles })
      .from(users)
      .innerJoin(roles, and(eq(roles.tenantId, users.tenantId), eq(roles.id, users.roleId)))
      .where(and(eq(users.tenantId, principal.tenantId), eq(users.kind, 'staff'), isNull(users.deletedAt)))
      .orderBy(asc(users.account))
      .limit(2000);
    return rows.flatMap(({ user, role }) => {
      // An administrator's role holds everything grantable, as the session reads it.
      const granted = role.isAdmin ? allGrantableCodes : role.functionPoints;
      const pages = new Set([...granted, ...user.extraFunctionPoints].filter(isDevelopPage));
      if (!pages.size) return [];
      return [
        {
          userId: user.id,
          account: user.account,
          displayName: user.displayName,
          email: user.email ?? '',
          phone: user.phone ?? '',
          roleName: role.name,
          isAdmin: role.isAdmin,
          developPages: pages.size,
          isDisabled: user.isDisabled,
          lastLoginTime: user.lastLoginAt ? user.lastLoginAt.toISOString() : null,
        },
      ];
    });
  },
};
