import type { SyncIssue, syncIssueQuery } from '@wms/api';
import { type Locale, translate } from '@wms/i18n/messages';
import { aliasedTable, and, count, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { syncEvents, users } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import type { StoredOutcome } from './apply-events.ts';

const ISSUE = sql`${syncEvents.status} in ('rejected', 'conflict')`;
const dismisser = aliasedTable(users, 'dismisser');

/** Rejected and conflicting events stay for managers to review and dismiss (docs/architecture.md#push). */
export const syncIssuesService = {
  async list(
    tx: Tx,
    principal: Principal,
    locale: Locale,
    query: z.output<typeof syncIssueQuery>,
  ): Promise<{ items: SyncIssue[]; total: number }> {
    const filters: (SQL | undefined)[] = [
      eq(syncEvents.tenantId, principal.tenantId),
      ISSUE,
      query.status ? eq(syncEvents.status, query.status) : undefined,
      query.state === 'open' ? isNull(syncEvents.dismissedAt) : undefined,
      query.state === 'dismissed' ? isNotNull(syncEvents.dismissedAt) : undefined,
      query.deviceId ? eq(syncEvents.deviceId, query.deviceId) : undefined,
      query.userId ? eq(syncEvents.userId, query.userId) : undefined,
      query.type ? eq(syncEvents.type, query.type) : undefined,
    ];
    const where = and(...filters);
    // One after the other: a transaction is one connection.
    const rows = await tx
      .select({ event: syncEvents, userName: users.displayName, dismissedByName: dismisser.displayName })
      .from(syncEvents)
      .leftJoin(users, and(eq(users.tenantId, syncEvents.tenantId), eq(users.id, syncEvents.userId)))
      .leftJoin(
        dismisser,
        and(eq(dismisser.tenantId, syncEvents.tenantId), eq(dismisser.id, syncEvents.dismissedBy)),
      )
      .where(where)
      .orderBy(desc(syncEvents.createdAt), desc(syncEvents.eventId))
      .limit(query.pageSize)
      .offset((query.pageIndex - 1) * query.pageSize);
    const [total] = await tx.select({ n: count() }).from(syncEvents).where(where);
    const items = rows.map(({ event, userName, dismissedByName }): SyncIssue => {
      const outcome = event.outcome as Exclude<StoredOutcome, { status: 'applied' }>;
      return {
        eventId: event.eventId,
        deviceId: event.deviceId,
        deviceSeq: event.deviceSeq,
        userId: event.userId,
        userName,
        type: event.type,
        payload: event.payload as Record<string, unknown>,
        status: outcome.status,
        code: outcome.code,
        message: translate(locale, `errors:${outcome.code}`, outcome.params),
        details: outcome.status === 'conflict' ? outcome.details : null,
        createdTime: event.occurredAt.toISOString(),
        receivedTime: event.createdAt.toISOString(),
        dismissedTime: event.dismissedAt?.toISOString() ?? null,
        dismissedByName,
      };
    });
    return { items, total: total?.n ?? 0 };
  },

  async dismiss(tx: Tx, principal: Principal, eventIds: string[]) {
    const rows = await tx
      .update(syncEvents)
      .set({ dismissedAt: sql`now()`, dismissedBy: principal.userId, updatedBy: principal.userId })
      .where(
        and(
          eq(syncEvents.tenantId, principal.tenantId),
          inArray(syncEvents.eventId, eventIds),
          ISSUE,
          isNull(syncEvents.dismissedAt),
        ),
      )
      .returning({ eventId: syncEvents.eventId });
    return { dismissed: rows.length };
  },
};
