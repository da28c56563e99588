/** Bulk load of the orders benchmark: generate_series in batches, straight into the tables. */
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client.ts';
import { recountOrders } from '../apps/server/src/modules/orders/order-counts.ts';

/** Status mix of a live tenant: most orders shipped, a few in every other tab. */
const STATUS_SQL = sql.raw(`CASE
  WHEN i % 100 < 70 THEN 'shipped' WHEN i % 100 < 80 THEN 'pending' WHEN i % 100 < 88 THEN 'toBeDelivered'
  WHEN i % 100 < 91 THEN 'outOfStock' WHEN i % 100 < 93 THEN 'exception' WHEN i % 100 < 94 THEN 'logisticsException'
  WHEN i % 100 < 96 THEN 'postponed' WHEN i % 100 < 97 THEN 'onHold' WHEN i % 100 < 99 THEN 'cancelled'
  ELSE 'removed' END`);

export interface SeedScope {
  tenantId: string;
  customerIds: string[];
  warehouseIds: string[];
}

/** Inserts `total` orders (one per ~30 s of order time back from now), `batch` rows per statement. */
export async function seedOrders(database: Database, scope: SeedScope, total: number, batch = 50_000) {
  const { db } = database;
  const customers = `ARRAY[${scope.customerIds.map((c) => `'${c}'::uuid`).join(',')}]`;
  const warehouses = `ARRAY[${scope.warehouseIds.map((w) => `'${w}'::uuid`).join(',')}]`;
  for (let from = 1; from <= total; from += batch) {
    const to = Math.min(total, from + batch - 1);
    await db.execute(sql`
      INSERT INTO orders (tenant_id, id, order_no, record_no, order_time, store_name, platform, customer_id,
        warehouse_id, order_amount, weight, total_weight, status, pick_status, carrier, tracking_no, sign_type,
        receiver_name, country, state, city, postal_code, address1, sku_summary, item_qty, sku_kinds,
        shipped_at, created_at, updated_at)
      SELECT ${scope.tenantId}::uuid, gen_random_uuid(), 'DS' || lpad(i::text, 10, '0'), 'AMZ-' || i,
        now() - (i * interval '30 seconds'), 'Main store', 'amazon',
        (${sql.raw(customers)})[1 + i % ${scope.customerIds.length}], (${sql.raw(warehouses)})[1 + i % ${scope.warehouseIds.length}],
        (i % 500) + 9.99, 1 + (i % 20), 1 + (i % 20), ${STATUS_SQL},
        CASE WHEN ${STATUS_SQL} = 'toBeDelivered' THEN 'toBeCreated' END, 'own', 'OD' || lpad(i::text, 14, '0'), 'none',
        'Buyer ' || i, 'US', 'CA', 'Los Angeles', '90001', i || ' Main St', 'SKU-001×1', 1, 1,
        CASE WHEN ${STATUS_SQL} = 'shipped' THEN now() - (i * interval '30 seconds') + interval '1 day' END,
        now(), now()
      FROM generate_series(${from}::int, ${to}::int) AS i`);
  }
  await db.transaction((tx) => recountOrders(tx, scope.tenantId));
  await db.execute(sql`VACUUM ANALYZE orders`);
  await db.execute(sql`ANALYZE order_counts`);
}
