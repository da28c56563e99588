import { palletCodeEndpoints, uuidv7 } from '@wms/api';
import { PDFDocument } from 'pdf-lib';
import { expect, it } from 'vitest';
import { device, generate, PDA_POINTS, palletByCode, push } from '../../testing/pda-kit.ts';
import { describeEachDb } from '../../testing/test-env.ts';

describeEachDb('pallet print hooks', (env) => {
  it('prints labels in the print size and the print-pick sheet, for pallets the caller may see', async () => {
    const user = await env().login({ functionPoints: PDA_POINTS });
    const [a, b] = await generate(env(), user, 2);
    const dev = device();
    await push(env(), user, dev.deviceId, [
      dev.event('pallet.open', { palletCode: a! }),
      dev.event('pallet.addProduct', { palletCode: a!, lineId: uuidv7(), productNo: 'SKU-A', qty: 2 }),
    ]);
    const ids = [(await palletByCode(env(), user, a!)).id, (await palletByCode(env(), user, b!)).id];
    const labels = await env().call(palletCodeEndpoints.print, { ids }, user.token);
    expect(labels.json()).toMatchObject({ success: true, data: { fileName: `pallet-labels-${a}.pdf` } });
    const file = await env().app.inject({ url: labels.json().data.url });
    expect(file.headers['content-type']).toBe('application/pdf');
    const pdf = await PDFDocument.load(file.rawPayload);
    expect(pdf.getPageCount()).toBe(2);
    expect(pdf.getPage(0).getSize()).toEqual({ width: 288, height: 432 });
    expect(pdf.getTitle()).toBe('Pallet labels');

    const sheet = await env().call(
      palletCodeEndpoints.print,
      { ids: [ids[0]!], withLines: true },
      user.token,
    );
    const sheetPdf = await PDFDocument.load(
      (await env().app.inject({ url: sheet.json().data.url })).rawPayload,
    );
    expect(sheetPdf.getTitle()).toBe('Pallet pick sheet');

    const stranger = await env().login({ functionPoints: PDA_POINTS });
    const refused = await env().call(palletCodeEndpoints.print, { ids }, stranger.token);
    expect(refused.json()).toMatchObject({ success: false, code: 'PALLET_NOT_FOUND' });
  });
});
