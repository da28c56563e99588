import type {
  QuotationAccount,
  QuotationInput,
  QuotationSummary,
  quotationAccountQuery,
  quotationListQuery,
} from '@wms/api';
import { and, asc, count, desc, eq, ilike, inArray, isNull, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { contracts, customers, quotations } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { customerScope } from '../../platform/data-scope.ts';
import { factDate } from '../../platform/rating/rate-versions.ts';
import { iso, likeEscape, pageWindow } from '../../platform/values.ts';
import { quotationsService } from './quotations.service.ts';

type Body = Omit<QuotationInput, 'contractId' | 'effectiveFrom'>;
const dayBefore = (date: string) => factDate(new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000));

/** The start days of every version of these contracts, to end each listed version where the next begins. */
async function startsOf(tx: Tx, tenantId: string, contractIds: string[]) {
  if (contractIds.length === 0) return new Map<string, string[]>();
  const rows = await tx
    .select({ contractId: quotations.contractId, effectiveFrom: quotations.effectiveFrom })
    .from(quotations)
    .where(and(eq(quotations.tenantId, tenantId), inArray(quotations.contractId, contractIds)))
    .orderBy(asc(quotations.effectiveFrom));
  const byContract = new Map<string, string[]>();
  for (const r of rows)
    byContract.set(r.contractId, [...(byContract.get(r.contractId) ?? []), r.effectiveFrom]);
  return byContract;
}

/** Read models over quotation versions for the settings and customer-config lists. */
export const quotationListsService = {
  async list(tx: Tx, p: Principal, q: z.infer<typeof quotationListQuery>) {
    const where: SQL | undefined = and(
      eq(quotations.tenantId, p.tenantId),
      customerScope(p, quotations.customerId),
      q.customerId ? eq(quotations.customerId, q.customerId) : undefined,
      q.contractId ? eq(quotations.contractId, q.contractId) : undefined,
    );
    const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(quotations).where(where);
    const found = await tx
      .select({
        row: quotations,
        contractNo: contracts.contractNo,
        validTo: contracts.validTo,
        customerCode: customers.customerCode,
      })
      .from(quotations)
      .innerJoin(
        contracts,
        and(eq(contracts.tenantId, quotations.tenantId), eq(contracts.id, quotations.contractId)),
      )
      .leftJoin(
        customers,
        and(eq(customers.tenantId, quotations.tenantId), eq(customers.id, quotations.customerId)),
      )
      .where(where)
      .orderBy(desc(quotations.createdAt), desc(quotations.id))
      .limit(pageWindow(q).limit)
      .offset(pageWindow(q).offset);
    const starts = await startsOf(tx, p.tenantId, [...new Set(found.map((f) => f.row.contractId))]);
    const items = found.map(({ row, contractNo, validTo, customerCode }): QuotationSummary => {
      const body = row.body as Body;
      const next = (starts.get(row.contractId) ?? []).find((d) => d > row.effectiveFrom);
      return {
        id: row.id,
        quotationNo: row.quotationNo,
        version: row.version,
        customerId: row.customerId,
        customerCode: customerCode ?? '',
        contractId: row.contractId,
        contractNo,
        effectiveFrom: row.effectiveFrom,
        effectiveTo: next ? dayBefore(next) : validTo,
        services: body.logistics.map((l) => `${l.carrier} ${l.serviceCode}`),
        warehouseCharges: body.warehouseCharges.length,
        createdTime: iso(row.createdAt),
      };
    });
    return { items, total };
  },

  /** Each customer the caller may see, with the quotation that prices its facts today (or none). */
  async accounts(tx: Tx, p: Principal, q: z.infer<typeof quotationAccountQuery>, now: Date) {
    const where = and(
      eq(customers.tenantId, p.tenantId),
      isNull(customers.deletedAt),
      customerScope(p, customers.id),
      q.customerCode ? ilike(customers.customerCode, likeEscape(q.customerCode)) : undefined,
    );
    const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(customers).where(where);
    const rows = await tx
      .select({ id: customers.id, customerCode: customers.customerCode, shortName: customers.shortName })
      .from(customers)
      .where(where)
      .orderBy(asc(customers.customerCode))
      .limit(pageWindow(q).limit)
      .offset(pageWindow(q).offset);
    const items: QuotationAccount[] = [];
    // one customer at a time: the queries of one transaction run one after another anyway
    for (const c of rows) {
      const inForce = await quotationsService.inForce(tx, p.tenantId, c.id, factDate(now));
      const quotation = inForce ? await quotationsService.get(tx, p, inForce.versionId) : undefined;
      items.push({
        customerId: c.id,
        customerCode: c.customerCode,
        shortName: c.shortName,
        contractId: quotation?.contractId ?? null,
        contractNo: inForce?.contractNo ?? null,
        quotationId: quotation?.id ?? null,
        quotationNo: quotation?.quotationNo ?? null,
        version: quotation?.version ?? null,
        effectiveFrom: quotation?.effectiveFrom ?? null,
      });
    }
    return { items, total };
  },
};
