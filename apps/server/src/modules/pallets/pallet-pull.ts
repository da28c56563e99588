import type { PalletSnapshot } from '@wms/api';
import { and, asc, eq, ne } from 'drizzle-orm';
import { palletLines, pallets } from '../../db/schema/index.ts';
import { warehouseScope } from '../../platform/data-scope.ts';
import { after as afterPosition, type PullSource, xidText } from '../../platform/sync/pull-source.ts';
import { groupBy, liveLinesOf, toSnapshot, updatedAtText } from './pallet-rows.ts';

/** What the PDA caches of pallets: live ones first, then every change (finishing included). */
export const palletPullSource: PullSource<PalletSnapshot> = {
  async rows(tx, principal, { after, live, limit }) {
    const rows = await tx
      .select({ pallet: pallets, updatedAt: updatedAtText, xid: xidText(pallets.changeXid) })
      .from(pallets)
      .where(
        and(
          eq(pallets.tenantId, principal.tenantId),
          warehouseScope(principal, pallets.warehouseId),
          live ? ne(pallets.status, 'finished') : undefined,
          afterPosition(pallets.changeXid, pallets.id, after),
        ),
      )
      .orderBy(asc(pallets.changeXid), asc(pallets.id))
      .limit(limit);
    const ids = rows.map((r) => r.pallet.id);
    const lines = ids.length
      ? await tx
          .select()
          .from(palletLines)
          .where(liveLinesOf(principal.tenantId, ids))
          .orderBy(asc(palletLines.scannedAt))
      : [];
    const byPallet = groupBy(lines, (l) => l.palletId);
    return {
      items: rows.map((r) => toSnapshot(r.pallet, r.updatedAt, byPallet.get(r.pallet.id) ?? [])),
      positions: rows.map((r) => ({ xid: r.xid, id: r.pallet.id })),
    };
  },
};
