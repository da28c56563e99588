import {
  type Endpoint,
  endpointRegistry,
  functionPointOf,
  pdaEventPoints,
  resourceCatalogue,
} from '@wms/api';

/**
 * The page a function point belongs to, by its `area:resource` prefix, else by its area. Areas add a
 * line here when they add function points; one with no match sits at the top level.
 */
const FUNCTION_POINT_PARENTS: Record<string, string> = {
  self: 'shell.personal-center',
  download: 'shell.download-center',
  'system:user': 'system.account',
  'system:role': 'system.role',
  'system:authorization': 'system.authorization',
  'system:tenant': 'system.subscription',
  'system:mail': 'system.mail',
  'system:mail-log': 'system.mail-log',
  'develop:resource': 'develop.resource',
  'develop:logistics-service': 'develop.logistics-service',
  'system:fuel-rate': 'system.quotation-charges',
  'develop:dictionary': 'develop.dictionary',
  'develop:login-log': 'develop.login-log',
  'develop:api-log': 'develop.api-log',
  'develop:cache': 'develop.cache',
  'develop:software-team': 'develop.software-team',
  'system:platform': 'system.platform-auth',
  'develop:tenant': 'develop.purchase-review',
  'develop:tenants': 'develop.tenants',
  'system:datasync': 'system.data-sync',
  'system:shipping-settings': 'system.shipping-settings',
  'system:misc-settings': 'system.misc-settings',
  'system:basic-settings': 'system.basic-settings',
  'system:other-settings': 'system.other-settings',
  oms: 'menu.orders',
  'oms:picking': 'menu.picking',
  order: 'menu.orders',
  transship: 'menu.transfers',
  shipment: 'menu.shipments',
  picking: 'menu.picking',
  return: 'menu.returns',
  workorder: 'menu.work-orders',
  inventory: 'menu.inventory',
  stock: 'menu.inventory',
  product: 'menu.products',
  customer: 'menu.customers',
  crm: 'menu.customers',
  finance: 'menu.finance',
  fms: 'menu.finance',
  warehouse: 'menu.warehouses',
  system: 'menu.system',
  develop: 'menu.develop',
  pda: 'menu.pda',
  base: 'menu.warehouses',
  'base:product': 'menu.products',
  'base:category': 'menu.products',
  'base:saleProduct': 'menu.products',
  wms: 'menu.inventory',
  pallet: 'menu.picking',
};

/**
 * The page whose title names a function point in Chinese, where it is not the point's parent: points of
 * one menu are told apart by their page ("库位：新增", not "仓库：新增" for a location).
 */
const NAMED_BY: Record<string, string> = {
  'home:feedback': 'shell.dashboard',
  'home:screen': 'shell.dashboard',
  'base:warehouse': 'warehouses.list',
  'base:location': 'warehouses.location',
  'base:product': 'products.formal',
  'base:category': 'products.category',
  'base:saleProduct': 'products.sale',
  'wms:stock': 'inventory.location',
  'wms:material': 'inventory.supplies',
  'wms:restock': 'inventory.restock',
  'pallet:code': 'picking.pallet-code',
};

const ACTIONS_ZH: Record<string, string> = {
  create: '新增',
  update: '编辑',
  delete: '删除',
  remove: '删除',
  reactivate: '重新启用',
  manage: '管理',
  view: '查看',
  export: '导出',
  import: '导入',
  review: '审核',
  audit: '审核',
  apply: '申请',
  purchase: '购买',
  cancel: '取消',
  print: '打印',
  logout: '退出登录',
  empower: '授权',
  clear: '清除',
  config: '设置',
  authorize: '授权',
  edit: '编辑',
  save: '保存',
  confirm: '确认',
  lock: '锁定',
  unlock: '解锁',
  receive: '收货',
  putAway: '上架',
  shelve: '上架',
  close: '关闭',
  init: '初始化',
  run: '执行',
  read: '已读',
  publish: '发布',
  merge: '合并',
  split: '拆分',
  status: '状态',
  outbound: '出库',
  ship: '发货',
  deliver: '派送',
  trial: '试算',
  assign: '分配',
  custodian: '指派保管员',
  postalcode: '邮编导入',
  move: '移库',
  adjust: '调整',
  stock: '库存',
  return: '退回',
  claim: '认领',
  handle: '处理',
  reply: '回复',
  finish: '完成',
  withdraw: '撤回',
  push: '推送',
  generate: '生成',
  resend: '重发',
};

export interface DerivedEntry {
  code: string;
  parentCode: string | null;
  resourceType: 3 | 4;
  title: string;
  titleEn: string;
  url: string;
  httpMethod: string;
  moduleId: string;
  resourceVersion: 1 | 2 | 3;
  orderIndex: number;
}

const pages = new Map(resourceCatalogue.map((entry) => [entry.code, entry]));

export function parentPageOf(point: string): string | null {
  const [area = '', resource = ''] = point.split(':');
  return FUNCTION_POINT_PARENTS[`${area}:${resource}`] ?? FUNCTION_POINT_PARENTS[area] ?? null;
}

function titleZh(point: string, parentTitle: string | undefined, summary: string) {
  const [area = '', resource = ''] = point.split(':');
  const named = NAMED_BY[`${area}:${resource}`];
  const title = named ? pages.get(named)?.title : parentTitle;
  const verb = ACTIONS_ZH[point.split(':').at(-1) ?? ''];
  return title && verb ? `${title}：${verb}` : summary;
}

/**
 * An API's Chinese title: its function point's, with the call's last two path segments to tell the calls
 * of one point apart ("店铺管理：删除（CustomerStore/Delete）"). The summaries are English; a point with no
 * Chinese title leaves its APIs on theirs.
 */
function apiTitleZh(pointTitle: string, pointSummary: string, endpoint: Endpoint) {
  if (pointTitle === pointSummary) return endpoint.summary;
  return `${pointTitle}（${endpoint.path.split('/').slice(-2).join('/')}）`;
}

/**
 * Function points (type 3) and their APIs (type 4), derived from the endpoint registry so that every
 * function point any endpoint names exists as a resource. A function point under a value-added page is
 * value-added itself.
 */
export function derivedResources(registry: readonly Endpoint[] = endpointRegistry): DerivedEntry[] {
  const byPoint = new Map<string, Endpoint[]>();
  for (const endpoint of registry) {
    const point = functionPointOf(endpoint);
    if (point) byPoint.set(point, [...(byPoint.get(point) ?? []), endpoint]);
  }
  const entries: DerivedEntry[] = [];
  for (const [point, endpoints] of byPoint) {
    const parentCode = parentPageOf(point);
    const parent = parentCode ? pages.get(parentCode) : undefined;
    const common = { moduleId: parent?.moduleId ?? '', resourceVersion: parent?.resourceVersion ?? 1 };
    const first = endpoints[0]!;
    const pointTitle = titleZh(point, parent?.title, first.summary);
    entries.push({
      ...common,
      code: point,
      parentCode,
      resourceType: 3,
      title: pointTitle,
      titleEn: first.summary,
      url: '',
      httpMethod: '',
      orderIndex: entries.length,
    });
    endpoints.forEach((endpoint, index) => {
      entries.push({
        ...common,
        code: `${endpoint.method} ${endpoint.path}`,
        parentCode: point,
        resourceType: 4,
        title: apiTitleZh(pointTitle, first.summary, endpoint),
        titleEn: endpoint.summary,
        url: endpoint.path,
        httpMethod: endpoint.method,
        orderIndex: index,
      });
    });
  }
  // Points that only PDA events name: no API under them.
  for (const [point, titles] of Object.entries(pdaEventPoints)) {
    if (byPoint.has(point)) continue;
    const parentCode = parentPageOf(point);
    const parent = parentCode ? pages.get(parentCode) : undefined;
    entries.push({
      moduleId: parent?.moduleId ?? '',
      resourceVersion: parent?.resourceVersion ?? 1,
      code: point,
      parentCode,
      resourceType: 3,
      ...titles,
      url: '',
      httpMethod: '',
      orderIndex: entries.length,
    });
  }
  return entries;
}

/** Codes that only value-added editions may use (resourceVersion 2). */
export const valueAddedCodes: ReadonlySet<string> = new Set([
  ...resourceCatalogue.filter((e) => e.resourceVersion === 2).map((e) => e.code),
  ...derivedResources()
    .filter((e) => e.resourceVersion === 2)
    .map((e) => e.code),
]);
