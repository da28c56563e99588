import { uuidv7 } from '@wms/api';
import { LOCALES, translate } from '@wms/i18n/messages';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import {
  files,
  importRecords,
  orders,
  orderTaskLines,
  type StoredRowError,
  shipments,
} from '../../../db/schema/index.ts';
import type { Principal } from '../../../platform/context.ts';
import { customerScope, warehouseScope } from '../../../platform/data-scope.ts';
import { BizError } from '../../../platform/errors.ts';
import type { JobContext } from '../../../platform/jobs.ts';
import { moveOrders, type OrderRecord } from '../order-store.ts';
import { expandZips, isLabelUpload, type LabelFile, mimeOf, tokensOf } from './label-files.ts';

export const LABEL_IMPORT_JOB = 'orders:label-import';

export interface LabelImportPayload {
  files: Array<{ fileId: string; fileName: string }>;
}

const both = (key: string, params?: Record<string, string | number>) =>
  Object.fromEntries(LOCALES.map((l) => [l, translate(l, key, params)])) as StoredRowError['message'];

async function pendingMatches(tx: Tx, principal: Principal, tokens: string[]) {
  if (!tokens.length) return [];
  return tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.tenantId, principal.tenantId),
        eq(orders.status, 'pending'),
        or(inArray(orders.orderNo, tokens), inArray(orders.trackingNo, tokens)),
        customerScope(principal, orders.customerId),
        warehouseScope(principal, orders.warehouseId),
      ),
    )
    .for('update');
}

/** Which pending order each label file is for; a file that matches nothing, or an order without a tracking number, is an error. */
function plan(labels: LabelFile[], found: OrderRecord[]) {
  const errors: StoredRowError[] = [];
  const matches: Array<{ label: LabelFile; order: OrderRecord; trackingNo: string }> = [];
  for (const [i, label] of labels.entries()) {
    if (!isLabelUpload(label.name, label.content, false)) {
      errors.push({ row: i + 1, column: label.name, message: both('errors:UPLOAD_FORMAT') });
      continue;
    }
    for (const token of tokensOf(label.name)) {
      const order = found.find((o) => o.orderNo === token || o.trackingNo === token);
      if (!order)
        errors.push({
          row: i + 1,
          column: label.name,
          message: both('errors:LABEL_FILE_UNMATCHED', { fileName: label.name }),
        });
      else if (!order.trackingNo && order.orderNo === token)
        errors.push({
          row: i + 1,
          column: label.name,
          message: both('errors:ORDER_NO_TRACKING', { orderNo: order.orderNo }),
        });
      else matches.push({ label, order, trackingNo: order.orderNo === token ? order.trackingNo! : token });
    }
  }
  return { errors, matches };
}

/**
 * ImportShipment: label files for pending orders. Every file must match; then each order gets its
 * label and tracking number and moves on to be delivered. A bad file imports nothing.
 */
export function labelImportJob(clock: () => Date) {
  return async (job: JobContext) => {
    const payload = job.task.payload as LabelImportPayload;
    const principal = await job.principal();
    const uploads = await job.inTenant((tx) =>
      tx
        .select()
        .from(files)
        .where(
          and(
            eq(files.tenantId, principal.tenantId),
            inArray(
              files.id,
              payload.files.map((f) => f.fileId),
            ),
          ),
        ),
    );
    const labels = await expandZips(
      await Promise.all(
        uploads.map(async (f) => ({ name: f.name, content: await streamToBuffer(job.files.open(f)) })),
      ),
    );
    await job.progress(40);
    const outcome = await job.inTenant(async (tx) => {
      const now = clock();
      const { errors, matches } = plan(
        labels,
        await pendingMatches(
          tx,
          principal,
          labels.flatMap((l) => tokensOf(l.name)),
        ),
      );
      const record = {
        tenantId: principal.tenantId,
        id: job.task.id,
        kind: 'shipmentLabel',
        fileName: payload.files
          .map((f) => f.fileName)
          .join(', ')
          .slice(0, 500),
        totalRows: labels.length,
        createdBy: principal.userId,
      };
      if (errors.length) {
        await tx.insert(importRecords).values({
          ...record,
          state: 'failed',
          errors,
          reasonCode: 'IMPORT_HAS_ERRORS',
          reasonParams: { count: new Set(errors.map((e) => e.row)).size },
        });
        await tx.insert(orderTaskLines).values(
          errors.map((e) => ({
            id: uuidv7(),
            tenantId: principal.tenantId,
            taskId: job.task.id,
            rowNo: e.row,
            orderNo: '',
            ok: false,
            code: e.column,
            message: e.message,
          })),
        );
        return { ok: 0, failed: errors.length };
      }
      const stored = new Map<LabelFile, string>();
      for (const { label } of matches)
        if (!stored.has(label))
          stored.set(
            label,
            (
              await job.files.save(
                tx,
                {
                  tenantId: principal.tenantId,
                  name: label.name,
                  mime: mimeOf(label.name),
                  createdBy: principal.userId,
                },
                label.content,
              )
            ).id,
          );
      const byOrder = new Map(matches.map((m) => [m.order.id, m]));
      await moveOrders(tx, principal, [...new Set(matches.map((m) => m.order))], 'moveToNotShipped', {
        now,
        remark: 'label',
        patch: (o) => ({
          trackingNo: byOrder.get(o.id)!.trackingNo,
          labelFileId: stored.get(byOrder.get(o.id)!.label)!,
          labelCreatedAt: now,
        }),
      });
      await tx.insert(shipments).values(
        [...byOrder.values()].map((m) => ({
          id: uuidv7(),
          tenantId: principal.tenantId,
          orderId: m.order.id,
          carrier: m.order.carrier ?? 'external',
          service: m.order.service ?? '',
          trackingNo: m.trackingNo,
          labelFileId: stored.get(m.label)!,
          createdBy: principal.userId,
        })),
      );
      await tx.insert(importRecords).values({ ...record, state: 'completed', okRows: labels.length });
      await tx.insert(orderTaskLines).values(
        [...byOrder.values()].map((m, i) => ({
          id: uuidv7(),
          tenantId: principal.tenantId,
          taskId: job.task.id,
          rowNo: i + 1,
          orderId: m.order.id,
          orderNo: m.order.orderNo,
          ok: true,
          trackingNo: m.trackingNo,
        })),
      );
      return { ok: byOrder.size, failed: 0 };
    });
    // the record and the lines are committed; the task itself fails, as a bad Excel import does
    if (outcome.failed) throw new BizError('IMPORT_HAS_ERRORS', { count: outcome.failed });
    return { result: outcome };
  };
}

async function streamToBuffer(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}
