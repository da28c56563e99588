import { materialEndpoints, warehouseEndpoints } from '@wms/api';
import { expect, it } from 'vitest';
import { apiFor, unique, warehouseInput } from '../../testing/masterdata-fixtures.ts';
import { pdfContent } from '../../testing/pdf-content.ts';
import { describeEachDb } from '../../testing/test-env.ts';
import { decodeStrip, renderZpl } from '../../testing/zpl-render.ts';

describeEachDb('supply labels', (env) => {
  it('prints copies of each chosen supply, its code read back from the Code 128, as ZPL and as PDF', async () => {
    const api = await apiFor(env());
    const w = await api.ok(warehouseEndpoints.create, warehouseInput());
    const make = (materialName: string, materialType: 'carton' | 'tape') =>
      api.ok(materialEndpoints.create, {
        warehouseId: w.id,
        materialCode: unique('SUP-'),
        materialName,
        materialType,
        unitPrice: 0.5,
        quantity: 10,
        warningRatio: 20,
      });
    const box = await make('Small carton', 'carton');
    const tape = await make('封箱胶带', 'tape');
    const zpl = await api.ok(materialEndpoints.printLabelZpl, { ids: [tape.id, box.id], copies: 2 });
    expect(zpl).toMatchObject({ widthMm: 60, heightMm: 40 });
    expect(zpl.labels).toHaveLength(4);
    expect(zpl.labels[0]).toContain('^AZN'); // the Chinese name, in the printer's Chinese font
    expect(zpl.labels[0]).toContain(`${tape.materialCode}  TAPE`);
    expect(decodeStrip(await renderZpl(zpl.labels[1]!, 60, 40, 203), 10, 30)).toBe(tape.materialCode);
    expect(decodeStrip(await renderZpl(zpl.labels[2]!, 60, 40, 203), 10, 30)).toBe(box.materialCode);
    const at300 = await api.ok(materialEndpoints.printLabelZpl, { ids: [box.id], size: '100x50', dpi: 300 });
    expect(decodeStrip(await renderZpl(at300.labels[0]!, 100, 50, 300), 12, 38)).toBe(box.materialCode);

    const link = await api.ok(materialEndpoints.printLabel, { ids: [box.id, tape.id], copies: 3 });
    const file = await env().app.inject({ url: link.url });
    expect(file.headers['content-type']).toContain('application/pdf');
    const { PDFDocument } = await import('pdf-lib');
    expect((await PDFDocument.load(file.rawPayload)).getPageCount()).toBe(6);
    // The Chinese name prints as written, in the embedded CJK font, like the ZPL label.
    expect(pdfContent(file.rawPayload).mapsAll('封箱胶带')).toBe(true);

    const stranger = await apiFor(env());
    const refused = await stranger.raw(materialEndpoints.printLabelZpl, { ids: [box.id] });
    expect(refused.body.success).toBe(false);
  });
});
