/**
 * Demo inbound containers, forecast and moved through the shipment services: one waiting for the
 * operator's review, one at sea, one arrived at the port and one delivered to the warehouse, which a dock
 * worker can count in on the PDA. None is received, so the demo stock is as the master-data step left it.
 */
import type { StateUpdateAction } from '@wms/api';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { customers, products, warehouses } from '../db/schema/index.ts';
import { shipmentMoves, shipmentsService } from '../modules/shipments/shipments.service.ts';
import type { Principal } from '../platform/context.ts';
import { asAdministrator, type SeedStep } from './seed-context.ts';

const DAY = 86_400_000;

/** Container, owner, ETD and ETA in days from today, and the moves from forecast. */
const CONTAINERS: Array<[string, 'ACME' | 'GLOBEX', number, number, Array<'verify' | StateUpdateAction>]> = [
  ['MSCU4410017', 'ACME', 5, 33, []],
  ['OOLU8823405', 'GLOBEX', -12, 16, ['verify', 'depart']],
  ['CMAU2071564', 'ACME', -30, -1, ['verify', 'depart', 'arrive']],
  ['TGHU6630921', 'GLOBEX', -34, -4, ['verify', 'depart', 'arrive', 'deliver']],
];

const day = (now: Date, offset: number) => new Date(now.getTime() + offset * DAY).toISOString().slice(0, 10);

async function seedInbound(tx: Tx, principal: Principal) {
  const now = new Date();
  const [warehouse] = await tx
    .select()
    .from(warehouses)
    .where(and(eq(warehouses.tenantId, principal.tenantId), eq(warehouses.warehouseKey, 'LAX1')));
  const owners = await tx
    .select()
    .from(customers)
    .where(
      and(eq(customers.tenantId, principal.tenantId), inArray(customers.customerCode, ['ACME', 'GLOBEX'])),
    );
  const items = await tx
    .select()
    .from(products)
    .where(eq(products.tenantId, principal.tenantId))
    .orderBy(asc(products.productNo));
  if (!warehouse) return;
  for (const [index, [containerNo, code, etd, eta, moves]] of CONTAINERS.entries()) {
    const owner = owners.find((c) => c.customerCode === code);
    const mine = items.filter((p) => p.customerId === owner?.id).slice(0, 2 + (index % 2));
    if (!owner || !mine.length) continue;
    const made = await shipmentsService.create(
      tx,
      principal,
      {
        containerNo,
        containerType: index % 2 ? '20GP' : '40HQ',
        transportType: 'sea',
        transportCompany: index % 2 ? 'COSCO' : 'MSC',
        warehouseId: warehouse.id,
        customerId: owner.id,
        etd: day(now, etd),
        eta: day(now, eta),
        etaPort: null,
        etaWarehouse: null,
        transportNo: null,
        boxNo: null,
        remark: null,
        lines: mine.map((product, k) => ({
          productId: product.id,
          cartonCount: 10 * (k + 1),
          qty: 120 * (k + 1),
          weight: 180 * (k + 1),
          cbm: 1.5 * (k + 1),
          value: 2400 * (k + 1),
        })),
      },
      now,
    );
    const ids = [made.id];
    for (const action of moves)
      if (action === 'verify') await shipmentMoves.verify(tx, principal, { ids }, now);
      else await shipmentMoves.updateState(tx, principal, { ids, action }, now);
  }
}

export const inboundSeed: SeedStep = {
  name: 'inbound',
  run: (ctx) => asAdministrator(ctx, seedInbound),
};
