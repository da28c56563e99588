import type { billReportQuery } from '@wms/api';
import { asc, eq, gte, isNotNull, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { charges } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { feeTotals } from './fee-totals.ts';
import { chargeScope } from './finance-queries.ts';

/** Billed money per month and fee type across the caller's bills (each month's lines rounded once). */
export async function billReport(tx: Tx, p: Principal, q: z.infer<typeof billReportQuery>) {
  const found = await tx
    .select({
      billMonth: charges.billMonth,
      feeType: charges.feeType,
      milli: sql<string>`sum(${charges.exactMilli})`,
    })
    .from(charges)
    .where(
      chargeScope(
        p,
        isNotNull(charges.billId),
        gte(charges.billMonth, q.fromMonth),
        lte(charges.billMonth, q.toMonth),
        q.customerId ? eq(charges.customerId, q.customerId) : undefined,
        q.warehouseId ? eq(charges.warehouseId, q.warehouseId) : undefined,
      ),
    )
    .groupBy(charges.billMonth, charges.feeType)
    .orderBy(asc(charges.billMonth));
  const months = [...new Set(found.map((r) => r.billMonth))];
  return months.map((billMonth) => {
    const { fees, billMoney } = feeTotals(found.filter((r) => r.billMonth === billMonth));
    return { billMonth, fees, billMoney };
  });
}
