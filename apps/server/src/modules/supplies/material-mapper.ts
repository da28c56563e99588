import type { Material } from '@wms/api';
import type { materials } from '../../db/schema/index.ts';
import { iso, num } from '../../platform/values.ts';

export type MaterialRecord = typeof materials.$inferSelect;

/** The warning value: `warningRatio` % of the stock after the last stock-in, rounded up. */
export const warningValueOf = (row: Pick<MaterialRecord, 'baseline' | 'warningRatio'>) =>
  Math.ceil((row.baseline * row.warningRatio) / 100);

export const isLow = (row: Pick<MaterialRecord, 'baseline' | 'warningRatio' | 'quantity'>) =>
  row.baseline > 0 && row.quantity <= warningValueOf(row);

export function toMaterial(row: MaterialRecord, warehouseName: string): Material {
  return {
    id: row.id,
    warehouseId: row.warehouseId,
    warehouseName,
    materialCode: row.materialCode,
    materialName: row.materialName,
    materialType: row.materialType as Material['materialType'],
    unitPrice: num(row.unitPrice),
    quantity: row.quantity,
    supplier: row.supplier,
    batchNo: row.batchNo,
    storageTime: row.storageTime ? iso(row.storageTime) : null,
    warningRatio: row.warningRatio,
    warningValue: warningValueOf(row),
    isLow: isLow(row),
    remark: row.remark,
    createdTime: iso(row.createdAt),
  };
}
