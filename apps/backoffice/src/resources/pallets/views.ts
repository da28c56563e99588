import type { ViewMap } from '../../app/view-map.ts';

const pallets = () => import('./pallets.resource.tsx').then((m) => ({ default: m.PalletsPage }));

/** The pallet screens (catalogue area `picking`: pallet codes, pallets and the pallet detail). */
export const palletViews: ViewMap = {
  'picking/pallet-code': pallets,
  'picking/pallet': pallets,
  'picking/pallet-detail': () =>
    import('./pallet-detail-page.tsx').then((m) => ({ default: m.PalletDetailPage })),
};
