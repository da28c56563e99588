import { DASHBOARD_TIME_ZONE, type Dashboard, type OrderStatus, pendingWidgets, setupSteps } from '@wms/api';
import type { Locale } from '@wms/i18n/messages';
import { and, count, eq, gte, isNull, notInArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import {
  authorizationApplications,
  carrierAccounts,
  customerShippingConfigs,
  locations,
  orders,
  quotations,
  stocks,
  userWarehouses,
  warehouses,
  warehouseZones,
} from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { customerScope, warehouseScope } from '../../platform/data-scope.ts';
import { billsService } from '../finance/bills.service.ts';
import { announcementsService } from '../notices/announcements.service.ts';
import { pacificDays } from './pacific-days.ts';

const NOT_COUNTED: OrderStatus[] = ['removed'];
// The zone is a constant written inline: a bound parameter would make GROUP BY differ from SELECT.
const ZONE = sql.raw(`'${DASHBOARD_TIME_ZONE}'`);
const day = (column: AnyPgColumn) => sql<string>`to_char(${column} AT TIME ZONE ${ZONE}, 'YYYY-MM-DD')`;

async function orderFigures(tx: Tx, principal: Principal, start: SQL, days: string[]) {
  const scope = and(
    eq(orders.tenantId, principal.tenantId),
    notInArray(orders.status, NOT_COUNTED),
    customerScope(principal, orders.customerId),
    warehouseScope(principal, orders.warehouseId),
  );
  const statusRows = await tx
    .select({ status: orders.status, n: count() })
    .from(orders)
    .where(and(scope, gte(orders.orderTime, start)))
    .groupBy(orders.status);
  const createdRows = await tx
    .select({ date: day(orders.orderTime), n: count() })
    .from(orders)
    .where(and(scope, gte(orders.orderTime, start)))
    .groupBy(day(orders.orderTime));
  const shippedRows = await tx
    .select({ date: day(orders.shippedAt), n: count() })
    .from(orders)
    .where(and(scope, gte(orders.shippedAt, start)))
    .groupBy(day(orders.shippedAt));
  const created = new Map(createdRows.map((r) => [r.date, Number(r.n)]));
  const shipped = new Map(shippedRows.map((r) => [r.date, Number(r.n)]));
  const byStatus = statusRows.map((r) => ({ status: r.status as OrderStatus, count: Number(r.n) }));
  const total = byStatus.reduce((sum, r) => sum + r.count, 0);
  const open = byStatus.filter((r) => r.status !== 'cancelled').reduce((sum, r) => sum + r.count, 0);
  // "Shipped" is the order status of that name, as in the status list beside it; an order with a
  // logistics exception is counted under its own status, not as completed.
  const done = byStatus.find((r) => r.status === 'shipped')?.count ?? 0;
  return {
    orders: {
      total,
      byStatus,
      daily: days.map((date) => ({ date, created: created.get(date) ?? 0, shipped: shipped.get(date) ?? 0 })),
    },
    completion: { shipped: done, total: open, rate: open ? done / open : null },
  };
}

/** Occupied locations (some stock on hand) among the enabled locations of each warehouse in scope. */
async function storage(tx: Tx, principal: Principal) {
  const occupied = tx
    .selectDistinct({ warehouseId: stocks.warehouseId, locationId: stocks.locationId })
    .from(stocks)
    .where(and(eq(stocks.tenantId, principal.tenantId), sql`${stocks.quantity} > 0`))
    .as('occupied');
  const rows = await tx
    .select({
      warehouseId: warehouses.id,
      warehouseName: warehouses.name,
      locations: sql<number>`count(distinct ${locations.id})::int`,
      occupied: sql<number>`count(distinct ${occupied.locationId})::int`,
    })
    .from(warehouses)
    .leftJoin(
      locations,
      and(
        eq(locations.tenantId, warehouses.tenantId),
        eq(locations.warehouseId, warehouses.id),
        isNull(locations.deletedAt),
        eq(locations.isDisabled, false),
      ),
    )
    .leftJoin(occupied, eq(occupied.locationId, locations.id))
    .where(
      and(
        eq(warehouses.tenantId, principal.tenantId),
        isNull(warehouses.deletedAt),
        warehouseScope(principal, warehouses.id),
      ),
    )
    .groupBy(warehouses.id, warehouses.name)
    .orderBy(warehouses.name);
  return rows.map((r) => ({ ...r, rate: r.locations ? r.occupied / r.locations : null }));
}

async function setupGuide(tx: Tx, principal: Principal): Promise<Dashboard['setupGuide']> {
  const tenant = principal.tenantId;
  const exists = async (query: Promise<{ n: number }[]>) => Number((await query)[0]?.n ?? 0) > 0;
  const warehouse = await exists(
    tx
      .select({ n: count() })
      .from(warehouses)
      .where(and(eq(warehouses.tenantId, tenant), isNull(warehouses.deletedAt))),
  );
  const zone = await exists(
    tx.select({ n: count() }).from(warehouseZones).where(eq(warehouseZones.tenantId, tenant)),
  );
  const authorized = await exists(
    tx.select({ n: count() }).from(userWarehouses).where(eq(userWarehouses.tenantId, tenant)),
  );
  const approved = await exists(
    tx
      .select({ n: count() })
      .from(authorizationApplications)
      .where(
        and(
          eq(authorizationApplications.tenantId, tenant),
          eq(authorizationApplications.kind, 'warehouse'),
          eq(authorizationApplications.state, 'approved'),
        ),
      ),
  );
  const any = async (table: typeof quotations | typeof customerShippingConfigs | typeof carrierAccounts) =>
    exists(tx.select({ n: count() }).from(table).where(eq(table.tenantId, tenant)));
  const done: Record<string, boolean | null> = {
    createWarehouse: warehouse,
    importZone: zone,
    authorizeWarehouse: authorized || approved,
    createFeeStructure: await any(quotations),
    chooseQuote: await any(customerShippingConfigs),
    addCarrierAccount: await any(carrierAccounts),
  };
  return setupSteps.map(({ step, path }) => ({ step, path, done: done[step] ?? null }));
}

/** The dashboard's figures over whole US Pacific days, within the caller's data permissions. */
export const dashboardService = {
  async overview(tx: Tx, principal: Principal, days: 7 | 15 | 30, now: Date, locale: Locale) {
    const range = pacificDays(now, days);
    // Midnight of the first Pacific day, whatever the daylight-saving offset of that day.
    const start = sql`(${range[0]}::date::timestamp AT TIME ZONE ${ZONE})`;
    // A customer's user sees its own orders; location use and the setup guide are the warehouse's.
    const operator = principal.kind !== 'customer';
    const figures = await orderFigures(tx, principal, start, range);
    const capacity = operator ? await storage(tx, principal) : [];
    const guide = operator ? await setupGuide(tx, principal) : [];
    const notices = await announcementsService.list(tx, principal, {
      pageIndex: 1,
      pageSize: 5,
      type: 'published',
    });
    const billing = await billsService.widgets(tx, principal, range, range[range.length - 1]!);
    const zh = locale === 'zh-CN';
    return {
      range: { days, from: range[0]!, to: range[range.length - 1]!, timeZone: DASHBOARD_TIME_ZONE },
      ...figures,
      storage: capacity,
      announcements: notices.items.map((a) => ({
        id: a.id,
        title: zh ? a.titleCn : a.titleEn,
        top: a.top,
        releaseTime: a.releaseTime,
      })),
      setupGuide: guide,
      billing,
      pending: [...pendingWidgets],
      forCustomer: !operator,
    } satisfies Dashboard;
  },
};
