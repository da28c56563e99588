/**
 * The floor at shift start for `pnpm bench load`: one pick list per PDA account, made the way the office
 * makes them (stock received through the stock service, orders through CreateOrder, CreatePickingOrder,
 * DistributePicker), and each device's pushes as its picker would send them: check the list out, then one
 * `pick.confirm` of one unit per scan, line after line in walking order.
 */
import {
  customerEndpoints,
  type Endpoint,
  locationEndpoints,
  orderEditEndpoints,
  pickingOrderEndpoints,
  productEndpoints,
  type SyncEvent,
  uuidv7,
} from '@wms/api';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client.ts';
import { pickListLines } from '../apps/server/src/db/schema/index.ts';
import { stockService } from '../apps/server/src/modules/inventory/stock.service.ts';
import { withTenant } from '../apps/server/src/platform/tenancy.ts';

/** What a PDA picker holds: the pick menu (to be assigned lists), push, and pick confirmations. */
export const PICKER_POINTS = ['pda.pick', 'pda:sync:push', 'pda:pick:confirm'];

const SKUS = ['FLOOR-1', 'FLOOR-2', 'FLOOR-3'];

export type Call = (endpoint: Endpoint, payload: unknown) => Promise<Record<string, unknown>>;

interface Line {
  id: string;
  locationId: string;
  qty: number;
  code: string;
}

export interface PickList {
  id: string;
  lines: Line[];
}

/**
 * A floor customer with three products stocked on ten locations, and per picker one order of `units`
 * units (a third of each product) on its own pick list, assigned to that picker.
 */
export async function seedPickLists(
  database: Database,
  call: Call,
  scope: { tenantId: string; userId: string; warehouseId: string; pickerIds: string[] },
  units: number,
): Promise<PickList[]> {
  const { tenantId, warehouseId, pickerIds } = scope;
  const customer = await call(customerEndpoints.createChannel, {
    customerCode: 'FLOOR',
    shortName: 'Floor',
    fullName: 'Floor customer',
    accountType: 'credit',
    creditAmount: 1_000_000,
    warehouseIds: [warehouseId],
  });
  const customerId = customer.id as string;
  const productIds: string[] = [];
  for (const sku of SKUS)
    productIds.push(
      (
        await call(productEndpoints.create, {
          customerId,
          productNo: sku,
          nameCn: '拣货压测',
          nameEn: 'Floor bench',
          declarationAmount: 10,
          cartonRate: 12,
          length: 10,
          width: 8,
          height: 6,
          weight: 1,
        })
      ).id as string,
    );
  const grid = { warehouseId, prefix: 'P', startRow: 1, endRow: 2, startColumn: 1, endColumn: 5 };
  await call(locationEndpoints.batchCreate, grid);
  const locations = (await call(locationEndpoints.getList, { warehouseId })) as unknown as { id: string }[];
  const perSku = Math.ceil(units / SKUS.length);
  const stockLines = productIds.flatMap((productId, i) =>
    locations
      .filter((_, n) => n % SKUS.length === i)
      .map((location, _n, mine) => ({
        warehouseId,
        customerId,
        productId,
        locationId: location.id,
        quantity: Math.ceil((perSku * pickerIds.length) / mine.length) + 1,
        sourceNo: 'BENCH',
        sourceModule: 'bench',
      })),
  );
  await withTenant(database.db, tenantId, (tx) =>
    stockService.receive(tx, { tenantId, userId: scope.userId }, stockLines, new Date()),
  );
  const lists: PickList[] = [];
  for (const pickerId of pickerIds) {
    const order = await call(orderEditEndpoints.createOrder, {
      customerId,
      warehouseId,
      recordNo: `FLOOR-${uuidv7().slice(-12)}`,
      recipient: {
        receiverName: 'Jane Doe',
        country: 'US',
        state: 'CA',
        city: 'Los Angeles',
        postalCode: '90001',
        address1: '1 Main St',
        phone: '213-555-0100',
        isResidential: true,
      },
      items: SKUS.map((sku) => ({ sku, saleNum: perSku })),
    });
    const made = await call(pickingOrderEndpoints.createPickingOrder, {
      warehouseId,
      // three products: a multi-product order
      pickingOrderType: 2,
      includePending: true,
      orderIds: [order.id],
    });
    const id = (made.pickLists as { id: string }[])[0]?.id;
    if (!id) throw new Error(`no pick list for the floor order: ${JSON.stringify(made)}`);
    await call(pickingOrderEndpoints.distributePicker, { ids: [id], pickerId });
    const lines = await database.db
      .select({
        id: pickListLines.id,
        locationId: pickListLines.locationId,
        qty: pickListLines.qty,
        code: pickListLines.productNo,
      })
      .from(pickListLines)
      .where(and(eq(pickListLines.tenantId, tenantId), eq(pickListLines.pickListId, id)))
      .orderBy(pickListLines.seq);
    lists.push({ id, lines });
  }
  return lists;
}

/**
 * A picker's pushes of `size` events over its list: the check-out, then one unit per confirmation, until
 * every unit is picked (`undefined` after the last push).
 */
export function pickBatches(list: PickList, size: number) {
  let seq = 0;
  let line = 0;
  let done = 0;
  let checkedOut = false;
  const event = (type: string, payload: Record<string, unknown>): SyncEvent => ({
    eventId: uuidv7(),
    deviceSeq: ++seq,
    type,
    payload,
    createdAt: new Date().toISOString(),
  });
  return (): SyncEvent[] | undefined => {
    const events: SyncEvent[] = [];
    if (!checkedOut) {
      events.push(event('pick.checkOut', { pickListId: list.id }));
      checkedOut = true;
    }
    while (events.length < size && line < list.lines.length) {
      const current = list.lines[line]!;
      events.push(
        event('pick.confirm', {
          pickListId: list.id,
          lineId: current.id,
          locationId: current.locationId,
          qty: 1,
          code: current.code,
        }),
      );
      if (++done === current.qty) {
        line++;
        done = 0;
      }
    }
    return events.length ? events : undefined;
  };
}
