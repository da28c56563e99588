import { TERRITORIES, uuidv7 } from '@wms/api';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { postalCodes, warehouseZones } from '../../db/schema/index.ts';
import { cellEnum, cellText } from '../../platform/excel/cells.ts';
import { defineImporter, duplicatesInFile, rowError } from '../../platform/excel/importer.ts';

const postcode = z.string().regex(/^[0-9A-Za-z-]{3,10}$/, 'masterdata:rule.postcode');

const zipRow = z.object({
  country: cellText(
    z
      .string()
      .length(2)
      .transform((c) => c.toUpperCase()),
  ),
  postcode: cellText(postcode),
  state: cellText(
    z
      .string()
      .min(1)
      .max(50)
      .transform((s) => s.toUpperCase()),
  ),
  city: cellText(z.string().max(50).optional()),
  territory: cellEnum(TERRITORIES, 'territory'),
});

/** The zipCode kind: postal codes with their territory; a known code is updated. */
export const zipCodeImporter = defineImporter<z.infer<typeof zipRow>>({
  kind: 'zipCode',
  row: zipRow,
  async prepare(_tx, ctx, rows) {
    const errors = duplicatesInFile(rows, 'postcode', (r) => `${r.country}|${r.postcode}`);
    return {
      errors,
      async apply(t: Tx) {
        for (let i = 0; i < rows.length; i += 1000) {
          const values = rows.slice(i, i + 1000).map(({ data }) => ({
            ...data,
            city: data.city ?? null,
            tenantId: ctx.principal.tenantId,
            id: uuidv7(),
            createdBy: ctx.principal.userId,
          }));
          await t
            .insert(postalCodes)
            .values(values)
            .onConflictDoUpdate({
              target: [postalCodes.tenantId, postalCodes.country, postalCodes.postcode],
              set: {
                state: sql`excluded.state`,
                city: sql`excluded.city`,
                territory: sql`excluded.territory`,
                updatedAt: ctx.now,
              },
            });
        }
        return rows.length;
      },
    };
  },
});

const zoneRow = z.object({
  warehouseCode: cellText(z.string().min(1)),
  postcodeStart: cellText(postcode),
  postcodeEnd: cellText(postcode.optional()),
  zone: cellText(z.string().min(1).max(10)),
});

/** The zone kind: the zone partition of the current warehouse; an import replaces the previous one. */
export const zoneImporter = defineImporter<z.infer<typeof zoneRow>>({
  kind: 'zone',
  row: zoneRow,
  async prepare(_tx, ctx, rows) {
    const errors = duplicatesInFile(rows, 'postcodeStart', (r) => r.postcodeStart);
    for (const { row, data } of rows)
      if (data.postcodeEnd && data.postcodeEnd < data.postcodeStart)
        errors.push(rowError(row, 'postcodeEnd', 'masterdata:rule.range'));
    const warehouseId = ctx.warehouse!.id;
    return {
      errors,
      async apply(t: Tx) {
        await t
          .delete(warehouseZones)
          .where(
            and(
              eq(warehouseZones.tenantId, ctx.principal.tenantId),
              eq(warehouseZones.warehouseId, warehouseId),
            ),
          );
        for (let i = 0; i < rows.length; i += 1000) {
          await t.insert(warehouseZones).values(
            rows.slice(i, i + 1000).map(({ data }) => ({
              tenantId: ctx.principal.tenantId,
              id: uuidv7(),
              warehouseId,
              postcodeStart: data.postcodeStart,
              postcodeEnd: data.postcodeEnd ?? data.postcodeStart,
              zone: data.zone,
              createdBy: ctx.principal.userId,
            })),
          );
        }
        return rows.length;
      },
    };
  },
});
