import { LOCATION_TYPES } from '@wms/api';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { locations, type StoredRowError } from '../../db/schema/index.ts';
import { cellEnumOptional, cellNumber, cellText } from '../../platform/excel/cells.ts';
import { defineImporter, type ParsedRow, rowError } from '../../platform/excel/importer.ts';

const name = z.string().regex(/^[A-Za-z0-9_-]{1,30}$/, 'masterdata:rule.locationName');
const row = z.object({
  warehouseCode: cellText(z.string().min(1)),
  locationStart: cellText(name),
  locationEnd: cellText(name),
  channelNum: cellNumber(z.number('masterdata:rule.coordinate').int().min(0).max(9999)),
  locationType: cellEnumOptional(LOCATION_TYPES, 'locationType'),
  pickOrderStart: cellNumber(z.number().int().min(0).max(99_999_000).optional()),
});
type Row = z.infer<typeof row>;

/**
 * Location names compare by code point, as the range update below compares them (`COLLATE "C"`), so a
 * range means the same in the check and in the write whatever the database's collation.
 */
const inRange = (value: string, r: Row) => value >= r.locationStart && value <= r.locationEnd;

function rangeErrors(rows: ParsedRow<Row>[], names: string[]): StoredRowError[] {
  const errors: StoredRowError[] = [];
  for (const [i, { row: n, data }] of rows.entries()) {
    if (data.locationStart > data.locationEnd) {
      errors.push(rowError(n, 'locationEnd', 'imports:row.rangeReversed'));
      continue;
    }
    if (!names.some((value) => inRange(value, data)))
      errors.push(
        rowError(n, 'locationStart', 'imports:row.rangeEmpty', {
          from: data.locationStart,
          to: data.locationEnd,
        }),
      );
    const overlap = rows
      .slice(0, i)
      .find((o) => o.data.locationStart <= data.locationEnd && data.locationStart <= o.data.locationEnd);
    if (overlap) errors.push(rowError(n, 'locationStart', 'imports:row.rangeOverlap', { row: overlap.row }));
  }
  return errors;
}

/**
 * The codeDivision kind: the warehouse's location codes divided into aisles. Each row takes the
 * locations from one code to another (inclusive, in code order), puts them in its aisle, optionally sets
 * their type, and numbers their pick order from its start in code order, so picking routes walk them
 * aisle by aisle. Ranges may not overlap; all rows or none.
 */
export const codeDivisionImporter = defineImporter<Row>({
  kind: 'codeDivision',
  row,
  async prepare(tx, ctx, rows) {
    const warehouse = ctx.warehouse!;
    const scope = and(
      eq(locations.tenantId, ctx.principal.tenantId),
      eq(locations.warehouseId, warehouse.id),
      isNull(locations.deletedAt),
    );
    const names = (await tx.select({ name: locations.locationName }).from(locations).where(scope)).map(
      (l) => l.name,
    );
    return {
      errors: rangeErrors(rows, names),
      async apply(t: Tx) {
        for (const { data } of rows) {
          const range = sql`${locations.locationName} COLLATE "C" BETWEEN ${data.locationStart} AND ${data.locationEnd}`;
          const numbered = t
            .select({
              id: locations.id,
              n: sql<number>`row_number() OVER (ORDER BY ${locations.locationName} COLLATE "C")`.as('n'),
            })
            .from(locations)
            .where(and(scope, range))
            .as('numbered');
          const pickOrder =
            data.pickOrderStart === undefined
              ? locations.pickOrder
              : sql`${data.pickOrderStart}::int + ${numbered.n}::int - 1`;
          await t
            .update(locations)
            .set({
              channelNum: data.channelNum,
              ...(data.locationType ? { locationType: data.locationType } : {}),
              pickOrder: pickOrder as never,
              updatedAt: ctx.now,
              updatedBy: ctx.principal.userId,
            })
            .from(numbered)
            .where(and(eq(locations.tenantId, ctx.principal.tenantId), eq(locations.id, numbered.id)));
        }
        // A sheet row is one range however many locations it divides: the result counts rows.
        return rows.length;
      },
    };
  },
});
