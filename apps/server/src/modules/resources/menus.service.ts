import { createHash } from 'node:crypto';
import { type MenuItem, RESOURCE_TYPE } from '@wms/api';
import { and, asc, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { resources } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { editionAllows, platformAllows } from '../../platform/plan-gate.ts';

type ResourceRow = typeof resources.$inferSelect;

export function toMenuItem(row: ResourceRow): MenuItem {
  return {
    id: row.id,
    parentId: row.parentId,
    path: row.path,
    title: row.title,
    title_En: row.titleEn,
    icon: row.icon,
    orderIndex: row.orderIndex,
    resourceType: row.resourceType as MenuItem['resourceType'],
    openMode: row.openMode as MenuItem['openMode'],
    linkType: row.linkType as MenuItem['linkType'],
    viewPath: row.viewPath,
    viewName: row.viewName,
    viewCache: row.viewCache,
    closable: row.closable,
    isHidden: row.isHidden,
    isValidation: row.isValidation,
    isDisabled: row.isDisabled,
    moduleId: row.moduleId,
    code: row.code,
    resourceVersion: row.resourceVersion as MenuItem['resourceVersion'],
  };
}

type MenuHolder = Pick<Principal, 'functionPoints' | 'edition' | 'isPDA' | 'isPlatform'>;

/**
 * The menus and pages a user may open in one app: pages its role or extra permissions
 * grant (or that need no permission), that the plan's edition includes and that are not disabled; a
 * menu appears when one of its pages does. PDA menus belong to the PDA app and need isPDA.
 */
async function buildMenus(tx: Executor, holder: MenuHolder, app: 'backoffice' | 'pda'): Promise<MenuItem[]> {
  const rows = await tx
    .select()
    .from(resources)
    .where(
      and(
        inArray(resources.resourceType, [RESOURCE_TYPE.menu, RESOURCE_TYPE.page]),
        isNull(resources.deletedAt),
      ),
    )
    .orderBy(asc(resources.orderIndex), asc(resources.code));
  const inApp = (row: ResourceRow) => (row.moduleId === 'pda') === (app === 'pda');
  const byId = new Map(rows.map((row) => [row.id, row]));
  const visible = new Set<string>();
  for (const row of rows) {
    if (row.resourceType !== RESOURCE_TYPE.page || row.isDisabled || !inApp(row)) continue;
    if (!editionAllows(holder.edition, row.resourceVersion) || !platformAllows(holder, row.code)) continue;
    if (app === 'pda' && !holder.isPDA) continue;
    if (row.isValidation && !holder.functionPoints.has(row.code)) continue;
    const ancestors: ResourceRow[] = [];
    for (let up = byId.get(row.parentId ?? ''); up; up = byId.get(up.parentId ?? '')) ancestors.push(up);
    if (ancestors.some((ancestor) => ancestor.isDisabled)) continue;
    for (const item of [row, ...ancestors]) visible.add(item.id);
  }
  return rows.filter((row) => visible.has(row.id)).map(toMenuItem);
}

/**
 * The catalogue's version: its row count and the sum of its rows' transaction ids (`xmin`), which every
 * insert, edit and removal changes, in any instance; with the database and its start, since one process
 * may serve several (tests). One small scan instead of loading and walking the catalogue.
 */
async function catalogueVersion(tx: Executor): Promise<string> {
  const result = await tx.execute(
    sql`SELECT concat_ws(':', current_database(), pg_postmaster_start_time(), count(*),
      coalesce(sum(xmin::text::bigint), 0)) AS v FROM ${resources}`,
  );
  return (result as unknown as { rows: { v: string }[] }).rows[0]!.v;
}

/** Menus already built, by what decides them (app, plan, function points) and the catalogue's version. */
const built = new Map<string, { version: string; menus: MenuItem[] }>();
const BUILT_MAX = 500;

/**
 * The menus of `buildMenus`, built once per app, plan and set of function points (a role, or a role with
 * a user's extra points) and catalogue version: GetUserInfo answers every page load with ~160 entries.
 */
async function menusFor(tx: Executor, holder: MenuHolder, app: 'backoffice' | 'pda'): Promise<MenuItem[]> {
  const key = createHash('sha256')
    .update(
      [app, holder.edition, holder.isPDA, holder.isPlatform, ...[...holder.functionPoints].sort()].join('|'),
    )
    .digest('base64');
  const version = await catalogueVersion(tx);
  const hit = built.get(key);
  if (hit?.version === version) return hit.menus;
  const menus = await buildMenus(tx, holder, app);
  if (built.size >= BUILT_MAX) built.delete(built.keys().next().value!);
  built.set(key, { version, menus });
  return menus;
}

export const menusService = { menusFor };
