import { resourceCatalogue } from '@wms/api';
import { allGrantableCodes } from '../platform/function-points.ts';
import { derivedResources } from '../platform/resource-catalogue.ts';

export interface DemoRole {
  code: string;
  name: string;
  nameEn: string;
  isAdmin?: boolean;
  dataPermission: 'all' | 'warehouse' | 'customer' | 'warehouseCustomer';
  functionPoints: string[];
}

const functionPoints = derivedResources().filter((entry) => entry.resourceType === 3);

/**
 * Codes of whole modules (their menus, pages and function points, computed so that later endpoints of
 * the module are included) plus single pages and function points.
 */
function grant(spec: {
  modules?: string[];
  pages?: string[];
  points?: string[];
  readOnly?: boolean;
}): string[] {
  const modules = new Set(spec.modules ?? []);
  const pages = resourceCatalogue.filter((e) => modules.has(e.moduleId)).map((e) => e.code);
  const points = spec.readOnly
    ? []
    : functionPoints.filter((e) => modules.has(e.moduleId)).map((e) => e.code);
  return [...new Set([...pages, ...(spec.pages ?? []), ...points, ...(spec.points ?? [])])];
}

/** What a handheld needs to queue scans and read back their results (docs/architecture.md#pda-sync). */
const pdaSync = ['pda:sync:push', 'pda:sync:review', 'pda:pallet:scan'];
/** Picking and relisting on the PDA; the relist badge (these roles see it). */
const pdaPick = ['pda:pick:confirm', 'pda:relist:confirm'];
const relistBadge = 'inventory:relist:view';

const picking = [
  'picking.single-product',
  'picking.multi-product',
  'inventory.relist',
  'pda.pick',
  'pda.relist',
  'pda.lookup',
  'pda.outbox',
];
/** Receiving containers and putting their goods away on the PDA (the dock crew palletizes too). */
const pdaInbound = ['pda:inbound:receive', 'pda:inbound:putAway'];

const palletizing = [
  'picking.pallet',
  'picking.pallet-code',
  'picking.pallet-detail',
  'pda.pallet',
  'pda.receive',
  'pda.put-away',
  'pda.lookup',
  'pda.outbox',
];
const warehouseWork = [
  'order',
  'transship',
  'shipment',
  'picking',
  'return',
  'workOrder',
  'inventory',
  'warehouse',
];

/** One role per role label, plus the customer's users' role. Per-role rights are ours to choose. */
export const DEMO_ROLES: DemoRole[] = [
  {
    code: 'demo',
    name: '演示用户',
    nameEn: 'Demo user',
    dataPermission: 'all',
    // Sees every back-office screen but holds no function point: a read-only tour.
    functionPoints: grant({
      modules: [...warehouseWork, 'product', 'customer', 'finance', 'system'],
      readOnly: true,
    }),
  },
  {
    code: 'sysAdmin',
    name: '系统管理员',
    nameEn: 'System administrator',
    isAdmin: true,
    dataPermission: 'all',
    functionPoints: [...allGrantableCodes],
  },
  {
    code: 'authAdmin',
    name: '授权管理员',
    nameEn: 'Authorization administrator',
    dataPermission: 'all',
    functionPoints: grant({
      pages: ['menu.system', 'system.account', 'system.account-edit', 'system.role', 'system.role-empower'],
      points: ['system:user:create', 'system:user:update', 'system:user:delete', 'system:user:reactivate'],
    }).concat(
      grant({
        pages: ['system.authorization', 'system.logistics-warehouse-auth'],
        points: ['system:authorization:review'],
      }),
    ),
  },
  {
    code: 'warehouseManager',
    name: '仓库经理',
    nameEn: 'Warehouse manager',
    dataPermission: 'warehouse',
    functionPoints: grant({ modules: warehouseWork, points: ['system:authorization:apply'] }),
  },
  {
    code: 'palletWorker',
    name: '打托员',
    nameEn: 'Pallet worker',
    dataPermission: 'warehouse',
    functionPoints: grant({
      // The dock worker also counts returned parcels in on the PDA.
      pages: [...palletizing, 'pda.return-receive', 'pda.transfer-pallet'],
      points: [
        ...pdaSync,
        ...pdaInbound,
        'transship:pallet:save',
        'pallet:code:generate',
        'pallet:code:view',
        relistBadge,
        'return:list:receive',
      ],
    }),
  },
  {
    code: 'picker',
    name: '拣货员',
    nameEn: 'Picker',
    dataPermission: 'warehouse',
    functionPoints: grant({ pages: picking, points: [...pdaSync, ...pdaPick, relistBadge] }),
  },
  {
    code: 'palletLead',
    name: '打托组长',
    nameEn: 'Pallet team lead',
    dataPermission: 'warehouse',
    functionPoints: grant({
      pages: [...palletizing, 'picking.custodian', 'picking.progress'],
      points: [
        'system:authorization:apply',
        relistBadge,
        'pallet:code:view',
        'oms:picking:view',
        'oms:picking:custodian',
      ],
    }),
  },
  {
    code: 'pickingLead',
    name: '拣货组长',
    nameEn: 'Picking team lead',
    dataPermission: 'warehouse',
    functionPoints: grant({
      modules: ['picking'],
      pages: picking,
      points: ['system:authorization:apply', relistBadge],
    }),
  },
  {
    code: 'customer',
    name: '客户',
    nameEn: 'Customer',
    dataPermission: 'customer',
    functionPoints: grant({
      modules: ['order', 'transship', 'product', 'return', 'workOrder'],
      pages: [
        'inventory.overview',
        'inventory.log',
        'shipments.list',
        'shipments.add',
        'shipments.edit',
        'shipments.detail',
        'shipment:forecast:create',
        'shipment:forecast:update',
        'shipment:forecast:cancel',
        'shipment:forecast:delete',
        'finance.bill',
        'finance.billed',
        'finance.bill-detail',
        'finance.recharge',
        'finance.transaction',
      ],
    }),
  },
];
