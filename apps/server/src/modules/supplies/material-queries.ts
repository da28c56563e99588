import type { materialListQuery, materialLogQuery } from '@wms/api';
import { type Locale, translate } from '@wms/i18n/messages';
import { and, asc, count, desc, eq, gte, ilike, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { materialLogs, materials, warehouses } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { warehouseScope } from '../../platform/data-scope.ts';
import { iso, likeEscape, pageWindow } from '../../platform/values.ts';
import { toMaterial } from './material-mapper.ts';
import { findMaterial } from './materials.service.ts';

type ListQuery = Partial<z.infer<typeof materialListQuery>>;
const lowCondition = sql`${materials.baseline} > 0 AND ${materials.quantity} <= ceil(${materials.baseline} * ${materials.warningRatio} / 100.0)`;
const joinWarehouse = and(
  eq(warehouses.tenantId, materials.tenantId),
  eq(warehouses.id, materials.warehouseId),
);

function where(principal: Principal, q: ListQuery) {
  return and(
    eq(materials.tenantId, principal.tenantId),
    isNull(materials.deletedAt),
    warehouseScope(principal, materials.warehouseId),
    q.warehouseId ? eq(materials.warehouseId, q.warehouseId) : undefined,
    q.materialType ? eq(materials.materialType, q.materialType) : undefined,
    q.keyword
      ? or(
          ilike(materials.materialCode, likeEscape(q.keyword)),
          ilike(materials.materialName, likeEscape(q.keyword)),
        )
      : undefined,
    q.onlyLow ? lowCondition : undefined,
  );
}

const DAY_MS = 86_400_000;

export const materialQueries = {
  async list(tx: Tx, principal: Principal, q: z.infer<typeof materialListQuery>) {
    const w = where(principal, q);
    const { limit, offset } = pageWindow(q);
    const rows = await tx
      .select({ row: materials, warehouseName: warehouses.name })
      .from(materials)
      .innerJoin(warehouses, joinWarehouse)
      .where(w)
      .orderBy(asc(materials.materialCode))
      .limit(limit)
      .offset(offset);
    const [total] = await tx.select({ n: count() }).from(materials).where(w);
    return { items: rows.map((r) => toMaterial(r.row, r.warehouseName)), total: total?.n ?? 0 };
  },

  /** The alert "supplies running out, please replenish in time" when any supply is at its warning value. */
  async warnings(tx: Tx, principal: Principal, locale: Locale, warehouseId?: string) {
    const rows = await tx
      .select({ row: materials, warehouseName: warehouses.name })
      .from(materials)
      .innerJoin(warehouses, joinWarehouse)
      .where(where(principal, { warehouseId, onlyLow: true }))
      .orderBy(asc(materials.materialCode))
      .limit(500);
    return {
      message: rows.length ? translate(locale, 'masterdata:alert.materialLow') : '',
      items: rows.map((r) => toMaterial(r.row, r.warehouseName)),
    };
  },

  async logs(tx: Tx, principal: Principal, q: z.infer<typeof materialLogQuery>) {
    const w = and(
      eq(materialLogs.tenantId, principal.tenantId),
      warehouseScope(principal, materialLogs.warehouseId),
      q.materialId ? eq(materialLogs.materialId, q.materialId) : undefined,
      q.warehouseId ? eq(materialLogs.warehouseId, q.warehouseId) : undefined,
      q.eventType ? eq(materialLogs.eventType, q.eventType) : undefined,
    );
    const { limit, offset } = pageWindow(q);
    const rows = await tx
      .select({
        log: materialLogs,
        materialCode: materials.materialCode,
        materialName: materials.materialName,
        warehouseName: warehouses.name,
      })
      .from(materialLogs)
      .innerJoin(
        materials,
        and(eq(materials.tenantId, materialLogs.tenantId), eq(materials.id, materialLogs.materialId)),
      )
      .innerJoin(warehouses, joinWarehouse)
      .where(w)
      .orderBy(desc(materialLogs.seq))
      .limit(limit)
      .offset(offset);
    const [total] = await tx.select({ n: count() }).from(materialLogs).where(w);
    return {
      items: rows.map(({ log, ...names }) => ({
        id: log.id,
        materialId: log.materialId,
        ...names,
        eventType: log.eventType as 'in',
        before: log.before,
        change: log.change,
        after: log.after,
        remark: log.remark,
        createdTime: iso(log.createdAt),
      })),
      total: total?.n ?? 0,
    };
  },

  /** Per UTC day: units in, used and damaged, and the balance at the end of the day. */
  async trend(tx: Tx, principal: Principal, id: string, days: number, now: Date) {
    const material = await findMaterial(tx, principal, id);
    const start = new Date(
      Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - (days - 1) * DAY_MS,
    );
    const logs = await tx
      .select()
      .from(materialLogs)
      .where(
        and(
          eq(materialLogs.tenantId, principal.tenantId),
          eq(materialLogs.materialId, id),
          gte(materialLogs.createdAt, start),
        ),
      )
      .orderBy(asc(materialLogs.seq));
    let balance = logs[0]?.before ?? material.quantity;
    return Array.from({ length: days }, (_, i) => {
      const day = new Date(start.getTime() + i * DAY_MS).toISOString().slice(0, 10);
      const today = logs.filter((l) => l.createdAt.toISOString().slice(0, 10) === day);
      const sum = (pick: (c: number, t: string) => boolean) =>
        today.filter((l) => pick(l.change, l.eventType)).reduce((s, l) => s + Math.abs(l.change), 0);
      if (today.length) balance = today[today.length - 1]!.after;
      return {
        date: day,
        in: sum((c) => c > 0),
        use: sum((c, t) => c < 0 && t === 'use'),
        damage: sum((c, t) => c < 0 && t === 'damage'),
        balance,
      };
    });
  },
};
