import { describe, expect, it } from 'vitest';
import { decodeStrip, renderZpl } from '../../testing/zpl-render.ts';
import { cartonLabelZpl, productLabelsZpl } from './product-labels-zpl.ts';

describe('product and carton labels in ZPL', () => {
  it('makes copies per product, each reading back its SKU in Code 128', async () => {
    const items = [
      { productNo: 'SKU-RED-01', nameEn: 'Red mug', nameCn: '红色杯子' },
      { productNo: 'SKU-2', nameEn: '', nameCn: '蓝色杯子' },
    ];
    const labels = productLabelsZpl(items, { size: '60x40', dpi: 203, copies: 2 });
    expect(labels).toHaveLength(4);
    expect(labels[2]).toContain('^AZN'); // no English name: the Chinese one, in the Chinese font
    const first = await renderZpl(labels[0]!, 60, 40, 203);
    expect(decodeStrip(first, 10, 30)).toBe('SKU-RED-01');
    expect(decodeStrip(await renderZpl(labels[3]!, 60, 40, 203), 10, 30)).toBe('SKU-2');
  });

  it('prints a carton number as Code 128', async () => {
    const zpl = cartonLabelZpl(
      { cartonNo: 'CTN2026000123', productNo: 'SKU-RED-01', qty: 24 },
      { size: '100x50', dpi: 300 },
    );
    expect(decodeStrip(await renderZpl(zpl, 100, 50, 300), 12, 38)).toBe('CTN2026000123');
  });
});
