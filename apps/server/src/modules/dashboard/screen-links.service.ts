import { createHash, randomBytes } from 'node:crypto';
import { ErrorCode, type ScreenFigures, type ScreenLink, screenFiguresOf, uuidv7 } from '@wms/api';
import type { Locale } from '@wms/i18n/messages';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { byIds } from '../../db/by-ids.ts';
import type { Db, Tx } from '../../db/client.ts';
import { screenLinks, users } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { BizError } from '../../platform/errors.ts';
import { withTenant } from '../../platform/tenancy.ts';
import { iso, notFound } from '../../platform/values.ts';
import { dashboardService } from './dashboard.service.ts';

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');
const tenantOfKey = z.uuid();

type Row = typeof screenLinks.$inferSelect;

async function toLinks(tx: Tx, principal: Principal, rows: Row[]): Promise<ScreenLink[]> {
  const names = await byIds(
    tx,
    users,
    principal.tenantId,
    rows.map((r) => r.createdBy),
    {
      displayName: users.displayName,
    },
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    createdTime: iso(r.createdAt),
    createdByName: (r.createdBy && names.get(r.createdBy)?.displayName) || null,
    revokedTime: r.revokedAt ? iso(r.revokedAt) : null,
  }));
}

/**
 * The principal a screen link reads with: the tenant's whole data and no function point, so it can
 * read the large screen's figures and do nothing else.
 */
function readOnly(tenantId: string, link: Row): Principal {
  return {
    tenantId,
    userId: link.createdBy ?? link.id,
    sessionId: link.id,
    kind: 'staff',
    roleId: link.id,
    system: 'backoffice',
    needChangePwd: false,
    edition: '',
    isPDA: false,
    isPlatform: false,
    customerId: null,
    functionPoints: new Set(),
    warehouseIds: null,
    customerIds: null,
  };
}

/** Read-only large-screen links: issued and revoked by an administrator, read by a wall display. */
export const screenLinksService = {
  async list(tx: Tx, principal: Principal) {
    const rows = await tx
      .select()
      .from(screenLinks)
      .where(eq(screenLinks.tenantId, principal.tenantId))
      .orderBy(desc(screenLinks.createdAt), desc(screenLinks.id));
    return toLinks(tx, principal, rows);
  },

  /** The key is the tenant and a random secret (`<tenant>.<secret>`); only the secret's hash is kept. */
  async issue(tx: Tx, principal: Principal, input: { name: string }, now: Date) {
    const secret = randomBytes(24).toString('base64url');
    const [row] = await tx
      .insert(screenLinks)
      .values({
        tenantId: principal.tenantId,
        id: uuidv7(),
        name: input.name,
        keyHash: hashOf(secret),
        createdAt: now,
        updatedAt: now,
        createdBy: principal.userId,
        updatedBy: principal.userId,
      })
      .returning();
    const [link] = await toLinks(tx, principal, [row!]);
    return { ...link!, key: `${principal.tenantId}.${secret}` };
  },

  async revoke(tx: Tx, principal: Principal, id: string, now: Date) {
    const revoked = await tx
      .update(screenLinks)
      .set({ revokedAt: now, updatedAt: now, updatedBy: principal.userId })
      .where(and(eq(screenLinks.tenantId, principal.tenantId), eq(screenLinks.id, id)))
      .returning({ id: screenLinks.id });
    if (!revoked.length) notFound();
    return null;
  },

  /**
   * The figures a link's key reads, in the key's tenant under row-level security like any request; an
   * unknown, malformed or revoked key is refused the same way, so it tells nothing about which it was.
   */
  async figures(db: Db, key: string, now: Date, locale: Locale): Promise<ScreenFigures> {
    const [tenant = '', secret = ''] = key.split('.');
    if (!tenantOfKey.safeParse(tenant).success || !secret) throw new BizError(ErrorCode.screenLinkInvalid);
    return withTenant(db, tenant, async (tx) => {
      const [link] = await tx
        .select()
        .from(screenLinks)
        .where(
          and(
            eq(screenLinks.tenantId, tenant),
            eq(screenLinks.keyHash, hashOf(secret)),
            isNull(screenLinks.revokedAt),
          ),
        );
      if (!link) throw new BizError(ErrorCode.screenLinkInvalid);
      return screenFiguresOf(await dashboardService.overview(tx, readOnly(tenant, link), 7, now, locale));
    });
  },
};
