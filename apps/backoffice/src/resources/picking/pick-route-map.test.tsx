import { createI18n } from '@wms/i18n';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { PickRouteMap } from './pick-route-map.tsx';

const line = (id: string, aisle: number | null, depth: number | null, state = 'unPick') => ({
  id,
  seq: 1,
  orderId: id,
  orderNo: `DS-${id}`,
  productId: id,
  productNo: `SKU-${id}`,
  locationId: id,
  locationName: `LOC-${id}`,
  qty: 1,
  pickedQty: 0,
  inventoryQty: 5,
  state: state as 'unPick',
  aisle,
  depth,
});

const detail = {
  layout: { aisleCount: 3, aisleLength: 10, aisleSpacing: 3 },
  lines: [line('a', 1, 2.5), line('b', 3, 8.5, 'picked'), line('c', null, null)],
} as unknown as Parameters<typeof PickRouteMap>[0]['detail'];

describe('PickRouteMap', () => {
  it('draws every placed stop in walking order and the walk from and back to the depot', () => {
    const html = renderToStaticMarkup(
      <I18nextProvider i18n={createI18n('en')}>
        <PickRouteMap detail={detail} />
      </I18nextProvider>,
    );
    const map = new DOMParser().parseFromString(html, 'text/html').querySelector('svg')!;
    expect(map.getAttribute('aria-label')).toBe('Route');
    expect(map.querySelectorAll('text')).toHaveLength(3 + 2);
    const stops = [...map.querySelectorAll('[data-testid="route-stop"]')];
    expect(stops.map((s) => s.textContent)).toEqual(['1LOC-a · SKU-a × 1', '2LOC-b · SKU-b × 1']);
    const points = map.querySelector('[data-testid="route-path"]')!.getAttribute('points')!.split(' ');
    expect(points[0]).toBe(points.at(-1));
    // aisle 1 depth 2.5 → aisle 3 depth 8.5 goes round the back cross-aisle (depth 10)
    const back = points.filter((p) => p.endsWith(',28'));
    expect(back).toHaveLength(2);
  });
});
