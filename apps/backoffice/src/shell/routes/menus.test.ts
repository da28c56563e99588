import type { MenuItem } from '@wms/api';
import { describe, expect, it } from 'vitest';
import { childrenOf, findEntry, opensInNewWindow, routeEntries } from './menus.ts';

let n = 0;
const item = (patch: Partial<MenuItem>): MenuItem => ({
  id: `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
  parentId: null,
  path: '',
  title: '页',
  title_En: 'Page',
  icon: '',
  orderIndex: 0,
  resourceType: 2,
  openMode: 1,
  linkType: 1,
  viewPath: '',
  viewName: '',
  viewCache: false,
  closable: true,
  isHidden: false,
  isValidation: true,
  isDisabled: false,
  moduleId: 'm',
  code: `c${n}`,
  resourceVersion: 1,
  ...patch,
});

describe('server menus as routes', () => {
  const group = item({ resourceType: 1, path: '/order', title_En: 'Orders' });
  const list = item({ parentId: group.id, path: '/order/list', viewPath: 'orders/list', orderIndex: 2 });
  const hidden = item({ parentId: group.id, path: '/order/add', viewPath: 'orders/add', isHidden: true });
  const detail = item({ path: '/customer/config/contract-detail/:contractId/:customerId', viewPath: 'c/d' });
  const noView = item({ path: '/x', viewPath: '' });
  const link = item({ path: '/ext', viewPath: 'https://example.org', linkType: 2, openMode: 2 });
  const menus = [group, list, hidden, detail, noView, link];

  it('routes only pages with a path and a viewPath', () => {
    expect(routeEntries(menus)).toEqual([list, hidden, detail, link]);
  });

  it('matches parameterised paths and hidden pages, not unknown ones', () => {
    expect(findEntry(menus, '/customer/config/contract-detail/1/2')).toBe(detail);
    expect(findEntry(menus, '/order/add')).toBe(hidden);
    expect(findEntry(menus, '/order/nothing')).toBeUndefined();
  });

  it('lists visible children only and knows which open in a new window', () => {
    expect(childrenOf(menus, group.id)).toEqual([list]);
    expect(opensInNewWindow(link)).toBe(true);
    expect(opensInNewWindow(item({ path: '/blank/print', viewPath: 'p' }))).toBe(true);
    expect(opensInNewWindow(list)).toBe(false);
  });
});
