import type { MenuItem } from '@wms/api';
import { orderListEndpoints, pickingOrderEndpoints, routeTo } from '@wms/api';
import { useApiQuery } from '@wms/ui';

export const SINGLE_PICK_PATH = routeTo('picking.single-product');
export const MULTI_PICK_PATH = routeTo('picking.multi-product');
export const PENDING_DELIVERY_PATH = routeTo('picking.pending-delivery');
const REFRESH_MS = 60_000;

/** The side-menu badges, fetched only for the pages this user's menu has. */
export function useMenuBadges(menus: readonly MenuItem[]): Record<string, number> {
  const has = (path: string) => menus.some((m) => m.path === path);
  const options = (path: string) => ({ enabled: has(path), refetchInterval: REFRESH_MS });
  const single = useApiQuery(
    pickingOrderEndpoints.getPickOrderCount,
    { pickingOrderType: 1 },
    options(SINGLE_PICK_PATH),
  );
  const multi = useApiQuery(
    pickingOrderEndpoints.getPickOrderCount,
    { pickingOrderType: 2 },
    options(MULTI_PICK_PATH),
  );
  const pending = useApiQuery(orderListEndpoints.getPendingCount, {}, options(PENDING_DELIVERY_PATH));
  return {
    [SINGLE_PICK_PATH]: single.data?.count ?? 0,
    [MULTI_PICK_PATH]: multi.data?.count ?? 0,
    [PENDING_DELIVERY_PATH]: pending.data?.count ?? 0,
  };
}
