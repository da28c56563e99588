import { INCIDENTAL_MAX_ROWS, voucherMatches } from '@wms/api';
import { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { cellNumber, cellText } from '../../platform/excel/cells.ts';
import { defineImporter, rowError } from '../../platform/excel/importer.ts';
import { toCents } from '../../platform/money.ts';
import { customersByCode } from '../customers/customers.service.ts';
import { miscFeesService } from './misc-fees.service.ts';

const row = z.object({
  customerCode: cellText(z.string().min(1)),
  warehouseCode: cellText(z.string().min(1)),
  feeType: cellText(z.string().min(1).max(50)),
  amount: cellNumber(z.number().positive().max(999_999_999)),
  // A date cell arrives as an ISO date-time; the day is what counts.
  happenDate: cellText(
    z
      .string()
      .transform((v) => v.slice(0, 10))
      .pipe(z.iso.date()),
  ),
  certificate: cellText(z.string().max(200).optional()),
  remark: cellText(z.string().max(200).optional()),
});
type Row = z.infer<typeof row>;

/**
 * The `incidental` kind: one pending miscellaneous fee per row, at most 400 rows, all or none. A row's
 * `certificate` names a voucher uploaded with the sheet (by file name, with or without its extension);
 * the voucher types were checked when the files came in.
 */
export const miscFeeImporter = defineImporter<Row>({
  kind: 'incidental',
  row,
  maxRows: INCIDENTAL_MAX_ROWS,
  async prepare(tx, ctx, rows) {
    const customerOf = await customersByCode(
      tx,
      ctx.principal,
      rows.map((r) => r.data.customerCode),
    );
    const errors: ReturnType<typeof rowError>[] = [];
    const ready: Parameters<typeof miscFeesService.insert>[2][] = [];
    for (const { row: n, data } of rows) {
      const customerId = customerOf.get(data.customerCode.toLowerCase())?.id;
      if (!customerId) {
        errors.push(rowError(n, 'customerCode', 'imports:row.notFound', { value: data.customerCode }));
        continue;
      }
      const voucher = data.certificate
        ? ctx.attachments.find((a) => voucherMatches(data.certificate!, a.fileName))
        : undefined;
      if (data.certificate && !voucher) {
        errors.push(rowError(n, 'certificate', 'imports:row.voucherNotFound', { value: data.certificate }));
        continue;
      }
      ready.push({
        customerId,
        warehouseId: ctx.rowWarehouses.get(data.warehouseCode.toLowerCase())!.id,
        feeType: data.feeType,
        amount: toCents(data.amount),
        happenDate: data.happenDate,
        voucherFileId: voucher?.fileId ?? null,
        voucherName: voucher?.fileName ?? null,
        remark: data.remark ?? '',
      });
    }
    return {
      errors,
      async apply(tx: Tx) {
        for (const fee of ready) await miscFeesService.insert(tx, ctx.principal, fee, ctx.now);
        return ready.length;
      },
    };
  },
});
