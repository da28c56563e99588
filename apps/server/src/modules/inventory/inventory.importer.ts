import { countSchema } from '@wms/api';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { inValues } from '../../db/in-values.ts';
import { locations, stocks } from '../../db/schema/index.ts';
import { cellNumber, cellText } from '../../platform/excel/cells.ts';
import { defineImporter, duplicatesInFile, rowError } from '../../platform/excel/importer.ts';
import { customersByCode } from '../customers/customers.service.ts';
import { productKey, productsBySku } from '../products/products.service.ts';
import { type StockLine, stockService } from './stock.service.ts';

const row = z.object({
  warehouseCode: cellText(z.string().min(1)),
  customerCode: cellText(z.string().min(1).max(20)),
  productNo: cellText(z.string().min(1).max(20)),
  locationName: cellText(z.string().min(1).max(30)),
  quantity: cellNumber(countSchema),
});
type Row = z.infer<typeof row>;

/**
 * The inventory kind: counted quantities per location of the current warehouse. Each row sets the
 * on-hand quantity through the stock service (event `import`), which writes the log.
 */
export const inventoryImporter = defineImporter<Row>({
  kind: 'inventory',
  row,
  async prepare(tx, ctx, rows) {
    const { principal } = ctx;
    const warehouseId = ctx.warehouse!.id;
    const errors = duplicatesInFile(
      rows,
      'locationName',
      (r) => `${r.customerCode}|${r.productNo}|${r.locationName}`,
    );
    const byCode = await customersByCode(tx, principal, [...new Set(rows.map((r) => r.data.customerCode))]);
    const productOf = await productsBySku(
      tx,
      principal.tenantId,
      [...byCode.values()].map((c) => c.id),
      rows.map((r) => r.data.productNo),
    );
    const locs = await tx
      .select({ id: locations.id, name: locations.locationName })
      .from(locations)
      .where(
        and(
          eq(locations.tenantId, principal.tenantId),
          eq(locations.warehouseId, warehouseId),
          isNull(locations.deletedAt),
          inValues(locations.locationName, [...new Set(rows.map((r) => r.data.locationName))], 'text'),
        ),
      );
    const locationOf = new Map(locs.map((l) => [l.name, l.id]));
    const lines: (StockLine & { row: number })[] = [];
    for (const { row: n, data } of rows) {
      const customer = byCode.get(data.customerCode.toLowerCase());
      const productId = customer && productOf.get(productKey(customer.id, data.productNo));
      const locationId = locationOf.get(data.locationName);
      if (!customer)
        errors.push(rowError(n, 'customerCode', 'imports:row.notFound', { value: data.customerCode }));
      else if (!productId)
        errors.push(rowError(n, 'productNo', 'imports:row.notFound', { value: data.productNo }));
      if (!locationId)
        errors.push(rowError(n, 'locationName', 'imports:row.notFound', { value: data.locationName }));
      if (customer && productId && locationId)
        lines.push({
          row: n,
          warehouseId,
          customerId: customer.id,
          productId,
          locationId,
          quantity: data.quantity,
          sourceModule: 'import',
        });
    }
    // A count below what is locked or allocated would break the stock invariant: report it per row.
    const held = lines.length
      ? await tx
          .select({
            productId: stocks.productId,
            customerId: stocks.customerId,
            locationId: stocks.locationId,
            occupied: sql<number>`${stocks.lockedQty} + ${stocks.allocatedQty}`,
          })
          .from(stocks)
          .where(
            and(
              eq(stocks.tenantId, principal.tenantId),
              eq(stocks.warehouseId, warehouseId),
              sql`${stocks.lockedQty} + ${stocks.allocatedQty} > 0`,
            ),
          )
      : [];
    const occupiedOf = new Map(
      held.map((h) => [`${h.customerId}|${h.productId}|${h.locationId}`, Number(h.occupied)]),
    );
    for (const line of lines) {
      const occupied = occupiedOf.get(`${line.customerId}|${line.productId}|${line.locationId}`) ?? 0;
      if (line.quantity < occupied)
        errors.push(rowError(line.row, 'quantity', 'imports:row.belowOccupied', { occupied }));
    }
    return {
      errors,
      async apply(t: Tx) {
        await stockService.setCounts(t, principal, lines, ctx.now, 'import');
        return lines.length;
      },
    };
  },
});
