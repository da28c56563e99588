import { pickingOrderEndpoints, transferEndpoints, transferPickingEndpoints } from '@wms/api';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { stocks } from '../../db/schema/index.ts';
import { loginCustomerUser } from '../../testing/order-kit.ts';
import { expectLogsConsistent, type StockWorld } from '../../testing/stock-fixtures.ts';
import { describeEachDb } from '../../testing/test-env.ts';
import { auditedTransfer, pickWhole, TRANSFER_NOW, transferWorld } from '../../testing/transfer-kit.ts';

describeEachDb(
  'AddPicking: transfer orders join an open pick list',
  (env) => {
    let w: StockWorld;
    beforeAll(async () => {
      w = await transferWorld(env(), 3, () => 20);
    });
    const allocated = async () =>
      (await w.run((tx) => tx.select().from(stocks).where(eq(stocks.warehouseId, w.warehouseId))))
        .map((s) => s.allocatedQty)
        .reduce((a, b) => a + b, 0);
    const audited = (lines: [number, number][], overrides: Record<string, unknown> = {}) =>
      auditedTransfer(w, {
        lines: lines.map(([p, qty]) => ({ productId: w.productIds[p]!, qty, boxQuantity: 1 })),
        ...overrides,
      });
    const state = async (id: string) =>
      (await w.api.ok(transferEndpoints.getTransShipEditList, { id })).state;

    it('adds orders to a list, re-walks it, refuses the wrong ones and sends the short one out of stock', async () => {
      const a = await audited([
        [0, 2],
        [1, 3],
      ]);
      const made = await w.api.ok(transferPickingEndpoints.createPickingList, {
        warehouseId: w.warehouseId,
        ids: [a.id],
      });
      const list = made.pickLists[0]!;
      expect(list).toMatchObject({ kind: 'transport', totalQty: 5 });

      const b = await audited([
        [2, 4],
        [0, 1],
      ]);
      const added = await w.api.ok(transferPickingEndpoints.addPicking, { pickListId: list.id, id: b.id });
      expect(added.outOfStockTransIDs).toEqual([]);
      expect(added.pickLists[0]).toMatchObject({ id: list.id, totalQty: 10, orderCount: 2 });
      expect([await state(b.id), await allocated()]).toEqual(['picking', 10]);
      const detail = await w.api.ok(pickingOrderEndpoints.getPickingOrderDetail, { id: list.id });
      expect(detail.lines.map((l) => l.seq)).toEqual(detail.lines.map((_, i) => i + 1));
      expect(new Set(detail.lines.map((l) => l.orderNo))).toEqual(new Set([a.transID, b.transID]));

      // Twice: the order is picking now, and the refusal names it and its status.
      const again = await w.api.raw(transferPickingEndpoints.addPicking, { pickListId: list.id, id: b.id });
      expect(again.body).toMatchObject({ success: false, code: 'TRANSFER_STATUS_REFUSED' });
      expect(again.body.message).toContain(b.transID);
      // A trucking order is picked on truck lists only.
      const truck = await audited([[1, 1]], { kind: 'trucking' });
      const wrong = await w.api.raw(
        transferPickingEndpoints.addPicking,
        { pickListId: list.id, id: truck.id },
        'zh-CN',
      );
      expect(wrong.body).toMatchObject({ success: false, code: 'TRANSFER_PICK_LIST_MISMATCH' });
      expect(wrong.body.message).toContain(truck.transID);
      expect(wrong.body.message).toContain('卡车单');
      expect(await state(truck.id)).toBe('pending');

      // A batch: the order the stock cannot cover goes out of stock, the other joins.
      const short = await audited([[1, 100]]);
      const fine = await audited([[2, 2]]);
      const batch = await w.api.ok(transferPickingEndpoints.addPickingBatch, {
        pickListId: list.id,
        ids: [short.id, fine.id],
      });
      expect(batch.outOfStockTransIDs).toEqual([short.transID]);
      expect(batch.pickLists[0]).toMatchObject({ totalQty: 12, orderCount: 3 });
      expect([await state(short.id), await state(fine.id), await allocated()]).toEqual([
        'outOfStock',
        'picking',
        12,
      ]);

      // Picked: every order's lines hold what was picked, and a picked list takes no more orders.
      await pickWhole(w, list.id);
      const picked = await w.api.ok(transferEndpoints.getTransShipEditList, { id: b.id });
      expect(picked.lines.map((l) => [l.pickedQty, l.diffQty])).toEqual([
        [4, 0],
        [1, 0],
      ]);
      const late = await audited([[0, 1]]);
      const closed = await w.api.raw(transferPickingEndpoints.addPicking, {
        pickListId: list.id,
        id: late.id,
      });
      expect(closed.body).toMatchObject({ success: false, code: 'PICK_LIST_STATE' });
      await expectLogsConsistent(w);
    });

    it('a customer user cannot add orders to pick lists', async () => {
      const order = await audited([[0, 1]]);
      const made = await w.api.ok(transferPickingEndpoints.createPickingList, {
        warehouseId: w.warehouseId,
        ids: [order.id],
      });
      const other = await audited([[0, 1]]);
      const token = await loginCustomerUser(env(), w.api.user.tenantId, w.customerId, [
        'transship:picking:create',
      ]);
      const res = await env().call(
        transferPickingEndpoints.addPicking,
        { pickListId: made.pickLists[0]!.id, id: other.id },
        token,
        'en',
      );
      expect(res.json()).toMatchObject({ success: false });
      expect(await state(other.id)).toBe('pending');
    });
  },
  { clock: () => TRANSFER_NOW },
);
