import { describe, expect, it } from 'vitest';
import { decodeStrip, renderZpl } from '../../testing/zpl-render.ts';
import { locationLabelZpl } from './location-zpl.ts';

describe('location label in ZPL', () => {
  it('reads back the location name from its Code 128', async () => {
    const zpl = locationLabelZpl({ warehouseName: '洛杉矶仓', locationName: 'A01-02-03' }, 203);
    expect(zpl).toContain('^AZN'); // the Chinese warehouse name
    expect(decodeStrip(await renderZpl(zpl, 100, 50, 203), 20, 46)).toBe('A01-02-03');
  });
});
