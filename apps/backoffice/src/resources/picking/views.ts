import type { ViewMap } from '../../app/view-map.ts';

const pickLists = () => import('./pick-lists.resource.tsx');

/** The pick-list screens (catalogue area `picking`; the pallet screens are in ../pallets). */
export const pickingViews: ViewMap = {
  'picking/single-product': () => pickLists().then((m) => ({ default: m.SingleProductPickListsPage })),
  'picking/multi-product': () => pickLists().then((m) => ({ default: m.MultiProductPickListsPage })),
  'picking/generate': () => pickLists().then((m) => ({ default: m.GeneratedPickListsPage })),
  'picking/generated': () => pickLists().then((m) => ({ default: m.GeneratedPickListsPage })),
  'picking/custodian': () => import('./custodians.resource.tsx').then((m) => ({ default: m.CustodiansPage })),
  'picking/progress': () => import('./pick-progress-page.tsx').then((m) => ({ default: m.PickProgressPage })),
};
