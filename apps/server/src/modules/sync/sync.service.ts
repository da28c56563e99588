import {
  SYNC_BATCH_MAX,
  type SyncContext,
  type SyncPullKind,
  type SyncPushInput,
  syncPullKinds,
} from '@wms/api';
import type { Locale } from '@wms/i18n/messages';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { users, userWarehouses, warehouses } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { warehouseScope } from '../../platform/data-scope.ts';
import { assertPdaAllowed } from '../../platform/plan-gate.ts';
import type { EventRegistry } from '../../platform/sync/event-handlers.ts';
import type { PullSources } from '../../platform/sync/pull-source.ts';
import { pullRows } from './sync-pull.ts';
import { pushEvents } from './sync-push.ts';

/**
 * The PDA's side of the protocol: push, pull and the handshake that names the device database. The
 * event registry and pull sources come in as arguments, so a test can apply events of its own.
 */
export const syncService = {
  async push(
    tx: Tx,
    principal: Principal,
    input: SyncPushInput,
    locale: Locale,
    registry: EventRegistry,
    now: Date,
  ) {
    assertPdaAllowed(principal);
    return pushEvents(tx, principal, locale, registry, input, now);
  },

  async pull(
    tx: Tx,
    principal: Principal,
    input: { kind: SyncPullKind; cursor?: string | null; limit: number },
    sources: PullSources,
    now: Date,
  ) {
    assertPdaAllowed(principal);
    return pullRows(tx, principal, sources, input, now);
  },

  async context(tx: Tx, principal: Principal, registry: EventRegistry, now: Date): Promise<SyncContext> {
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
      serverTime: now.toISOString(),
      warehouses: await tx
        .select({ id: warehouses.id, name: warehouses.name })
        .from(warehouses)
        .where(
          and(
            eq(warehouses.tenantId, principal.tenantId),
            eq(warehouses.isDisabled, false),
            warehouseScope(principal, warehouses.id),
          ),
        )
        // The account's own warehouses first, so the device works in one of them unless the user chooses.
        .orderBy(
          sql`exists (select 1 from ${userWarehouses} where ${userWarehouses.tenantId} = ${warehouses.tenantId} and ${userWarehouses.warehouseId} = ${warehouses.id} and ${userWarehouses.userId} = ${principal.userId}) desc`,
          asc(warehouses.name),
        ),
    };
  },
};
