import { transferEndpoints, transferPalletEndpoints } from '@wms/api';
import { beforeAll, expect, it } from 'vitest';
import { palletSscc } from '../../platform/zpl.ts';
import { loginCustomerUser } from '../../testing/order-kit.ts';
import { type StockWorld, stockWorld } from '../../testing/stock-fixtures.ts';
import { describeEachDb } from '../../testing/test-env.ts';
import { moveThrough, TRANSFER_NOW, transferInput, uploadBol } from '../../testing/transfer-kit.ts';
import { decodeStrip, renderZpl } from '../../testing/zpl-render.ts';

describeEachDb(
  'pallet labels of whole transfer orders',
  (env) => {
    let w: StockWorld;
    let bol: string;
    beforeAll(async () => {
      w = await stockWorld(env(), 2);
      bol = (await uploadBol(w)).id;
    });
    /** An order on its pick list (picking itself is another suite's), palletised into `pallets`. */
    const palletised = async (pallets: { cartons: number; weight: number }[]) => {
      const order = await w.api.ok(transferEndpoints.createTransShip, transferInput(w, bol));
      await moveThrough(w, [order.id], ['verify', 'pick']);
      if (pallets.length) await w.api.ok(transferPalletEndpoints.savePalletInfo, { id: order.id, pallets });
      return order;
    };

    it('prints every pallet of the chosen orders as one batch: SSCC and pallet code read back', async () => {
      const first = await palletised([
        { cartons: 4, weight: 180.5 },
        { cartons: 2, weight: 95 },
        { cartons: 7, weight: 310.25 },
      ]);
      const second = await palletised([{ cartons: 1, weight: 20 }]);
      const codes = [
        ...(await w.api.ok(transferPalletEndpoints.getPalletBarCodeList, { id: first.id })),
        ...(await w.api.ok(transferPalletEndpoints.getPalletBarCodeList, { id: second.id })),
      ].map((p) => p.palletCode);
      const zpl = await w.api.ok(transferPalletEndpoints.printPalletLabelsZpl, {
        ids: [first.id, second.id],
        companyPrefix: '0614141',
      });
      expect(zpl).toMatchObject({ widthMm: 101.6, heightMm: 152.4 });
      expect(zpl.labels).toHaveLength(4);
      zpl.labels.forEach((label, i) => {
        expect(label).toContain(`^FD${codes[i]}^FS`);
        expect(label.startsWith('^XA\n^CI28')).toBe(true);
      });
      expect(zpl.labels[1]).toContain(`${first.transID}  PALLET 2/3`);
      expect(zpl.labels[1]).toContain('CARTONS 2  WEIGHT 95.00 KG');
      expect(zpl.labels[3]).toContain(`${second.transID}  PALLET 1/1`);
      // The third label at 300 dpi: both barcodes decode to the SSCC (AI 00) and the pallet code.
      const at300 = await w.api.ok(transferPalletEndpoints.printPalletLabelsZpl, {
        ids: [first.id],
        dpi: 300,
        companyPrefix: '0614141',
      });
      const label = await renderZpl(at300.labels[2]!, 101.6, 152.4, 300);
      expect(decodeStrip(label, 10, 34)).toBe(`00${palletSscc(codes[2]!, '0614141')}`);
      expect(decodeStrip(label, 35, 59)).toBe(codes[2]);

      const pdf = await w.api.ok(transferPalletEndpoints.printPalletLabels, { ids: [first.id, second.id] });
      expect(pdf.fileName).toBe(`pallet-labels-${first.transID}.pdf`);
      const res = await env().app.inject({ method: 'GET', url: pdf.url });
      expect(res.headers['content-type']).toContain('application/pdf');
      const { PDFDocument } = await import('pdf-lib');
      const doc = await PDFDocument.load(res.rawPayload);
      expect(doc.getPageCount()).toBe(4);
      expect(doc.getPage(0).getSize()).toEqual({ width: 288, height: 432 });
    });

    it('refuses an order not palletised yet, naming it, and an order the caller may not see', async () => {
      const bare = await palletised([]);
      const refused = await w.api.raw(
        transferPalletEndpoints.printPalletLabelsZpl,
        { ids: [bare.id] },
        'zh-CN',
      );
      expect(refused.body).toMatchObject({ success: false, code: 'TRANSFER_NO_PALLETS' });
      expect(refused.body.message).toContain(bare.transID);
      expect(refused.body.message).toContain('打托');
      const mine = await palletised([{ cartons: 3, weight: 50 }]);
      const token = await loginCustomerUser(env(), w.api.user.tenantId, w.customerId, [
        'transship:order:create',
      ]);
      const own = (
        await env().call(transferPalletEndpoints.printPalletLabelsZpl, { ids: [mine.id] }, token)
      ).json();
      expect(own.data.labels).toHaveLength(1);
      const stranger = await env().login({ functionPoints: ['transship:order:create'] });
      const hidden = (
        await env().call(transferPalletEndpoints.printPalletLabelsZpl, { ids: [mine.id] }, stranger.token)
      ).json();
      expect(hidden).toMatchObject({ success: false, code: 'RECORD_NOT_FOUND' });
    });
  },
  { clock: () => TRANSFER_NOW },
);
