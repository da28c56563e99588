/**
 * The columns an export may choose from, per export kind; headers come from `imports:col.<field>`.
 * Spec §5: an export names at least 5 of them.
 */
export const EXPORT_FIELDS = {
  product: [
    'customerCode',
    'productNo',
    'nameCn',
    'nameEn',
    'productType',
    'categoryName',
    'upc',
    'productBarcode',
    'cartonBarcode',
    'declarationAmount',
    'cartonRate',
    'length',
    'width',
    'height',
    'weight',
    'cartonLength',
    'cartonWidth',
    'cartonHeight',
    'cartonWeight',
    'locationType',
    'remark',
  ],
  locationStock: [
    'warehouseCode',
    'customerCode',
    'productNo',
    'nameEn',
    'locationName',
    'quantity',
    'lockedQty',
    'allocatedQty',
    'availableQty',
    'inventoryAge',
  ],
  skuStock: [
    'warehouseCode',
    'customerCode',
    'productNo',
    'nameCn',
    'nameEn',
    'quantity',
    'lockedQty',
    'allocatedQty',
    'availableQty',
    'locationCount',
  ],
} as const satisfies Record<string, readonly [string, ...string[]]>;
export type ExportKind = keyof typeof EXPORT_FIELDS;
