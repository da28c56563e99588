import { inflateSync } from 'node:zlib';
import { pickingOrderEndpoints } from '@wms/api';
import { beforeAll, expect, it } from 'vitest';
import {
  createOrder,
  type OkBody,
  type OrderWorld,
  orderWorld,
  putStock,
} from '../../../testing/order-kit.ts';
import { describeEachDb } from '../../../testing/test-env.ts';

/** The inflated content streams of a PDF, upper-cased (Helvetica text operands are hex strings). */
function pageText(pdf: Buffer) {
  const out: string[] = [];
  let at = 0;
  for (;;) {
    const start = pdf.indexOf('stream\n', at);
    if (start < 0) break;
    const end = pdf.indexOf('endstream', start);
    try {
      out.push(inflateSync(pdf.subarray(start + 7, end)).toString('latin1'));
    } catch {
      // Not a deflated stream (a font or an image).
    }
    at = end + 9;
  }
  return out.join('\n').toUpperCase();
}
const hex = (text: string) => Buffer.from(text).toString('hex').toUpperCase();

describeEachDb('pick-list sheets', (env) => {
  let w: OrderWorld;
  const lists: { id: string; pickListNo: string }[] = [];
  beforeAll(async () => {
    w = await orderWorld(env());
    await putStock(env(), w, 'SKU-002', 4, 20);
    for (const qty of [2, 3]) {
      const order = await createOrder(env(), w, { items: [{ sku: 'SKU-002', saleNum: qty }] });
      const res = await env().call(
        pickingOrderEndpoints.createPickingOrder,
        { warehouseId: w.warehouseId, pickingOrderType: 1, includePending: true, orderIds: [order.id] },
        w.token,
      );
      lists.push(
        (res.json() as OkBody<{ pickLists: { id: string; pickListNo: string }[] }>).data.pickLists[0]!,
      );
    }
  });

  it('gives one A4 PDF per list for the print helper, naming its list, lines and SKU', async () => {
    const res = (
      await env().call(pickingOrderEndpoints.printPickingOrderPdf, { ids: lists.map((l) => l.id) }, w.token)
    ).json() as OkBody<{ documents: { pickListNo: string; pdf: string }[] }>;
    expect(res.data.documents.map((d) => d.pickListNo)).toEqual(lists.map((l) => l.pickListNo));
    const { PDFDocument } = await import('pdf-lib');
    for (const [i, doc] of res.data.documents.entries()) {
      const bytes = Buffer.from(doc.pdf, 'base64');
      const pdf = await PDFDocument.load(bytes);
      expect(pdf.getPageCount()).toBe(1);
      expect(pdf.getPage(0).getSize().width).toBeCloseTo(595.28);
      const text = pageText(bytes);
      expect(text).toContain(hex(`PICK LIST ${lists[i]!.pickListNo}`));
      expect(text).toContain(hex('SKU-002'));
      expect(text).toContain(hex(String(i + 2)));
    }
  });

  it('gives every list in one PDF by signed link, and nothing to a caller of another tenant', async () => {
    const res = (
      await env().call(pickingOrderEndpoints.printPickingOrder, { ids: lists.map((l) => l.id) }, w.token)
    ).json() as OkBody<{ fileName: string; url: string }>;
    expect(res.data.fileName).toBe(`pick-lists-${lists[0]!.pickListNo}-2.pdf`);
    const file = await env().app.inject({ url: res.data.url });
    expect(file.headers['content-type']).toContain('application/pdf');
    const { PDFDocument } = await import('pdf-lib');
    expect((await PDFDocument.load(file.rawPayload)).getPageCount()).toBe(2);
    const stranger = await env().login({ functionPoints: ['oms:picking:view'] });
    const refused = (
      await env().call(pickingOrderEndpoints.printPickingOrderPdf, { ids: [lists[0]!.id] }, stranger.token)
    ).json();
    expect(refused.success).toBe(false);
  });
});
