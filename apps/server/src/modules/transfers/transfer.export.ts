import type { ltlExportInput } from '@wms/api';
import { translate } from '@wms/i18n/messages';
import { and, asc, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  customers,
  ltlPackings,
  products,
  transferLines,
  transferOrders,
  transferPallets,
  warehouses,
} from '../../db/schema/index.ts';
import type { ExportSource } from '../../platform/excel/export-job.ts';
import { ltlService } from './ltl.service.ts';
import { scoped } from './transfer-rows.ts';
import { type TransferFilter, transferWhere } from './transfers.service.ts';

const t = transferOrders;
export type LtlExportFilter = Omit<z.output<typeof ltlExportInput>, 'fields'>;
const joinCustomer = and(eq(customers.tenantId, t.tenantId), eq(customers.id, t.customerId));

/** ExportTransShip: one row per order of the tab under the filters (or the chosen ones). */
export function transShipExport(): ExportSource<TransferFilter> {
  return {
    kind: 'transShip',
    async count(tx, principal, f) {
      const [n] = await tx.select({ n: count() }).from(t).where(transferWhere(principal, f));
      return n?.n ?? 0;
    },
    async batch(tx, principal, f, after, limit, locale) {
      const rows = await tx
        .select({ o: t, customerCode: customers.customerCode, warehouseCode: warehouses.warehouseKey })
        .from(t)
        .innerJoin(customers, joinCustomer)
        .innerJoin(warehouses, and(eq(warehouses.tenantId, t.tenantId), eq(warehouses.id, t.warehouseId)))
        .where(and(transferWhere(principal, f), after ? gt(t.id, after) : undefined))
        .orderBy(asc(t.id))
        .limit(limit);
      return rows.map(({ o, customerCode, warehouseCode }) => ({
        key: o.id,
        values: {
          transID: o.transId,
          transferKind: translate(locale, `transfer:${o.kind}`),
          transferState: translate(locale, `transfer:status.${o.status}`),
          customerCode,
          warehouseCode,
          platformCode: o.platformCode,
          toWarehouseName: o.toWarehouseName,
          po: o.po,
          carrier: o.carrier,
          qty: o.qtyTotal,
          cartonCount: o.boxTotalQty,
          suggestPalletNum: o.suggestPalletNum,
          palletNum: o.palletNum,
          labelingTotal: o.outLabelingQty + o.productLabelingQty,
          etd: o.etd,
          eta: o.eta,
          createdTime: o.createdAt.toISOString(),
        },
      }));
    },
  };
}

/** ExportTransShipProgress: one row per product line, with what is picked, short and delivered. */
export function transShipProgressExport(): ExportSource<TransferFilter> {
  const from = (f: TransferFilter, principal: Parameters<typeof transferWhere>[0]) =>
    transferWhere(principal, f);
  return {
    kind: 'transShipProgress',
    async count(tx, principal, f) {
      const [n] = await tx
        .select({ n: count() })
        .from(transferLines)
        .innerJoin(t, and(eq(t.tenantId, transferLines.tenantId), eq(t.id, transferLines.transferId)))
        .where(from(f, principal));
      return n?.n ?? 0;
    },
    async batch(tx, principal, f, after, limit, locale) {
      const rows = await tx
        .select({
          line: transferLines,
          o: t,
          customerCode: customers.customerCode,
          productNo: products.productNo,
        })
        .from(transferLines)
        .innerJoin(t, and(eq(t.tenantId, transferLines.tenantId), eq(t.id, transferLines.transferId)))
        .innerJoin(customers, joinCustomer)
        .innerJoin(
          products,
          and(eq(products.tenantId, transferLines.tenantId), eq(products.id, transferLines.productId)),
        )
        .where(and(from(f, principal), after ? gt(transferLines.id, after) : undefined))
        .orderBy(asc(transferLines.id))
        .limit(limit);
      return rows.map(({ line, o, customerCode, productNo }) => ({
        key: line.id,
        values: {
          transID: o.transId,
          transferState: translate(locale, `transfer:status.${o.status}`),
          customerCode,
          productNo,
          needPickQty: line.needPickQty,
          pickedQty: line.pickedQty,
          diffQty: line.needPickQty - line.pickedQty,
          outOfStockQty: line.outOfStockQty,
          deliveryQty: line.deliveryQty,
          locationName: line.locationName,
        },
      }));
    },
  };
}

/** ExportLTLProgress: one row per order on the LTL packings under the filters (or the chosen ones). */
export function ltlProgressExport(): ExportSource<LtlExportFilter> {
  const where = (principal: Parameters<typeof scoped>[0], ids: string[]) =>
    scoped(principal, inArray(t.ltlPackingId, ids));
  const packingIds = ltlService.ids;
  return {
    kind: 'ltlProgress',
    async count(tx, principal, f) {
      const ids = await packingIds(tx, principal, f);
      if (!ids.length) return 0;
      const [n] = await tx.select({ n: count() }).from(t).where(where(principal, ids));
      return n?.n ?? 0;
    },
    async batch(tx, principal, f, after, limit, locale) {
      const ids = await packingIds(tx, principal, f);
      if (!ids.length) return [];
      const rows = await tx
        .select({
          o: t,
          packing: ltlPackings,
          customerCode: customers.customerCode,
          cartons: sql<number>`(select coalesce(sum(${transferPallets.cartons}), 0)::int from ${transferPallets} where ${transferPallets.tenantId} = ${t.tenantId} and ${transferPallets.transferId} = ${t.id})`,
          weight: sql<number>`(select coalesce(sum(${transferPallets.weightHundredths}), 0)::int from ${transferPallets} where ${transferPallets.tenantId} = ${t.tenantId} and ${transferPallets.transferId} = ${t.id})`,
        })
        .from(t)
        .innerJoin(ltlPackings, and(eq(ltlPackings.tenantId, t.tenantId), eq(ltlPackings.id, t.ltlPackingId)))
        .innerJoin(customers, joinCustomer)
        .where(and(where(principal, ids), after ? gt(t.id, after) : undefined))
        .orderBy(asc(t.id))
        .limit(limit);
      return rows.map(({ o, packing, customerCode, cartons, weight }) => ({
        key: o.id,
        values: {
          ltlPackingNo: packing.packingNo,
          carrier: packing.carrier,
          transID: o.transId,
          customerCode,
          transferState: translate(locale, `transfer:status.${o.status}`),
          palletNum: o.palletNum,
          cartonCount: cartons,
          weight: weight / 100,
          createdTime: packing.createdAt.toISOString(),
        },
      }));
    },
  };
}
