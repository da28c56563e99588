import {
  SYNC_BATCH_MAX,
  type SyncContext,
  type SyncPullKind,
  type SyncPushInput,
  syncPullKinds,
} from '@wms/api';
import type { Locale } from '@wms/i18n/messages';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { assertPdaAllowed } from '../tenants/plan-gate.ts';
import type { EventRegistry } from './event-handlers.ts';
import { type PullSources, pullRows } from './sync-pull.ts';
import { pushEvents } from './sync-push.ts';

/** The PDA's side of the protocol: push, pull and the handshake that names the device database. */
export function syncService(registry: EventRegistry, sources: PullSources, clock: () => Date) {
  return {
    async push(tx: Tx, principal: Principal, locale: Locale, input: SyncPushInput) {
      assertPdaAllowed(principal);
      return pushEvents(tx, principal, locale, registry, input, clock());
    },

    async pull(
      tx: Tx,
      principal: Principal,
      input: { kind: SyncPullKind; cursor?: string | null; limit: number },
    ) {
      assertPdaAllowed(principal);
      return pullRows(tx, principal, sources, input, clock());
    },

    async context(tx: Tx, principal: Principal): Promise<SyncContext> {
      assertPdaAllowed(principal);
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
