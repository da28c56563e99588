/**
 * Every importable kind with its template columns. The server builds the zh and en templates
 * from this list and the `imports` i18n namespace (`imports:col.<key>`), and reads uploaded sheets by
 * matching a header in either language. A `*` marks a required column in the template.
 */
export const IMPORT_KINDS = [
  'product',
  'dropShipping',
  'shipment',
  'orderProcess',
  'returnOrder',
  'location',
  'editLocation',
  // a range of location codes divided into an aisle, with its type and pick order
  'codeDivision',
  'zipCode',
  'shipmentProduct',
  'transportProduct',
  'freight',
  'zone',
  'remote',
  'inventory',
  'trucking',
  'incidental',
  'material',
  // the order area's own: offline orders (the drop-shipping columns) and packing lists
  'offlineOrder',
  'packingList',
] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export interface ImportColumn {
  key: string;
  required: boolean;
}

/** `key*` is a required column, `key` an optional one. */
const cols = (...keys: string[]): ImportColumn[] =>
  keys.map((k) => ({ key: k.replace(/\*$/, ''), required: k.endsWith('*') }));

/** Drop-shipping orders, online or offline: rows of one store and platform order number form one order. */
const DROP_SHIPPING_COLUMNS = cols(
  'storeName*',
  'recordNo*',
  'customerReference1',
  'warehouseCode*',
  'recipient*',
  'phone',
  'email',
  'country*',
  'state*',
  'city*',
  'postcode*',
  'address1*',
  'address2',
  'sku*',
  'saleNum*',
  'signatureType',
  'remark',
);

export const IMPORT_COLUMNS: Record<ImportKind, ImportColumn[]> = {
  product: cols(
    'customerCode*',
    'productNo*',
    'nameCn*',
    'nameEn*',
    'productType',
    'categoryName',
    'upc',
    'productBarcode',
    'cartonBarcode',
    'declarationAmount*',
    'cartonRate*',
    'length*',
    'width*',
    'height*',
    'weight*',
    'cartonLength',
    'cartonWidth',
    'cartonHeight',
    'cartonWeight',
    'locationType',
    'remark',
  ),
  dropShipping: DROP_SHIPPING_COLUMNS,
  offlineOrder: DROP_SHIPPING_COLUMNS,
  shipment: cols(
    'transportNo',
    'containerNo*',
    'containerType',
    'transportType',
    'warehouseCode*',
    'customerCode*',
    'etd',
    'eta',
    'sku*',
    'cartonCount*',
    'qty*',
    'weight',
    'cbm',
    'value',
    'remark',
  ),
  packingList: cols('orderNo*', 'packageNo', 'length*', 'width*', 'height*', 'weight*', 'skuList'),
  orderProcess: cols('orderNo*', 'carrier*', 'trackingNo*', 'service', 'weight', 'length', 'width', 'height'),
  returnOrder: cols(
    'orderNo',
    'trackingNo*',
    'warehouseCode*',
    'customerCode*',
    'sku*',
    'quantity*',
    'returnRemarks',
  ),
  location: cols(
    'warehouseCode*',
    'locationName*',
    'channelNum',
    'row',
    'column',
    'high',
    'direction',
    'locationType*',
    'pickOrder',
  ),
  editLocation: cols(
    'warehouseCode*',
    'locationName*',
    'newLocationName',
    'channelNum',
    'row',
    'column',
    'high',
    'direction',
    'locationType',
    'pickOrder',
  ),
  codeDivision: cols(
    'warehouseCode*',
    'locationStart*',
    'locationEnd*',
    'channelNum*',
    'locationType',
    'pickOrderStart',
  ),
  zipCode: cols('country*', 'postcode*', 'state*', 'city', 'territory*'),
  // The lines of forecast containers, each row naming its container by batch number.
  shipmentProduct: cols(
    'transportNo*',
    'sku*',
    'cartonCount*',
    'qty*',
    'weight',
    'length',
    'width',
    'height',
    'cbm',
    'value',
  ),
  // The lines of open transfer orders, each row naming its order by transfer number.
  transportProduct: cols(
    'transID*',
    'sku*',
    'boxQuantity*',
    'qty*',
    'outLabelingQty',
    'productLabelingQty',
    'remark',
  ),
  freight: cols(
    'customerCode*',
    'warehouseCode*',
    'toWarehouseName*',
    'platform',
    'po',
    // An order needs its ETD and a document when created; the cells name documents sent with the sheet.
    'etd*',
    'eta',
    'filePath',
    'bol',
    'sku*',
    'qty*',
    'boxQuantity',
    'remark',
  ),
  zone: cols('warehouseCode*', 'postcodeStart*', 'postcodeEnd', 'zone*'),
  remote: cols('carrier*', 'country', 'postcode*', 'remoteType*'),
  inventory: cols('warehouseCode*', 'customerCode*', 'productNo*', 'locationName*', 'quantity*'),
  trucking: cols(
    'customerCode*',
    'warehouseCode*',
    'toWarehouseName*',
    'platform',
    'etd*',
    'eta',
    'filePath',
    'bol',
    'sku*',
    'qty*',
    'palletNum',
    'remark',
  ),
  incidental: cols(
    'customerCode*',
    'warehouseCode*',
    'feeType*',
    'amount*',
    'happenDate*',
    'certificate',
    'remark',
  ),
  material: cols(
    'warehouseCode*',
    'materialCode*',
    'materialName*',
    'materialType',
    'unitPrice*',
    'quantity*',
    'supplier',
    'batchNo',
    'warningRatio*',
    'remark',
  ),
};

/** Kinds whose rows name a warehouse: rows of another warehouse than the current one are skipped. */
export const WAREHOUSE_COLUMN = 'warehouseCode';

/**
 * Order-type kinds whose rows each name their own warehouse: the order screen has no current warehouse, so
 * the engine resolves every row's warehouseCode to a warehouse the user may see (an unknown or
 * not-permitted one is that row's error). When an upload still names a current warehouse, rows of other
 * warehouses are skipped as for every kind. The other kinds with a warehouseCode column
 * (locations, inventory, supplies, zones) need the current warehouse.
 */
export const ROW_WAREHOUSE_KINDS: ReadonlySet<ImportKind> = new Set<ImportKind>([
  'dropShipping',
  'offlineOrder',
  'shipment',
  'returnOrder',
  'incidental',
  'freight',
  'trucking',
]);
