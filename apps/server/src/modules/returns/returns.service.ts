import { type returnListQuery, returnTabNames, returnTabs } from '@wms/api';
import { count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { returns } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { likeEscape, pageWindow } from '../../platform/values.ts';
import { returnClaimService } from './return-claim.service.ts';
import { returnCreateService } from './return-create.service.ts';
import { returnHandlingService } from './return-handling.service.ts';
import { returnPhotoService } from './return-photo.service.ts';
import { detailOf, scoped, selectRows } from './return-rows.ts';

type Filters = Omit<z.output<typeof returnListQuery>, 'tab' | 'pageIndex' | 'pageSize' | 'sort'>;

function filters(principal: Principal, q: Filters, ...more: (SQL | undefined)[]) {
  const keyword = q.keyword ? likeEscape(q.keyword) : undefined;
  return scoped(
    principal,
    q.warehouseId ? eq(returns.warehouseId, q.warehouseId) : undefined,
    q.customerId ? eq(returns.customerId, q.customerId) : undefined,
    keyword
      ? or(
          ilike(returns.returnNo, keyword),
          ilike(returns.orderNo, keyword),
          ilike(returns.trackingNo, keyword),
        )
      : undefined,
    ...more,
  );
}

/** What other modules and the routes use of returns: the list, its tab counts, one return, and the moves. */
export const returnsService = {
  async list(tx: Tx, principal: Principal, q: z.output<typeof returnListQuery>) {
    const where = filters(principal, q, inArray(returns.status, [...returnTabs[q.tab]]));
    const rows = await selectRows(tx, where, pageWindow(q));
    const [total] = await tx.select({ n: count() }).from(returns).where(where);
    return { items: rows.map(({ record: _r, ...row }) => row), total: total?.n ?? 0 };
  },

  /** One grouped count, spread over the tabs. */
  async tabCounts(tx: Tx, principal: Principal, q: Filters) {
    const byStatus = await tx
      .select({ status: returns.status, n: count() })
      .from(returns)
      .where(filters(principal, q))
      .groupBy(returns.status);
    const n = new Map(byStatus.map((r) => [r.status, r.n]));
    return Object.fromEntries(
      returnTabNames.map((tab) => [
        tab,
        (returnTabs[tab] as readonly string[]).reduce((sum, s) => sum + (n.get(s) ?? 0), 0),
      ]),
    ) as Record<(typeof returnTabNames)[number], number>;
  },

  detail: (tx: Tx, principal: Principal, id: string) => detailOf(tx, principal, id),
  ...returnCreateService,
  ...returnClaimService,
  ...returnHandlingService,
  ...returnPhotoService,
};
