import type { MenuItem } from '@wms/api';
import { routeTo } from '@wms/api';
import { matchPath } from 'react-router-dom';

/** Only pages (resourceType 2) with a path and a viewPath become routes. */
export function routeEntries(menus: readonly MenuItem[]): MenuItem[] {
  return menus.filter((m) => m.resourceType === 2 && m.path && m.viewPath && !m.isDisabled);
}

/** The page a pathname opens, parameterised paths included (`/customer/config/contract-detail/:id/…`). */
export function findEntry(menus: readonly MenuItem[], pathname: string): MenuItem | undefined {
  return routeEntries(menus).find((m) => matchPath({ path: m.path, end: true }, pathname));
}

export const DASHBOARD_PATH = routeTo('shell.dashboard');

/** Hidden entries and the dashboard are left out of the menu list. */
export function visible(menus: readonly MenuItem[]): MenuItem[] {
  return menus
    .filter((m) => !m.isHidden && m.path !== DASHBOARD_PATH && !m.path.includes(':'))
    .sort((a, b) => a.orderIndex - b.orderIndex);
}

export function childrenOf(menus: readonly MenuItem[], parentId: string | null): MenuItem[] {
  return visible(menus).filter((m) => m.parentId === parentId);
}

/** The top-level entry above a page (itself when it has no parent). */
export function topOf(menus: readonly MenuItem[], entry: MenuItem | undefined): MenuItem | undefined {
  let current = entry;
  while (current?.parentId) current = menus.find((m) => m.id === current!.parentId) ?? undefined;
  return current;
}

export function menuTitle(item: Pick<MenuItem, 'title' | 'title_En'>, language: string): string {
  return language === 'en' ? item.title_En : item.title;
}

/** Paths that open outside the layout: `/blank…` pages, and openMode 2 links. */
export function opensInNewWindow(item: MenuItem): boolean {
  return item.path.startsWith('/blank') || (item.linkType === 2 && item.openMode === 2);
}

export function newWindowUrl(item: MenuItem): string {
  return item.linkType === 2 ? item.viewPath : item.path;
}
