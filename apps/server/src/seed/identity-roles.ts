import { resourceCatalogue } from '@wms/api';
import { derivedResources } from '../modules/resources/resource-catalogue.ts';
import { allGrantableCodes } from '../platform/function-points.ts';

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

/** What a handheld needs to queue scans and read back their results (DESIGN §6). */
const pdaSync = ['pda:sync:push', 'pda:sync:review', 'pda:pallet:scan'];
/** Picking and relisting on the PDA; the relist badge (spec §6: these roles see it). */
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
const palletizing = [
  'picking.pallet',
  'picking.pallet-code',
  'picking.pallet-detail',
  'pda.pallet',
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

/** One role per role label of spec §6, plus the customer's users' role. Per-role rights are ours to choose. */
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
      pages: palletizing,
      points: [...pdaSync, 'pallet:code:generate', 'pallet:code:view', relistBadge],
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
        'finance.bill',
        'finance.bill-detail',
        'finance.recharge',
      ],
    }),
  },
];
