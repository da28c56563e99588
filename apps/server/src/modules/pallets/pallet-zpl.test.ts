import { palletCodeEndpoints } from '@wms/api';
import { describe, expect, it } from 'vitest';
import { palletSscc } from '../../platform/zpl.ts';
import { generate, PDA_POINTS, palletByCode } from '../../testing/pda-kit.ts';
import { describeEachDb } from '../../testing/test-env.ts';
import { decodeStrip, renderZpl } from '../../testing/zpl-render.ts';
import { palletLabelZpl } from './pallet-zpl.ts';

const pallet = {
  palletCode: 'PL00000042',
  printSize: '4x6' as const,
  use: 'palletizing' as const,
  cartonQty: 2,
  productQty: 30,
  lines: [],
};

describe('pallet label in ZPL', () => {
  it('carries a GS1-128 of the SSCC and a Code 128 of the pallet code, both readable', async () => {
    const serial = palletSscc(pallet.palletCode, '0614141');
    expect(serial).toMatch(/^00614141000000042\d$/);
    for (const size of ['4x6', '4x2'] as const) {
      const zpl = palletLabelZpl(
        { ...pallet, printSize: size },
        { dpi: 203, companyPrefix: '0614141', withLines: false },
      );
      const heightMm = size === '4x6' ? 152.4 : 50.8;
      const barH = size === '4x6' ? 22 : 12;
      const label = await renderZpl(zpl, 101.6, heightMm, 203);
      // zxing reads the FNC1 of GS1-128 as the symbology and returns the element string without it
      expect(decodeStrip(label, 10, 12 + barH)).toBe(`00${serial}`);
      expect(decodeStrip(label, 13 + barH, 15 + 2 * barH)).toBe('PL00000042');
    }
  });
});

describeEachDb('pallet labels as ZPL through the API', (env) => {
  it('prints every chosen pallet in order, only those the caller may see', async () => {
    const user = await env().login({ functionPoints: PDA_POINTS });
    const codes = await generate(env(), user, 3);
    const ids = [];
    for (const code of codes) ids.push((await palletByCode(env(), user, code)).id);
    const body = (
      await env().call(palletCodeEndpoints.printZpl, { ids, companyPrefix: '0614141' }, user.token)
    ).json();
    expect(body.data).toMatchObject({ widthMm: 101.6, heightMm: 152.4 });
    expect(body.data.labels).toHaveLength(3);
    const label = await renderZpl(body.data.labels[2], 101.6, 152.4, 203);
    expect(decodeStrip(label, 35, 60)).toBe(codes[2]);
    const stranger = await env().login({ functionPoints: PDA_POINTS });
    const refused = (await env().call(palletCodeEndpoints.printZpl, { ids }, stranger.token)).json();
    expect(refused).toMatchObject({ success: false, code: 'PALLET_NOT_FOUND' });
  });
});
