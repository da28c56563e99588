import { canShelve, ErrorCode, type RestockRow, type restockListQuery, uuidv7 } from '@wms/api';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { customers, locations, products, restocks, warehouses } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { nextNumber } from '../../platform/counters.ts';
import { customerScope, warehouseScope } from '../../platform/data-scope.ts';
import { BizError } from '../../platform/errors.ts';
import { iso, notFound, pageWindow, splitBatch } from '../../platform/values.ts';
import { stockService } from '../inventory/stock.service.ts';
import { findLocation } from '../locations/locations.service.ts';

type State = 'toBeShelved' | 'shelved' | 'cancelled';

/**
 * Shelving a row whose source module keeps its own count (an inbound line shelves its container): that
 * module shelves through `restockService.shelve` and updates itself. The app passes these in by source
 * module (`registries/restock-owners.ts`), so restock never imports the modules that feed it.
 */
export type RestockShelver = (
  tx: Tx,
  principal: Principal,
  input: { id: string; locationId: string; quantity: number },
  now: Date,
) => Promise<unknown>;

function scoped(principal: Principal, ...more: (SQL | undefined)[]) {
  return and(
    eq(restocks.tenantId, principal.tenantId),
    warehouseScope(principal, restocks.warehouseId),
    customerScope(principal, restocks.customerId),
    ...more,
  );
}

async function rows(tx: Tx, where: SQL | undefined, window: { limit: number; offset: number }) {
  const found = await tx
    .select({
      row: restocks,
      warehouseName: warehouses.name,
      customerCode: customers.customerCode,
      productNo: products.productNo,
      locationName: locations.locationName,
    })
    .from(restocks)
    .innerJoin(
      warehouses,
      and(eq(warehouses.tenantId, restocks.tenantId), eq(warehouses.id, restocks.warehouseId)),
    )
    .innerJoin(
      customers,
      and(eq(customers.tenantId, restocks.tenantId), eq(customers.id, restocks.customerId)),
    )
    .innerJoin(products, and(eq(products.tenantId, restocks.tenantId), eq(products.id, restocks.productId)))
    .leftJoin(
      locations,
      and(eq(locations.tenantId, restocks.tenantId), eq(locations.id, restocks.locationId)),
    )
    .where(where)
    .orderBy(desc(restocks.createdAt))
    .limit(window.limit)
    .offset(window.offset);
  return found.map(({ row, ...names }) => ({
    id: row.id,
    restockNo: row.restockNo,
    warehouseId: row.warehouseId,
    warehouseName: names.warehouseName,
    customerId: row.customerId,
    customerCode: names.customerCode,
    productId: row.productId,
    productNo: names.productNo,
    quantity: row.quantity,
    shelvedQty: row.shelvedQty,
    locationName: names.locationName,
    sourceNo: row.sourceNo,
    sourceModule: row.sourceModule,
    state: row.state as State,
    createdTime: iso(row.createdAt),
  }));
}

async function get(tx: Tx, principal: Principal, id: string) {
  const [found] = await rows(tx, scoped(principal, eq(restocks.id, id)), { limit: 1, offset: 0 });
  if (!found) notFound();
  return found;
}

export const restockService = {
  get,
  async list(tx: Tx, principal: Principal, q: z.infer<typeof restockListQuery>) {
    const nos = splitBatch(q.productNos);
    const productIds = nos.length
      ? (
          await tx
            .select({ id: products.id })
            .from(products)
            .where(and(eq(products.tenantId, principal.tenantId), inArray(products.productNo, nos)))
        ).map((p) => p.id)
      : undefined;
    const where = scoped(
      principal,
      q.warehouseId ? eq(restocks.warehouseId, q.warehouseId) : undefined,
      q.customerId ? eq(restocks.customerId, q.customerId) : undefined,
      q.state ? eq(restocks.state, q.state) : undefined,
      q.sourceNo ? eq(restocks.sourceNo, q.sourceNo) : undefined,
      productIds
        ? inArray(
            restocks.productId,
            productIds.length ? productIds : ['00000000-0000-0000-0000-000000000000'],
          )
        : undefined,
    );
    const items = await rows(tx, where, pageWindow(q));
    const [total] = await tx.select({ n: count() }).from(restocks).where(where);
    return { items, total: total?.n ?? 0 };
  },

  async toBeShelfNum(tx: Tx, principal: Principal, warehouseId?: string) {
    const [n] = await tx
      .select({ n: count() })
      .from(restocks)
      .where(
        scoped(
          principal,
          eq(restocks.state, 'toBeShelved'),
          warehouseId ? eq(restocks.warehouseId, warehouseId) : undefined,
        ),
      );
    return { num: n?.n ?? 0 };
  },

  /** Registers goods waiting to be shelved (inbound put-away, returns); called by those modules. */
  async request(
    tx: Tx,
    principal: Principal,
    line: {
      warehouseId: string;
      customerId: string;
      productId: string;
      quantity: number;
      locationId?: string | null;
      /** Where the goods already wait as stock (a receiving area): shelving moves them from there. */
      stagedLocationId?: string | null;
      sourceNo?: string | null;
      sourceModule?: string | null;
    },
    now: Date,
  ) {
    const id = uuidv7();
    const restockNo = await nextNumber(tx, principal.tenantId, 'restock', 'RS', now);
    await tx.insert(restocks).values({
      ...line,
      id,
      restockNo,
      tenantId: principal.tenantId,
      state: 'toBeShelved',
      createdBy: principal.userId,
      updatedBy: principal.userId,
    });
    return get(tx, principal, id);
  },

  /** Shelves through the row's source module when it has a shelver, else directly. */
  async shelveOwned(
    tx: Tx,
    principal: Principal,
    input: { id: string; locationId: string; quantity: number },
    now: Date,
    owners: Readonly<Record<string, RestockShelver>>,
  ) {
    const row = await get(tx, principal, input.id);
    const owner = row.sourceModule ? owners[row.sourceModule] : undefined;
    if (!owner) return restockService.shelve(tx, principal, input, now);
    await owner(tx, principal, input, now);
    return get(tx, principal, input.id);
  },

  /** Shelves part or all of a line: the stock is received on the location in the same transaction. */
  async shelve(
    tx: Tx,
    principal: Principal,
    input: { id: string; locationId: string; quantity: number },
    now: Date,
  ) {
    await get(tx, principal, input.id);
    const [row] = await tx
      .select()
      .from(restocks)
      .where(scoped(principal, eq(restocks.id, input.id)))
      .for('update');
    if (!canShelve(row!.state as RestockRow['state'])) throw new BizError(ErrorCode.restockState);
    const remaining = row!.quantity - row!.shelvedQty;
    if (input.quantity > remaining) throw new BizError(ErrorCode.restockOverShelve, { remaining });
    const location = await findLocation(tx, principal, input.locationId);
    if (location.warehouseId !== row!.warehouseId) throw new BizError(ErrorCode.locationWarehouse);
    const key = { warehouseId: row!.warehouseId, customerId: row!.customerId, productId: row!.productId };
    const source = {
      sourceNo: row!.sourceNo ?? row!.restockNo,
      sourceModule: row!.sourceModule ?? 'restock',
    };
    if (row!.stagedLocationId)
      await stockService.moveFrom(
        tx,
        principal,
        {
          from: { ...key, locationId: row!.stagedLocationId },
          toLocationId: location.id,
          quantity: input.quantity,
          ...source,
        },
        now,
      );
    else
      await stockService.receive(
        tx,
        principal,
        [
          {
            ...key,
            locationId: location.id,
            quantity: input.quantity,
            sourceNo: row!.restockNo,
            sourceModule: 'restock',
          },
        ],
        now,
      );
    const shelvedQty = row!.shelvedQty + input.quantity;
    await tx
      .update(restocks)
      .set({
        shelvedQty,
        locationId: location.id,
        state: shelvedQty === row!.quantity ? 'shelved' : 'toBeShelved',
        updatedAt: now,
        updatedBy: principal.userId,
      })
      .where(scoped(principal, eq(restocks.id, input.id)));
    return get(tx, principal, input.id);
  },
};
