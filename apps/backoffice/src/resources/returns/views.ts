import type { ViewMap } from '../../app/view-map.ts';

/** The return screens (catalogue area `returns`: the list with its tabs, and one return). */
export const returnViews: ViewMap = {
  'returns/list': () => import('./returns.resource.tsx').then((m) => ({ default: m.ReturnsPage })),
  'returns/detail': () => import('./return-detail-page.tsx').then((m) => ({ default: m.ReturnDetailPage })),
};
