import { DIRECTIONS, LOCATION_TYPES, uuidv7 } from '@wms/api';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { inValues } from '../../db/in-values.ts';
import { locations } from '../../db/schema/index.ts';
import { cellEnum, cellEnumOptional, cellNumber, cellText } from '../../platform/excel/cells.ts';
import {
  defineImporter,
  duplicatesInFile,
  type ImportContext,
  rowError,
} from '../../platform/excel/importer.ts';
import { insertLocations, type NewLocation, takenNames } from './locations.service.ts';

const name = z.string().regex(/^[A-Za-z0-9_-]{1,30}$/, 'masterdata:rule.locationName');
const coordinate = cellNumber(
  z
    .number('masterdata:rule.coordinate')
    .int('masterdata:rule.coordinate')
    .min(0, 'masterdata:rule.coordinate')
    .max(9999)
    .optional(),
);
const geometry = {
  warehouseCode: cellText(z.string().min(1)),
  channelNum: coordinate,
  row: coordinate,
  column: coordinate,
  high: coordinate,
  direction: cellEnumOptional(DIRECTIONS, 'direction'),
  pickOrder: cellNumber(z.number().int().min(0).max(99_999_999).optional()),
};
const createRow = z.object({
  ...geometry,
  locationName: cellText(name),
  locationType: cellEnum(LOCATION_TYPES, 'locationType'),
});
const editRow = z.object({
  ...geometry,
  locationName: cellText(name),
  newLocationName: cellText(name.optional()),
  locationType: cellEnumOptional(LOCATION_TYPES, 'locationType'),
});

const warehouseOf = (ctx: ImportContext) => ctx.warehouse!;

/** The location kind: new locations of the current warehouse, all or none. */
export const locationImporter = defineImporter<z.infer<typeof createRow>>({
  kind: 'location',
  row: createRow,
  async prepare(tx, ctx, rows) {
    const warehouse = warehouseOf(ctx);
    const errors = duplicatesInFile(rows, 'locationName', (r) => r.locationName);
    const taken = new Set(
      await takenNames(
        tx,
        ctx.principal.tenantId,
        warehouse.id,
        rows.map((r) => r.data.locationName),
      ),
    );
    for (const { row, data } of rows)
      if (taken.has(data.locationName))
        errors.push(rowError(row, 'locationName', 'imports:row.exists', { value: data.locationName }));
    const ready: NewLocation[] = rows.map(({ data: { warehouseCode: _code, ...data } }) => ({
      ...data,
      tenantId: ctx.principal.tenantId,
      id: uuidv7(),
      warehouseId: warehouse.id,
      createdBy: ctx.principal.userId,
      updatedBy: ctx.principal.userId,
    }));
    return {
      errors,
      async apply(t: Tx) {
        await insertLocations(t, ready);
        return ready.length;
      },
    };
  },
});

/** The editLocation kind: multi-edit of existing locations; empty cells keep their value. */
export const editLocationImporter = defineImporter<z.infer<typeof editRow>>({
  kind: 'editLocation',
  row: editRow,
  async prepare(tx, ctx, rows) {
    const warehouse = warehouseOf(ctx);
    const errors = duplicatesInFile(rows, 'locationName', (r) => r.locationName);
    const renamed = rows.filter((r) => r.data.newLocationName);
    errors.push(...duplicatesInFile(renamed, 'newLocationName', (r) => r.newLocationName!));
    const found = await tx
      .select({ id: locations.id, name: locations.locationName })
      .from(locations)
      .where(
        and(
          eq(locations.tenantId, ctx.principal.tenantId),
          eq(locations.warehouseId, warehouse.id),
          isNull(locations.deletedAt),
          inValues(
            locations.locationName,
            rows.map((r) => r.data.locationName),
            'text',
          ),
        ),
      );
    const idOf = new Map(found.map((l) => [l.name, l.id]));
    const taken = new Set(
      await takenNames(
        tx,
        ctx.principal.tenantId,
        warehouse.id,
        renamed.map((r) => r.data.newLocationName!),
      ),
    );
    for (const { row, data } of rows) {
      if (!idOf.has(data.locationName))
        errors.push(rowError(row, 'locationName', 'imports:row.notFound', { value: data.locationName }));
      if (
        data.newLocationName &&
        taken.has(data.newLocationName) &&
        data.newLocationName !== data.locationName
      )
        errors.push(rowError(row, 'newLocationName', 'imports:row.exists', { value: data.newLocationName }));
    }
    return {
      errors,
      async apply(t: Tx) {
        for (const { data } of rows) {
          const { warehouseCode: _c, locationName, newLocationName, ...fields } = data;
          const set = Object.fromEntries(
            Object.entries({ ...fields, locationName: newLocationName }).filter(([, v]) => v !== undefined),
          );
          await t
            .update(locations)
            .set({ ...set, updatedAt: ctx.now, updatedBy: ctx.principal.userId })
            .where(
              and(eq(locations.tenantId, ctx.principal.tenantId), eq(locations.id, idOf.get(locationName)!)),
            );
        }
        return rows.length;
      },
    };
  },
});
