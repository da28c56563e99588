import { ErrorCode } from '@wms/api';
import { type AnyColumn, and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { customers, locations, products, stocks, warehouses } from '../../db/schema/index.ts';
import { BizError } from '../../platform/errors.ts';
import {
  type SyncSourceKind,
  type SyncTargetKind,
  sourceWhere,
  xidText,
} from '../../platform/tenant-sync/source-kind.ts';
import { customersByCode } from '../customers/customers.service.ts';
import { warehouseByKey } from '../warehouses/warehouses.service.ts';
import { stockService } from './stock.service.ts';

const on = (table: { tenantId: AnyColumn; id: AnyColumn }, column: AnyColumn) =>
  and(eq(table.tenantId, stocks.tenantId), eq(table.id, column));

/** FF inventory shared with a related tenant: each stock line with its SKU, location, customer and warehouse codes. */
export const stockSyncSource: SyncSourceKind = {
  kind: 'inventory',
  async count(tx, query) {
    const [row] = await tx.select({ n: count() }).from(stocks).where(sourceWhere(stocks, query));
    return Number(row?.n ?? 0);
  },
  async read(tx, query) {
    const rows = await tx
      .select({
        id: stocks.id,
        xid: xidText(stocks.changeXid),
        warehouseId: stocks.warehouseId,
        warehouseCode: warehouses.warehouseKey,
        customerId: stocks.customerId,
        customerCode: customers.customerCode,
        productId: stocks.productId,
        productNo: products.productNo,
        locationId: stocks.locationId,
        locationName: locations.locationName,
        quantity: stocks.quantity,
        lockedQty: stocks.lockedQty,
        allocatedQty: stocks.allocatedQty,
        firstReceivedAt: stocks.firstReceivedAt,
      })
      .from(stocks)
      .innerJoin(products, on(products, stocks.productId))
      .innerJoin(locations, on(locations, stocks.locationId))
      .innerJoin(customers, on(customers, stocks.customerId))
      .innerJoin(warehouses, on(warehouses, stocks.warehouseId))
      .where(sourceWhere(stocks, query))
      .orderBy(asc(stocks.changeXid), asc(stocks.id))
      .limit(query.limit);
    return rows.map(({ xid, ...stock }) => ({
      id: stock.id,
      xid,
      sourceNo: `${stock.productNo}@${stock.locationName}`,
      payload: stock,
    }));
  },
};

interface StockPayload {
  warehouseCode: string;
  customerCode: string;
  productNo: string;
  locationName: string;
  quantity: number;
}

type Tx = Parameters<SyncTargetKind['merge']>[0];

async function productIdOf(tx: Tx, tenantId: string, customerId: string, productNo: string) {
  const [row] = await tx
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.tenantId, tenantId),
        eq(products.customerId, customerId),
        isNull(products.deletedAt),
        sql`lower(${products.productNo}) = ${productNo.toLowerCase()}`,
      ),
    )
    .limit(1);
  return row?.id;
}

async function locationIdOf(tx: Tx, tenantId: string, warehouseId: string, locationName: string) {
  const [row] = await tx
    .select({ id: locations.id })
    .from(locations)
    .where(
      and(
        eq(locations.tenantId, tenantId),
        eq(locations.warehouseId, warehouseId),
        isNull(locations.deletedAt),
        eq(locations.locationName, locationName),
      ),
    )
    .limit(1);
  return row?.id;
}

/**
 * A shared stock line sets the on-hand count of the receiver's stock of the same SKU (its customer of the
 * same code) at the location of the same name in its warehouse of the same code, through the stock service
 * (event `adjust`, source `tenantSync`), so the inventory log shows it. A count below what the receiver
 * has locked or allocated there is refused for this line.
 */
export const stockSyncTarget: SyncTargetKind = {
  kind: 'inventory',
  async merge(tx, principal, record, now) {
    const p = record.payload as StockPayload;
    const customer = (await customersByCode(tx, principal, [p.customerCode])).get(
      p.customerCode.toLowerCase(),
    );
    if (!customer) throw new BizError(ErrorCode.syncNoCustomer, { code: p.customerCode });
    const warehouse = await warehouseByKey(tx, principal, p.warehouseCode);
    if (!warehouse) throw new BizError(ErrorCode.syncNoWarehouse, { code: p.warehouseCode });
    const productId = await productIdOf(tx, principal.tenantId, customer.id, p.productNo);
    if (!productId)
      throw new BizError(ErrorCode.syncNoProduct, { code: p.customerCode, productNo: p.productNo });
    const locationId = await locationIdOf(tx, principal.tenantId, warehouse.id, p.locationName);
    if (!locationId)
      throw new BizError(ErrorCode.syncNoLocation, { warehouse: p.warehouseCode, location: p.locationName });
    const [row] = await stockService.setCounts(
      tx,
      principal,
      [
        {
          warehouseId: warehouse.id,
          customerId: customer.id,
          productId,
          locationId,
          quantity: p.quantity,
          sourceNo: record.sourceNo,
          sourceModule: 'tenantSync',
        },
      ],
      now,
      'adjust',
    );
    return row!.id;
  },
};
