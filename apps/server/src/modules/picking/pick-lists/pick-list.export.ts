import { translate } from '@wms/i18n/messages';
import { and, asc, count, eq, gt, inArray, type SQL } from 'drizzle-orm';
import { pickListLines, pickLists, users } from '../../../db/schema/index.ts';
import type { Principal } from '../../../platform/context.ts';
import type { ExportSource } from '../../../platform/excel/export-job.ts';
import { type PickListFilter, pickListWhere } from './pick-list-queries.service.ts';

/** What an export call chose: the lists it named, or the filters plus the variant's own condition. */
export type PickListExportFilter = PickListFilter & { ids?: string[]; states?: string[] };

const where = (principal: Principal, f: PickListExportFilter, ...more: (SQL | undefined)[]) =>
  pickListWhere(
    principal,
    f,
    f.ids?.length ? inArray(pickLists.id, f.ids) : undefined,
    f.states?.length ? inArray(pickLists.state, f.states) : undefined,
    ...more,
  );

const typeLabel = (locale: 'en' | 'zh-CN', type: number) =>
  translate(locale, `picking:pickingOrderType.${type}`);

/** Pick list lines in walking order per list (ExportPickingOrderExcel and its multi-product twin). */
export function pickListExport(): ExportSource<PickListExportFilter> {
  return {
    kind: 'pickList',
    async count(tx, principal, f) {
      const [n] = await tx
        .select({ n: count() })
        .from(pickListLines)
        .innerJoin(
          pickLists,
          and(eq(pickLists.tenantId, pickListLines.tenantId), eq(pickLists.id, pickListLines.pickListId)),
        )
        .where(where(principal, f));
      return n?.n ?? 0;
    },
    async batch(tx, principal, f, after, limit, locale) {
      const rows = await tx
        .select({ line: pickListLines, list: pickLists, pickerName: users.displayName })
        .from(pickListLines)
        .innerJoin(
          pickLists,
          and(eq(pickLists.tenantId, pickListLines.tenantId), eq(pickLists.id, pickListLines.pickListId)),
        )
        .leftJoin(users, and(eq(users.tenantId, pickLists.tenantId), eq(users.id, pickLists.pickerId)))
        .where(where(principal, f, after ? gt(pickListLines.id, after) : undefined))
        .orderBy(asc(pickListLines.id))
        .limit(limit);
      return rows.map(({ line, list, pickerName }) => ({
        key: line.id,
        values: {
          pickListNo: list.pickListNo,
          pickingOrderType: typeLabel(locale, list.pickingOrderType),
          pickerName,
          seq: line.seq,
          orderNo: line.orderNo,
          productNo: line.productNo,
          locationName: line.locationName,
          quantity: line.qty,
          pickedQty: line.pickedQty,
          lineState: translate(locale, `picking:pickState.${line.state}`),
        },
      }));
    },
  };
}

/** One row per list with its progress (the "Schedule" exports: pick progress, open or complete). */
export function pickProgressExport(): ExportSource<PickListExportFilter> {
  return {
    kind: 'pickProgress',
    async count(tx, principal, f) {
      const [n] = await tx.select({ n: count() }).from(pickLists).where(where(principal, f));
      return n?.n ?? 0;
    },
    async batch(tx, principal, f, after, limit, locale) {
      const rows = await tx
        .select({ list: pickLists, pickerName: users.displayName })
        .from(pickLists)
        .leftJoin(users, and(eq(users.tenantId, pickLists.tenantId), eq(users.id, pickLists.pickerId)))
        .where(where(principal, f, after ? gt(pickLists.id, after) : undefined))
        .orderBy(asc(pickLists.id))
        .limit(limit);
      return rows.map(({ list, pickerName }) => ({
        key: list.id,
        values: {
          pickListNo: list.pickListNo,
          pickListKind: translate(locale, `picking:kind.${list.kind}`),
          pickingOrderType: typeLabel(locale, list.pickingOrderType),
          pickState: translate(locale, `picking:pickState.${list.state}`),
          pickerName,
          orderCount: list.orderCount,
          lineCount: list.lineCount,
          totalQty: list.totalQty,
          pickedQty: list.pickedQty,
          progress: list.totalQty ? Math.round((list.pickedQty / list.totalQty) * 1000) / 10 : 0,
          createdTime: list.createdAt.toISOString(),
          finishedTime: list.finishedAt?.toISOString() ?? null,
        },
      }));
    },
  };
}
