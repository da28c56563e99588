import type { APIRequestContext } from '@playwright/test';
import { authEndpoints, type MenuItem } from '@wms/api';
import { okApi } from './api-call.ts';

/** The menus the server gives this session (GetUserInfo): what the shell must turn into navigation. */
export async function serverMenus(request: APIRequestContext, token: string): Promise<MenuItem[]> {
  return (await okApi(request, token, authEndpoints.getUserInfo, {})).menus;
}

/** The entries listed under `parentId`, without hidden ones and the dashboard, by orderIndex. */
export function listedUnder(menus: readonly MenuItem[], parentId: string | null): MenuItem[] {
  return menus
    .filter((m) => m.parentId === parentId && !m.isHidden && m.path !== '/dashboard/index')
    .filter((m) => !m.path.includes(':'))
    .sort((a, b) => a.orderIndex - b.orderIndex);
}

/** An entry's title in the browser's language (zh-CN, else English). */
export const titleIn = (item: MenuItem, locale: string) => (locale === 'zh-CN' ? item.title : item.title_En);
