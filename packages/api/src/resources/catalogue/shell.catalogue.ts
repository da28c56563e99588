import { area } from './catalogue.ts';

/** The pages of the shell. Dashboard, personal, download, help and update need no permission. */
export const shellPages = area({ key: 'shell', moduleId: 'home' }, [
  ['dashboard', '/dashboard/index', '首页', 'Dashboard', 'layout-dashboard', { open: true, closable: false }],
  [
    'personal-center',
    '/presonal/center',
    '个人中心',
    'Personal center',
    'user-circle',
    { open: true, hidden: true },
  ],
  [
    'download-center',
    '/download/center',
    '下载中心',
    'Download center',
    'download',
    { open: true, hidden: true },
  ],
  [
    'help-center',
    '/help/center',
    '帮助中心',
    'Help center',
    'help',
    { open: true, hidden: true, cache: true },
  ],
  ['system-update', '/system/update', '系统更新', 'System update', 'refresh', { open: true, hidden: true }],
  [
    'system-update-detail',
    '/system/updateDetail',
    '更新详情',
    'Update detail',
    'file-text',
    { open: true, hidden: true },
  ],
  [
    'information-center',
    '/information/center',
    '信息中心',
    'Information center',
    'bell',
    { open: true, hidden: true },
  ],
]);

/**
 * The handheld app's menus (docs/architecture.md#pda-sync): basic resources of version 3, granted by the
 * plan's isPDA.
 */
export const pdaPages = area(
  {
    key: 'pda',
    moduleId: 'pda',
    version: 3,
    menu: { title: '手持终端', title_En: 'PDA', icon: 'device-mobile', path: '/pda' },
  },
  [
    ['pick', '/pda/pick', '拣货', 'Pick', 'hand-grab'],
    ['relist', '/pda/relist', '重新上架', 'Relist', 'arrow-bar-to-up'],
    ['pallet', '/pda/pallet', '打托', 'Palletize', 'stack-2'],
    ['receive', '/pda/receive', '收货', 'Receive', 'truck-loading'],
    ['put-away', '/pda/put-away', '上架', 'Put away', 'arrow-bar-to-up'],
    ['lookup', '/pda/lookup', '库存查询', 'Stock lookup', 'search'],
    ['return-receive', '/pda/return-receive', '退货收货', 'Return receiving', 'arrow-back-up'],
    ['transfer-pallet', '/pda/transfer-pallet', '转运单打托', 'Palletize transfer orders', 'truck'],
    ['outbox', '/pda/outbox', '待同步', 'Pending sync', 'cloud-upload'],
  ],
);
