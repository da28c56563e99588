import {
  ErrorCode,
  SYNC_BATCH_MAX,
  type SyncContext,
  type SyncPullKind,
  type SyncPushInput,
  syncPullKinds,
} from '@wms/api';
import type { Locale } from '@wms/i18n/messages';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { tenants, users } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { BizError } from '../../platform/errors.ts';
import type { EventRegistry } from './event-handlers.ts';
import { type PullSources, pullRows } from './sync-pull.ts';
import { pushEvents } from './sync-push.ts';

/** Spec §1: the plan grants the PDA tool (isPDA); without it every PDA call is refused. */
async function assertPdaPlan(tx: Tx, principal: Principal) {
  const [tenant] = await tx
    .select({ isPDA: tenants.isPDA })
    .from(tenants)
    .where(eq(tenants.id, principal.tenantId));
  if (!tenant?.isPDA) throw new BizError(ErrorCode.versionDenied);
}

/** The PDA's side of the protocol: push, pull and the handshake that names the device database. */
export function syncService(registry: EventRegistry, sources: PullSources, clock: () => Date) {
  return {
    async push(tx: Tx, principal: Principal, locale: Locale, input: SyncPushInput) {
      await assertPdaPlan(tx, principal);
      return pushEvents(tx, principal, locale, registry, input, clock());
    },

    async pull(
      tx: Tx,
      principal: Principal,
      input: { kind: SyncPullKind; cursor?: string | null; limit: number },
    ) {
      await assertPdaPlan(tx, principal);
      return pullRows(tx, principal, sources, input, clock());
    },

    async context(tx: Tx, principal: Principal): Promise<SyncContext> {
      await assertPdaPlan(tx, principal);
      const [user] = await tx
        .select({ account: users.account, displayName: users.displayName })
        .from(users)
        .where(and(eq(users.tenantId, principal.tenantId), eq(users.id, principal.userId)));
      return {
        tenantId: principal.tenantId,
        userId: principal.userId,
        account: user?.account ?? '',
        displayName: user?.displayName ?? '',
        eventTypes: [...registry]
          .filter(([, h]) => principal.functionPoints.has(h.functionPoint))
          .map(([t]) => t),
        pullKinds: [...syncPullKinds],
        batchMax: SYNC_BATCH_MAX,
        serverTime: clock().toISOString(),
      };
    },
  };
}
