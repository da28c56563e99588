import {
  type SyncEvent,
  syncEndpoints,
  type TransferPalletSnapshot,
  transferEndpoints,
  uuidv7,
} from '@wms/api';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { transferCharges } from '../../db/schema/index.ts';
import type { OkBody } from '../../testing/order-kit.ts';
import { push, statuses } from '../../testing/pda-kit.ts';
import type { StockWorld } from '../../testing/stock-fixtures.ts';
import { describeEachDb } from '../../testing/test-env.ts';
import { pickedTransfer, TRANSFER_NOW, transferWorld } from '../../testing/transfer-kit.ts';

describeEachDb(
  'transfer orders palletised on the PDA through the outbox',
  (env) => {
    let w: StockWorld;
    beforeAll(async () => {
      w = await transferWorld(env(), 2, () => 100);
    });

    /** A freight order of 10 and 11 units, audited, on its pick list and picked. */
    const picked = () => pickedTransfer(w);
    const pdaUser = (functionPoints = ['pda:sync:push', 'transship:pallet:save']) =>
      env().login({ tenantCode: w.api.user.tenantCode, kind: 'pda', system: 'pda', functionPoints });
    const event = (id: string, seq: number): SyncEvent => ({
      eventId: uuidv7(),
      deviceSeq: seq,
      type: 'transferPallet.save',
      payload: {
        id,
        pallets: [
          { cartons: 2, weight: 120.5 },
          { cartons: 1, weight: 60 },
        ],
      },
      createdAt: TRANSFER_NOW.toISOString(),
    });

    it('pulls picked orders, applies the pallets once, sends the codes back, refuses a second save', async () => {
      const order = await picked();
      const pda = await pdaUser();
      const pull = async (cursor: string | null) => {
        const res = await env().call(
          syncEndpoints.pull,
          { kind: 'transfers', cursor, limit: 500 },
          pda.token,
        );
        expect(res.statusCode, res.body).toBe(200);
        return (res.json() as OkBody<{ items: TransferPalletSnapshot[]; cursor: string }>).data;
      };
      const first = await pull(null);
      expect(first.items.find((o) => o.id === order.id)).toMatchObject({
        transID: order.transID,
        state: 'picking',
        lines: [expect.objectContaining({ pickedQty: 10 }), expect.objectContaining({ pickedQty: 11 })],
        pallets: [],
      });

      const deviceId = uuidv7();
      const save = event(order.id, 1);
      expect(statuses(await push(env(), pda, deviceId, [save]))).toEqual(['applied']);
      // The answer was lost and the device sends the same event again: applied once.
      expect(statuses(await push(env(), pda, deviceId, [save]))).toEqual(['duplicate']);
      const detail = await w.api.ok(transferEndpoints.getTransShipEditList, { id: order.id });
      expect(detail).toMatchObject({ state: 'fight', palletNum: 2 });
      const charges = await w.run((tx) =>
        tx.select().from(transferCharges).where(eq(transferCharges.transferId, order.id)),
      );
      expect(charges.map((c) => [c.kind, c.quantity]).sort()).toEqual([
        ['labels', 34],
        ['pallets', 2],
      ]);

      const next = await pull(first.cursor);
      const back = next.items.find((o) => o.id === order.id)!;
      expect(back.state).toBe('fight');
      expect(back.pallets.map((p) => [p.seq, p.cartons, p.weight])).toEqual([
        [1, 2, 120.5],
        [2, 1, 60],
      ]);
      expect(back.pallets.every((p) => /^PL\d{8}$/.test(p.palletCode))).toBe(true);

      // Another device saves the same order again: refused with the order's number and status.
      const again = await push(env(), pda, uuidv7(), [event(order.id, 1)], 'zh-CN');
      expect(again.results[0]).toMatchObject({ status: 'rejected', code: 'TRANSFER_STATUS_REFUSED' });
      expect((again.results[0] as { message: string }).message).toContain(order.transID);
      expect((await w.api.ok(transferEndpoints.getTransShipEditList, { id: order.id })).palletNum).toBe(2);
    });

    it('refuses the pallets of an account without the palletising right', async () => {
      const order = await picked();
      const pda = await pdaUser(['pda:sync:push']);
      const out = await push(env(), pda, uuidv7(), [event(order.id, 1)]);
      expect(out.results[0]).toMatchObject({ status: 'rejected' });
      expect((await w.api.ok(transferEndpoints.getTransShipEditList, { id: order.id })).state).toBe(
        'picking',
      );
    });
  },
  { clock: () => TRANSFER_NOW },
);
