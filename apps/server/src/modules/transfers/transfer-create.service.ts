import {
  ErrorCode,
  etaInWindow,
  etdInWindow,
  type TransferInput,
  type transferOverwriteFileSchema,
  type transferUploadSchema,
  uuidv7,
} from '@wms/api';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { products, transferLines, transferOrders } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { nextNumber } from '../../platform/counters.ts';
import { BizError } from '../../platform/errors.ts';
import { assertFileReadable, type FileStore } from '../../platform/files.ts';
import { findCustomer } from '../customers/customers.service.ts';
import { findWarehouse } from '../warehouses/warehouses.service.ts';
import { documentMime } from './transfer-documents.ts';
import { appendTransferLogs } from './transfer-log.ts';
import { detailOf } from './transfer-rows.ts';
import { assertOpen, byId, lockTransfer } from './transfer-store.ts';

const today = (now: Date) => now.toISOString().slice(0, 10);

/** ETD within two weeks; ETA plus 3 days within two weeks. A date the order already holds is kept. */
function checkDates(
  v: { etd: string; eta: string | null },
  now: Date,
  kept?: { etd: string; eta: string | null },
) {
  if (v.etd !== kept?.etd && !etdInWindow(v.etd, today(now)))
    throw new BizError(ErrorCode.transferEtdWindow, { etd: v.etd });
  if (v.eta && v.eta !== kept?.eta && !etaInWindow(v.eta, today(now)))
    throw new BizError(ErrorCode.transferEtaWindow, { eta: v.eta });
}

/** The customer uses the warehouse, every product is the customer's, and the files are the caller's to use. */
async function checkRefs(
  tx: Tx,
  principal: Principal,
  input: TransferInput,
  kept?: typeof transferOrders.$inferSelect,
) {
  const customer = await findCustomer(tx, principal, input.customerId);
  const warehouse = await findWarehouse(tx, principal, input.warehouseId);
  if (customer.warehouseIds.length && !customer.warehouseIds.includes(warehouse.id))
    throw new BizError(ErrorCode.transferWarehouseNotOwned, { warehouse: warehouse.name });
  const ids = input.lines.map((l) => l.productId);
  const found = await tx
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.tenantId, principal.tenantId),
        eq(products.customerId, customer.id),
        inArray(products.id, ids),
        isNull(products.deletedAt),
      ),
    );
  const known = new Set(found.map((p) => p.id));
  const unknown = ids.find((id) => !known.has(id));
  if (unknown) throw new BizError(ErrorCode.transferProductNotOwned, { productNo: unknown });
  if (!input.filePath && !input.bol) throw new BizError(ErrorCode.transferFileRequired);
  await assertFileReadable(tx, principal, input.filePath, kept?.filePath);
  await assertFileReadable(tx, principal, input.bol, kept?.bol);
}

const header = (input: TransferInput) => ({
  kind: input.kind,
  customerId: input.customerId,
  warehouseId: input.warehouseId,
  carrier: input.carrier,
  po: input.po,
  platform: input.platform,
  platformCode: input.platformCode?.toUpperCase() ?? null,
  toWarehouseName: input.toWarehouseName,
  suggestPalletNum: input.suggestPalletNum,
  deliveryFeeCents: Math.round(input.deliveryFee * 100),
  filePath: input.filePath,
  bol: input.bol,
  isPresale: input.isPresale,
  isPallet: input.isPallet,
  isPhotos: input.isPhotos,
  outLabelingQty: input.outLabelingQty,
  productLabelingQty: input.productLabelingQty,
  etd: input.etd,
  eta: input.eta,
  remark: input.remark,
  customerRemarks: input.customerRemarks,
  truckCompany: input.truckCompany,
  boxTotalQty: input.lines.reduce((n, l) => n + l.boxQuantity, 0),
  qtyTotal: input.lines.reduce((n, l) => n + l.qty, 0),
  lineCount: input.lines.length,
});

async function writeLines(tx: Tx, principal: Principal, transferId: string, input: TransferInput, now: Date) {
  await tx
    .delete(transferLines)
    .where(and(eq(transferLines.tenantId, principal.tenantId), eq(transferLines.transferId, transferId)));
  await tx.insert(transferLines).values(
    input.lines.map((l, i) => ({
      tenantId: principal.tenantId,
      id: uuidv7(now.getTime()),
      transferId,
      lineNo: i + 1,
      productId: l.productId,
      needPickQty: l.qty,
      boxQuantity: l.boxQuantity,
      createdAt: now,
      createdBy: principal.userId,
      updatedAt: now,
      updatedBy: principal.userId,
    })),
  );
}

export const transferCreateService = {
  /** A new order waits in forecast for the audit; its number is TS + year-month + a counter. */
  async create(tx: Tx, principal: Principal, input: TransferInput, now: Date) {
    checkDates(input, now);
    await checkRefs(tx, principal, input);
    const id = uuidv7(now.getTime());
    const transId = await nextNumber(tx, principal.tenantId, 'transferOrder', 'TS', now);
    await tx.insert(transferOrders).values({
      ...header(input),
      tenantId: principal.tenantId,
      id,
      transId,
      status: 'forecast',
      createdAt: now,
      createdBy: principal.userId,
      updatedAt: now,
      updatedBy: principal.userId,
    });
    await writeLines(tx, principal, id, input, now);
    await appendTransferLogs(tx, principal, [{ transferId: id, action: 'create', after: 'forecast' }], now);
    return detailOf(tx, principal, id);
  },

  /** Editing a refused order clears the refusal: it is audited again as it stands. */
  async update(tx: Tx, principal: Principal, input: TransferInput & { id: string }, now: Date) {
    const row = await lockTransfer(tx, principal, input.id);
    assertOpen(principal, row, 'edit');
    checkDates(input, now, row);
    await checkRefs(tx, principal, input, row);
    await tx
      .update(transferOrders)
      .set({ ...header(input), rejectReason: null, updatedAt: now, updatedBy: principal.userId })
      .where(byId(principal.tenantId, row.id));
    await writeLines(tx, principal, row.id, input, now);
    await appendTransferLogs(
      tx,
      principal,
      [{ transferId: row.id, action: 'edit', before: row.status, after: row.status }],
      now,
    );
    return detailOf(tx, principal, row.id);
  },

  async updateEstimatedTime(
    tx: Tx,
    principal: Principal,
    input: { id: string; etd: string; eta: string | null },
    now: Date,
  ) {
    const row = await lockTransfer(tx, principal, input.id);
    assertOpen(principal, row, 'updateEstimatedTime');
    checkDates(input, now, row);
    await tx
      .update(transferOrders)
      .set({ etd: input.etd, eta: input.eta, updatedAt: now, updatedBy: principal.userId })
      .where(byId(principal.tenantId, row.id));
    const remark = `${row.etd} → ${input.etd}${input.eta ? `, ETA ${input.eta}` : ''}`;
    await appendTransferLogs(
      tx,
      principal,
      [{ transferId: row.id, action: 'updateEstimatedTime', remark }],
      now,
    );
    return detailOf(tx, principal, row.id);
  },

  /** OverWriteFile: the new document replaces the old one, which stays stored for the log. */
  async overwriteFile(
    tx: Tx,
    principal: Principal,
    input: z.output<typeof transferOverwriteFileSchema>,
    now: Date,
  ) {
    const row = await lockTransfer(tx, principal, input.id);
    assertOpen(principal, row, 'overwriteFile');
    await assertFileReadable(tx, principal, input.fileId, row[input.field]);
    await tx
      .update(transferOrders)
      .set({ [input.field]: input.fileId, updatedAt: now, updatedBy: principal.userId })
      .where(byId(principal.tenantId, row.id));
    await appendTransferLogs(
      tx,
      principal,
      [{ transferId: row.id, action: 'overwriteFile', remark: input.field }],
      now,
    );
    return detailOf(tx, principal, row.id);
  },

  /** Stores a document about a customer, so that customer's users may reference and read it. */
  async upload(tx: Tx, principal: Principal, input: z.output<typeof transferUploadSchema>, store: FileStore) {
    const customer = await findCustomer(tx, principal, input.customerId);
    const content = Buffer.from(input.content, 'base64');
    const file = await store.save(
      tx,
      {
        tenantId: principal.tenantId,
        name: input.fileName,
        mime: documentMime(input.fileName),
        createdBy: principal.userId,
        customerId: customer.id,
      },
      content,
    );
    return { id: file.id, name: file.name };
  },
};
