import type { locationStockQuery } from '@wms/api';
import { asc, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { stocks } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import type { ExportSource } from '../../platform/excel/export-job.ts';
import { skuStockFrom, stockWhere } from './stock-queries.ts';

type Filters = Omit<z.infer<typeof locationStockQuery>, 'pageIndex' | 'pageSize' | 'sort'>;

function skuRows(tx: Tx, principal: Principal, f: Filters, now: Date, after: string | null) {
  const [w, c, p] = after ? after.split('|') : [];
  const keyset = after
    ? sql`(${stocks.warehouseId}, ${stocks.customerId}, ${stocks.productId}) > (${w}::uuid, ${c}::uuid, ${p}::uuid)`
    : undefined;
  return skuStockFrom(tx, stockWhere(principal, f, now, keyset)).orderBy(
    asc(stocks.warehouseId),
    asc(stocks.customerId),
    asc(stocks.productId),
  );
}

/** SKU export: one row per warehouse, customer and product, in key order. */
export function skuStockExport(clock: () => Date): ExportSource<Filters> {
  return {
    kind: 'skuStock',
    async count(tx, principal, f) {
      const [n] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(skuRows(tx, principal, f, clock(), null).as('g'));
      return n?.n ?? 0;
    },
    async batch(tx, principal, f, after, limit) {
      const rows = await skuRows(tx, principal, f, clock(), after).limit(limit);
      return rows.map(({ key, ...values }) => ({
        key,
        values: { ...values, availableQty: values.quantity - values.lockedQty - values.allocatedQty },
      }));
    },
  };
}
