import {
  billEndpoints,
  type Charge,
  contractEndpoints,
  pdaPickEndpoints,
  pickingOrderEndpoints,
  type ShipmentDetail,
  type SyncEvent,
  shipmentEndpoints,
  transferEndpoints,
  transferPalletEndpoints,
  transferPickingEndpoints,
  uuidv7,
  workOrderEndpoints,
} from '@wms/api';
import { beforeAll, expect, it } from 'vitest';
import { push, statuses } from '../../testing/pda-kit.ts';
import { forecastInput } from '../../testing/shipment-kit.ts';
import { keyFor, type StockWorld, stockWorld } from '../../testing/stock-fixtures.ts';
import { describeEachDb } from '../../testing/test-env.ts';
import { transferInput, uploadBol } from '../../testing/transfer-kit.ts';
import { stockService } from '../inventory/stock.service.ts';
import { moveTransfers } from '../transfers/transfer-moves.service.ts';

let now = new Date('2026-03-02T08:00:00Z');
const clock = () => now;

describeEachDb(
  'finance: unloading, transfer and work-order facts priced into the ledger',
  (env) => {
    let w: StockWorld;
    beforeAll(async () => {
      w = await stockWorld(env(), 3);
      await w.run((tx) =>
        stockService.receive(
          tx,
          w.principal,
          [0, 1, 2].map((p) => ({
            ...keyFor(w, p, p),
            quantity: 20,
            sourceNo: 'T-FIN',
            sourceModule: 'test',
          })),
          now,
        ),
      );
      const contract = await w.api.ok(contractEndpoints.create, {
        customerId: w.customerId,
        contractNo: `HT-SRC-${Math.random().toString(36).slice(2, 7)}`,
        validFrom: '2026-01-01',
        validTo: '2027-12-31',
        signer: 'Li Lei',
        signTime: '2026-03-01T08:00:00Z',
      });
      await w.api.ok(contractEndpoints.createQuotation, {
        contractId: contract.id,
        effectiveFrom: '2026-03-02',
        warehouseCharges: [
          { type: 'unloading' as const, name: 'Unloading', unit: 'm³', price: 10 },
          { type: 'pallet' as const, name: 'Pallet', unit: 'pallet', price: 8 },
          { type: 'labelling' as const, name: 'Labelling', unit: 'label', price: 0.3 },
        ],
      });
    });

    const chargesOf = async (kind: Charge['sourceKind']) =>
      (await w.api.ok(billEndpoints.getChargeList, { customerId: w.customerId, pageSize: 100 })).items
        .filter((c) => c.sourceKind === kind)
        .map((c) => [c.sourceNo, c.feeType, c.feeComponent, c.quantity, c.amount, c.rule]);

    const priceTwice = async () => {
      now = new Date(now.getTime() + 3600_000);
      const [a, b] = await Promise.all([
        w.api.ok(billEndpoints.priceLedger, {}),
        w.api.ok(billEndpoints.priceLedger, {}),
      ]);
      expect((await w.api.ok(billEndpoints.priceLedger, {})).charged).toBe(0);
      return a.charged + b.charged;
    };

    it('charges an unloaded container once, by the m³ its quotation line names', async () => {
      const input = forecastInput(w);
      const made: ShipmentDetail = await w.api.ok(shipmentEndpoints.create, input);
      await w.api.ok(shipmentEndpoints.verify, { ids: [made.id] });
      for (const action of ['depart', 'arrive'] as const)
        await w.api.ok(shipmentEndpoints.updateState, { ids: [made.id], action });
      const deviceId = uuidv7();
      const event = (deviceSeq: number, type: string, payload: Record<string, unknown>): SyncEvent => ({
        eventId: uuidv7(),
        deviceSeq,
        type,
        payload,
        createdAt: now.toISOString(),
      });
      const out = await push(env(), w.api.user, deviceId, [
        event(1, 'inbound.receive', {
          shipmentId: made.id,
          code: made.lines[0]!.productNo,
          qty: 5,
          cartons: 0,
          damaged: false,
          unexpected: false,
        }),
        event(2, 'inbound.finish', { shipmentId: made.id, pallets: 2 }),
      ]);
      expect(statuses(out)).toEqual(['applied', 'applied']);
      expect(await priceTwice()).toBe(1);
      // Three lines of 1.25 m³ forecast: 3.75 m³ at 10.00.
      expect(await chargesOf('unloading')).toEqual([
        [made.transportNo, 'unloading', 'unloading', 3.75, 37.5, 'perM3:40HQ'],
      ]);
    });

    it('charges a work order’s billing lines once each, a negative line as entered', async () => {
      const ticket = await w.api.ok(workOrderEndpoints.create, {
        customerId: w.customerId,
        warehouseId: w.warehouseId,
        category: 'afterSales',
        type: 'damagedGoods',
        priority: 'urgent',
        title: 'Relabel',
        description: 'Relabel the cartons',
        attachments: [],
      });
      for (const [category, fee] of [
        ['labour', 12.5],
        ['material', 3],
        ['labour', -2.5],
      ] as const)
        await w.api.ok(workOrderEndpoints.addFee, {
          workOrderId: ticket.id,
          lineId: uuidv7(),
          category,
          fee,
        });
      expect(await priceTwice()).toBe(3);
      const lines = await chargesOf('workOrderLine');
      expect(lines.map((l) => [l[0], l[1], l[2], l[4]]).sort()).toEqual([
        [ticket.workOrderNo, 'workOrder', 'labour', -2.5],
        [ticket.workOrderNo, 'workOrder', 'labour', 12.5],
        [ticket.workOrderNo, 'workOrder', 'material', 3],
      ]);
    });

    it('charges a late fact, dated before the last run, once: no watermark skips it', async () => {
      const ticket = await w.api.ok(workOrderEndpoints.create, {
        customerId: w.customerId,
        warehouseId: w.warehouseId,
        category: 'afterSales',
        type: 'damagedGoods',
        priority: 'urgent',
        title: 'Late line',
        description: 'A line entered after the run that covered its time',
        attachments: [],
      });
      const addLine = (fee: number) =>
        w.api.ok(workOrderEndpoints.addFee, {
          workOrderId: ticket.id,
          lineId: uuidv7(),
          category: 'labour',
          fee,
        });
      await addLine(4);
      expect(await priceTwice()).toBe(1);
      // An offline device's line reaches the server after that run, stamped an hour before it.
      const after = now;
      now = new Date(after.getTime() - 3600_000);
      await addLine(6);
      now = after;
      expect(await priceTwice()).toBe(1);
      const lines = (await chargesOf('workOrderLine')).filter((l) => l[0] === ticket.workOrderNo);
      expect(lines.map((l) => l[4]).sort()).toEqual([4, 6]);
    });

    it('charges a transfer order’s pallets and labels once it is handed over, not before', async () => {
      const bol = (await uploadBol(w)).id;
      const order = await w.api.ok(
        transferEndpoints.createTransShip,
        transferInput(w, bol, {
          lines: w.productIds.map((productId) => ({ productId, qty: 2, boxQuantity: 1 })),
        }),
      );
      await w.api.ok(transferEndpoints.verify, { ids: [order.id] });
      const made = await w.api.ok(transferPickingEndpoints.createPickingList, { warehouseId: w.warehouseId });
      const list = await w.api.ok(pickingOrderEndpoints.getPickingOrderDetail, { id: made.pickLists[0]!.id });
      for (const line of list.lines)
        await w.api.ok(pdaPickEndpoints.confirmPick, {
          pickListId: list.id,
          lineId: line.id,
          qty: line.qty,
          locationId: line.locationId,
        });
      await w.api.ok(transferPalletEndpoints.savePalletInfo, {
        id: order.id,
        pallets: [
          { cartons: 2, weight: 40 },
          { cartons: 1, weight: 20 },
        ],
      });
      expect(await priceTwice()).toBe(0);
      await w.run((tx) => moveTransfers(tx, w.principal, [order.id], 'readyToDeliver', now));
      await w.api.ok(transferEndpoints.standardOrderDelivery, { ids: [order.id] });
      expect(await priceTwice()).toBe(2);
      // 4 outer labels + 30 product labels at 0.30; 2 pallets at 8.00.
      expect((await chargesOf('transfer')).sort()).toEqual([
        [order.transID, 'freightOrder', 'labels', 34, 10.2, 'perUnit'],
        [order.transID, 'pallet', 'pallets', 2, 16, 'perUnit'],
      ]);
    });
  },
  { clock },
);
