import { area } from './catalogue.ts';

/** Drop-shipping orders. */
export const orderPages = area(
  {
    key: 'orders',
    moduleId: 'order',
    menu: { title: '订单', title_En: 'Orders', icon: 'shopping-cart', path: '/order' },
  },
  [
    ['drop-shipping', '/order/drop-shipping/index', '一件代发订单', 'Drop-shipping orders', 'package-export'],
    [
      'drop-shipping-import',
      '/order/drop-shipping/import',
      '订单导入',
      'Order import',
      'file-import',
      { hidden: true },
    ],
    ['processing', '/order/processing/index', '订单处理', 'Order processing', 'list-check'],
    ['review', '/order/review/index', '订单审核', 'Order review', 'clipboard-check'],
    ['import-record', '/order/import-record/index', '导入记录', 'Import records', 'history'],
    ['task', '/order/task/index', '订单任务', 'Order tasks', 'list-details'],
  ],
);

/** Transfer orders: freight, trucking, transport and LTL. */
export const transferPages = area(
  {
    key: 'transfers',
    moduleId: 'transship',
    menu: { title: '转运单', title_En: 'Transfers', icon: 'truck', path: '/order/transfer' },
  },
  [
    [
      'freight-trucking',
      '/order/freight-trucking/index',
      '海运/空运单 / 卡车单',
      'Freight and trucking orders',
      'truck-delivery',
    ],
    [
      'freight-trucking-add',
      '/order/freight-trucking/add',
      '新增海运/空运单',
      'Add freight order',
      'plus',
      { hidden: true, cache: true },
    ],
    [
      'trucking-edit',
      '/order/freight-trucking/trucking-edit',
      '编辑卡车单',
      'Edit trucking order',
      'pencil',
      { hidden: true, cache: true },
    ],
    [
      'freight-edit',
      '/order/freight-trucking/freight-edit',
      '编辑海运/空运单',
      'Edit freight order',
      'pencil',
      { hidden: true, cache: true },
    ],
    [
      'freight-audit',
      '/order/freight-trucking/freight-audit',
      '审核海运/空运单',
      'Audit freight order',
      'clipboard-check',
      { hidden: true },
    ],
    [
      'trucking-audit',
      '/order/freight-trucking/trucking-audit',
      '审核卡车单',
      'Audit trucking order',
      'clipboard-check',
      { hidden: true },
    ],
    ['transport', '/order/transport/index', '运输单', 'Transport orders', 'route'],
    [
      'transport-add',
      '/order/transport/add',
      '新增运输单',
      'Add transport order',
      'plus',
      { hidden: true, cache: true },
    ],
    [
      'transport-forecast-audit',
      '/order/transport/forecast-audit',
      '预报审核',
      'Forecast audit',
      'clipboard-check',
      { hidden: true },
    ],
    ['ltl', '/order/ltl/index', '卡派 (零担)', 'Less-than-truckload (LTL)', 'truck-loading'],
  ],
);

/** Pick lists, pallets and pending delivery, with their side-menu badges. */
export const pickingPages = area(
  {
    key: 'picking',
    moduleId: 'picking',
    menu: { title: '拣货', title_En: 'Picking', icon: 'hand-grab', path: '/picking' },
  },
  [
    [
      'single-product',
      '/picking/pick-list/single-product',
      '单品拣货单',
      'Single-product pick lists',
      'barcode',
    ],
    [
      'multi-product',
      '/picking/pick-list/multi-product',
      '多品拣货单',
      'Multi-product pick lists',
      'list-numbers',
    ],
    ['generate', '/picking/generate/index', '生成拣货单', 'Generate pick lists', 'playlist-add'],
    ['generated', '/picking/generated/index', '已生成拣货单', 'Generated pick lists', 'checklist'],
    ['progress', '/picking/progress/index', '拣货进度', 'Pick progress', 'progress'],
    ['pending-delivery', '/delivery/pending/index', '待发货', 'Pending delivery', 'truck-delivery'],
    ['pallet-code', '/picking/pallet-code/index', '托盘码', 'Pallet codes', 'qrcode'],
    ['pallet', '/picking/pallet/index', '托盘', 'Pallets', 'stack-2'],
    ['pallet-detail', '/picking/pallet/detail', '托盘详情', 'Pallet detail', 'file-text', { hidden: true }],
    ['custodian', '/picking/custodian/index', '分配保管员', 'Allocate custodians', 'user-check'],
  ],
);

/** Customer returns. */
export const returnPages = area(
  {
    key: 'returns',
    moduleId: 'return',
    menu: { title: '退货', title_En: 'Returns', icon: 'arrow-back-up', path: '/return' },
  },
  [
    ['list', '/return/list/index', '退货单', 'Returns', 'arrow-back-up'],
    ['detail', '/return/list/detail', '退货单详情', 'Return detail', 'file-text', { hidden: true }],
  ],
);

/** Work orders (after-sales tickets). */
export const workOrderPages = area(
  {
    key: 'work-orders',
    moduleId: 'workOrder',
    menu: { title: '工单', title_En: 'Work orders', icon: 'ticket', path: '/work-order' },
  },
  [
    ['list', '/work-order/list/index', '工单', 'Work orders', 'ticket'],
    ['detail', '/work-order/list/detail', '工单详情', 'Work order detail', 'file-text', { hidden: true }],
    ['edit', '/work-order/list/edit', '编辑工单', 'Edit work order', 'pencil', { hidden: true }],
    [
      'after-sales',
      '/work-order/after-sales/index',
      '售后库存',
      'After-sales stock',
      'package',
      { valueAdded: true },
    ],
    ['billing', '/work-order/billing/index', '工单计费', 'Work order billing', 'receipt'],
  ],
);
