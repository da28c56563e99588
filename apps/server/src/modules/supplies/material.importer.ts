import {
  countSchema,
  MATERIAL_TYPES,
  money2Schema,
  symbolCodeSchema,
  uuidv7,
  warningRatioSchema,
} from '@wms/api';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { inValues } from '../../db/in-values.ts';
import { materials } from '../../db/schema/index.ts';
import { cellEnumOptional, cellNumber, cellText } from '../../platform/excel/cells.ts';
import { defineImporter, duplicatesInFile } from '../../platform/excel/importer.ts';
import { moveMaterial } from './materials.service.ts';

const row = z.object({
  warehouseCode: cellText(z.string().min(1)),
  materialCode: cellText(symbolCodeSchema),
  materialName: cellText(z.string().min(1).max(100)),
  materialType: cellEnumOptional(MATERIAL_TYPES, 'materialType'),
  unitPrice: cellNumber(money2Schema),
  quantity: cellNumber(countSchema),
  supplier: cellText(z.string().max(100).optional()),
  batchNo: cellText(z.string().max(50).optional()),
  warningRatio: cellNumber(warningRatioSchema),
  remark: cellText(z.string().max(300).optional()),
});
type Row = z.infer<typeof row>;

/** The material kind: a new code creates a supply of the current warehouse, a known one is stocked in. */
export const materialImporter = defineImporter<Row>({
  kind: 'material',
  row,
  async prepare(_tx, ctx, rows) {
    const { principal } = ctx;
    const warehouseId = ctx.warehouse!.id;
    const errors = duplicatesInFile(rows, 'materialCode', (r) => r.materialCode);
    return {
      errors,
      async apply(t: Tx) {
        const known = await t
          .select()
          .from(materials)
          .where(
            and(
              eq(materials.tenantId, principal.tenantId),
              eq(materials.warehouseId, warehouseId),
              isNull(materials.deletedAt),
              inValues(
                materials.materialCode,
                rows.map((r) => r.data.materialCode),
                'text',
              ),
            ),
          )
          .for('update');
        const byCode = new Map(known.map((m) => [m.materialCode, m]));
        for (const { data } of rows) {
          const { warehouseCode: _w, quantity, unitPrice, ...fields } = data;
          let current = byCode.get(data.materialCode);
          if (!current) {
            [current] = await t
              .insert(materials)
              .values({
                ...fields,
                materialType: data.materialType ?? 'other',
                unitPrice: String(unitPrice),
                quantity: 0,
                warehouseId,
                tenantId: principal.tenantId,
                id: uuidv7(),
                createdBy: principal.userId,
                updatedBy: principal.userId,
              })
              .returning();
          }
          const extra = {
            unitPrice: String(unitPrice),
            warningRatio: data.warningRatio,
            remark: data.remark ?? null,
          };
          await moveMaterial(t, principal, current!, 'import', quantity, extra, ctx.now);
        }
        return rows.length;
      },
    };
  },
});
