import {
  labelingTotal,
  type TransferDetail,
  type TransferKind,
  type TransferRow,
  type TransferStatus,
  type TransferTab,
  transferTabs,
} from '@wms/api';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import {
  customers,
  files,
  products,
  transferLines,
  transferOrders,
  warehouses,
} from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { customerScope, warehouseScope } from '../../platform/data-scope.ts';
import { iso, notFound } from '../../platform/values.ts';

export type TransferRecord = typeof transferOrders.$inferSelect;
const t = transferOrders;

/** The caller's transfer orders: its tenant, warehouses and customers. */
export function scoped(principal: Principal, ...more: (SQL | undefined)[]) {
  return and(
    eq(t.tenantId, principal.tenantId),
    warehouseScope(principal, t.warehouseId),
    customerScope(principal, t.customerId),
    ...more,
  );
}

export const tabWhere = (tab: TransferTab): SQL => inArray(t.status, [...transferTabs[tab]]);

const isoOrNull = (d: Date | null) => (d ? iso(d) : null);

/** Names of the documents the rows reference, in one read. */
async function fileNames(tx: Tx, tenantId: string, rows: TransferRecord[]) {
  const ids = [...new Set(rows.flatMap((r) => [r.filePath, r.bol]).filter((id): id is string => !!id))];
  if (!ids.length) return new Map<string, string>();
  const found = await tx
    .select({ id: files.id, name: files.name })
    .from(files)
    .where(and(eq(files.tenantId, tenantId), inArray(files.id, ids)));
  return new Map(found.map((f) => [f.id, f.name]));
}

/** Reads list rows with the warehouse's name, the customer's code and the documents' names. */
export async function transferRows(
  tx: Tx,
  principal: Principal,
  where: SQL | undefined,
  window: { limit: number; offset: number },
  order: SQL[],
): Promise<TransferRow[]> {
  const found = await tx
    .select({ row: t, warehouseName: warehouses.name, customerCode: customers.customerCode })
    .from(t)
    .innerJoin(warehouses, and(eq(warehouses.tenantId, t.tenantId), eq(warehouses.id, t.warehouseId)))
    .innerJoin(customers, and(eq(customers.tenantId, t.tenantId), eq(customers.id, t.customerId)))
    .where(where)
    .orderBy(...order)
    .limit(window.limit)
    .offset(window.offset);
  const names = await fileNames(
    tx,
    principal.tenantId,
    found.map((f) => f.row),
  );
  const file = (id: string | null) => (id ? { id, name: names.get(id) ?? '' } : null);
  return found.map(({ row, warehouseName, customerCode }) => ({
    id: row.id,
    transID: row.transId,
    kind: row.kind as TransferKind,
    state: row.status as TransferStatus,
    customerId: row.customerId,
    customerCode,
    warehouseId: row.warehouseId,
    fromWarehouse: warehouseName,
    carrier: row.carrier,
    po: row.po,
    platform: row.platform,
    platformCode: row.platformCode,
    toWarehouseName: row.toWarehouseName,
    suggestPalletNum: row.suggestPalletNum,
    palletNum: row.palletNum,
    palletTotal: row.palletNum,
    deliveryFee: row.deliveryFeeCents / 100,
    palletPhotoPath: row.palletPhotos,
    filePath: file(row.filePath),
    bol: file(row.bol),
    isPresale: row.isPresale,
    isPallet: row.isPallet,
    isPhotos: row.isPhotos,
    isHot: row.isHot,
    boxQuantity: row.boxTotalQty,
    outLabelingQty: row.outLabelingQty,
    productLabelingQty: row.productLabelingQty,
    boxTotalQty: row.boxTotalQty,
    labelingTotal: labelingTotal(row),
    qtyTotal: row.qtyTotal,
    lineCount: row.lineCount,
    etd: row.etd,
    eta: row.eta,
    sendGoodsTime: isoOrNull(row.sendGoodsTime),
    realSendGoodsTime: isoOrNull(row.realSendGoodsTime),
    remark: row.remark,
    customerRemarks: row.customerRemarks,
    warehouseRemark: row.warehouseRemark,
    rejectReason: row.rejectReason,
    outOfStockReason: row.outOfStockReason,
    pdaAccount: row.pdaAccount,
    clerk: row.clerk,
    truckCompany: row.truckCompany,
    createTime: iso(row.createdAt),
  }));
}

/** The product lines of an order, in line order. */
export async function linesOf(
  tx: Tx,
  tenantId: string,
  transferId: string,
): Promise<TransferDetail['lines']> {
  const rows = await tx
    .select({ line: transferLines, productNo: products.productNo, name: products.nameEn })
    .from(transferLines)
    .innerJoin(
      products,
      and(eq(products.tenantId, transferLines.tenantId), eq(products.id, transferLines.productId)),
    )
    .where(and(eq(transferLines.tenantId, tenantId), eq(transferLines.transferId, transferId)))
    .orderBy(asc(transferLines.lineNo));
  return rows.map(({ line, productNo, name }) => ({
    id: line.id,
    productId: line.productId,
    productNo,
    productName: name,
    needPickQty: line.needPickQty,
    boxQuantity: line.boxQuantity,
    pickedQty: line.pickedQty,
    deliveryQty: line.deliveryQty,
    diffQty: line.needPickQty - line.pickedQty,
    outOfStockQty: line.outOfStockQty,
    locationName: line.locationName,
  }));
}

/** One order with its lines; a removed order is gone for everyone. */
export async function detailOf(tx: Tx, principal: Principal, id: string): Promise<TransferDetail> {
  const [row] = await transferRows(
    tx,
    principal,
    scoped(principal, eq(t.id, id)),
    { limit: 1, offset: 0 },
    [],
  );
  if (!row || row.state === 'removed') notFound();
  return { ...row, lines: await linesOf(tx, principal.tenantId, id) };
}
