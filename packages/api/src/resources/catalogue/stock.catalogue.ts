import { area } from './catalogue.ts';

/** Inbound shipments (containers); add and edit are kept alive in tabs. */
export const shipmentPages = area(
  {
    key: 'shipments',
    moduleId: 'shipment',
    menu: { title: '入库', title_En: 'Inbound', icon: 'ship', path: '/shipment' },
  },
  [
    ['list', '/shipment/list/index', '入库单', 'Inbound shipments', 'ship'],
    [
      'add',
      '/shipment/list/add',
      '新增入库单',
      'Add inbound shipment',
      'plus',
      { hidden: true, cache: true },
    ],
    [
      'edit',
      '/shipment/list/edit',
      '编辑入库单',
      'Edit inbound shipment',
      'pencil',
      { hidden: true, cache: true },
    ],
    [
      'detail',
      '/shipment/list/detail',
      '入库单详情',
      'Inbound shipment detail',
      'file-text',
      { hidden: true },
    ],
    [
      'verify',
      '/shipment/list/verify',
      '入库单审核',
      'Verify inbound shipment',
      'clipboard-check',
      { hidden: true },
    ],
    [
      'manage',
      '/shipment/list/manage',
      '入库单管理',
      'Manage inbound shipment',
      'adjustments',
      { hidden: true },
    ],
    ['overview', '/shipment/overview/index', '入库概览', 'Inbound overview', 'chart-bar'],
    [
      'statistics',
      '/shipment/statistics/index',
      '入库统计',
      'Inbound statistics',
      'chart-pie',
      { valueAdded: true },
    ],
  ],
);

/** Inventory, relist, restock and supplies. */
export const inventoryPages = area(
  {
    key: 'inventory',
    moduleId: 'inventory',
    menu: { title: '库存', title_En: 'Inventory', icon: 'packages', path: '/inventory' },
  },
  [
    ['overview', '/inventory/overview/index', '库存总览', 'Inventory overview', 'packages'],
    ['location', '/inventory/location/index', '库位库存', 'Location inventory', 'map-pin'],
    ['log', '/inventory/log/index', '库存流水', 'Inventory log', 'history'],
    ['import', '/inventory/import', '库存导入', 'Inventory import', 'file-import', { hidden: true }],
    ['occupation', '/inventory/occupation/index', '占用明细', 'Occupation list', 'lock'],
    ['relist', '/warehouse/relist/index', '重新上架', 'Relist', 'arrow-bar-to-up'],
    ['restock', '/inventory/restock/index', '补货 / 待上架', 'Restock / to be shelved', 'refresh'],
    ['supplies', '/inventory/supplies/index', '耗材', 'Supplies', 'box-multiple'],
    [
      'supplies-detail',
      '/inventory/supplies/detail',
      '耗材详情',
      'Supply detail',
      'file-text',
      { hidden: true },
    ],
    ['supplies-log', '/inventory/supplies/log', '耗材日志', 'Supplies log', 'notes'],
  ],
);

/** Product catalogue with categories. */
export const productPages = area(
  {
    key: 'products',
    moduleId: 'product',
    menu: { title: '产品', title_En: 'Products', icon: 'box', path: '/product' },
  },
  [
    ['category', '/product/category/index', '产品分类', 'Categories', 'category'],
    ['formal', '/product/formal/index', '正式产品', 'Products', 'box'],
    ['formal-detail', '/product/formal/detail', '产品详情', 'Product detail', 'file-text', { hidden: true }],
    ['formal-edit', '/product/formal/edit', '编辑产品', 'Edit product', 'pencil', { hidden: true }],
    [
      'formal-import',
      '/product/formal/import',
      '产品导入',
      'Product import',
      'file-import',
      { hidden: true },
    ],
    [
      'formal-import-error',
      '/product/formal/import-error',
      '导入错误',
      'Import errors',
      'alert-triangle',
      { hidden: true },
    ],
    ['sale', '/product/sale/index', '销售产品', 'Sale products', 'tag'],
    ['sale-edit', '/product/sale/edit', '编辑销售产品', 'Edit sale product', 'pencil', { hidden: true }],
    ['sale-relate', '/product/sale/relate', '关联正式产品', 'Relate products', 'link', { hidden: true }],
  ],
);
