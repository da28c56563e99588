import { type MenuItem, RESOURCE_TYPE } from '@wms/api';
import { and, asc, inArray, isNull } from 'drizzle-orm';
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
async function menusFor(tx: Executor, holder: MenuHolder, app: 'backoffice' | 'pda'): Promise<MenuItem[]> {
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

export const menusService = { menusFor };
