import { ErrorCode, type restockListQuery, uuidv7 } from '@wms/api';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { customers, locations, products, restocks, warehouses } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { customerScope, warehouseScope } from '../../platform/data-scope.ts';
import { BizError } from '../../platform/errors.ts';
import { stockService } from '../inventory/stock.service.ts';
import { findLocation } from '../locations/locations.service.ts';
import { iso, nextNumber, notFound, pageWindow, splitBatch } from '../warehouses/values.ts';

type State = 'toBeShelved' | 'shelved' | 'cancelled';

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

export function restockService(clock: () => Date) {
  async function get(tx: Tx, principal: Principal, id: string) {
    const [found] = await rows(tx, scoped(principal, eq(restocks.id, id)), { limit: 1, offset: 0 });
    if (!found) notFound();
    return found;
  }

  return {
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
        sourceNo?: string | null;
        sourceModule?: string | null;
      },
    ) {
      const id = uuidv7();
      const restockNo = await nextNumber(tx, principal.tenantId, 'restock', 'RS', clock());
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

    /** Shelves part or all of a line: the stock is received on the location in the same transaction. */
    async shelve(tx: Tx, principal: Principal, input: { id: string; locationId: string; quantity: number }) {
      await get(tx, principal, input.id);
      const [row] = await tx
        .select()
        .from(restocks)
        .where(scoped(principal, eq(restocks.id, input.id)))
        .for('update');
      if (row!.state !== 'toBeShelved') throw new BizError(ErrorCode.restockState);
      const remaining = row!.quantity - row!.shelvedQty;
      if (input.quantity > remaining) throw new BizError(ErrorCode.restockOverShelve, { remaining });
      const location = await findLocation(tx, principal, input.locationId);
      if (location.warehouseId !== row!.warehouseId) throw new BizError(ErrorCode.locationWarehouse);
      const now = clock();
      await stockService.receive(
        tx,
        principal,
        [
          {
            warehouseId: row!.warehouseId,
            customerId: row!.customerId,
            productId: row!.productId,
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
}
