import { ErrorCode, type Quotation, type QuotationInput, uuidv7 } from '@wms/api';
import { and, asc, desc, eq, gte, lte } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import { contracts, quotations } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { nextNumber } from '../../platform/counters.ts';
import { customerScope } from '../../platform/data-scope.ts';
import { BizError } from '../../platform/errors.ts';
import { factDate, versionInForce } from '../../platform/rating/rate-versions.ts';
import { iso } from '../../platform/values.ts';
import { findContract } from './contracts.service.ts';
import { checkQuotation } from './quotation-rules.ts';
import { writeQuoteLog } from './quote-logs.service.ts';

type Body = Omit<QuotationInput, 'contractId' | 'effectiveFrom'>;
type Row = typeof quotations.$inferSelect;

const dayBefore = (date: string) => factDate(new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000));

function toQuotation(row: Row, next: Row | undefined, contractEnd: string): Quotation {
  const body = row.body as Body;
  return {
    ...body,
    id: row.id,
    contractId: row.contractId,
    customerId: row.customerId,
    quotationNo: row.quotationNo,
    version: row.version,
    effectiveFrom: row.effectiveFrom,
    effectiveTo: next ? dayBefore(next.effectiveFrom) : contractEnd,
    createdTime: iso(row.createdAt),
  };
}

async function versionsOf(tx: Executor, tenantId: string, contractId: string) {
  return tx
    .select()
    .from(quotations)
    .where(and(eq(quotations.tenantId, tenantId), eq(quotations.contractId, contractId)))
    .orderBy(asc(quotations.effectiveFrom));
}

/** Quotation versions of a contract: effective-dated rate cards that are added, never rewritten. */
export const quotationsService = {
  async list(tx: Tx, p: Principal, contractId: string): Promise<Quotation[]> {
    const contract = await findContract(tx, p, contractId);
    const all = await versionsOf(tx, p.tenantId, contractId);
    return all.map((row, i) => toQuotation(row, all[i + 1], contract.validTo)).reverse();
  },

  async get(tx: Tx, p: Principal, id: string): Promise<Quotation> {
    const [row] = await tx
      .select()
      .from(quotations)
      .where(
        and(
          eq(quotations.tenantId, p.tenantId),
          eq(quotations.id, id),
          customerScope(p, quotations.customerId),
        ),
      );
    if (!row) throw new BizError(ErrorCode.quotationNotFound);
    const found = (await quotationsService.list(tx, p, row.contractId)).find((q) => q.id === id);
    return found!;
  },

  /** A new version from `effectiveFrom` (today or later), so no charge already made is repriced. */
  async create(tx: Tx, p: Principal, input: QuotationInput, now: Date): Promise<Quotation> {
    const contract = await findContract(tx, p, input.contractId);
    // versions of one contract are numbered one at a time
    await tx
      .select({ id: contracts.id })
      .from(contracts)
      .where(and(eq(contracts.tenantId, p.tenantId), eq(contracts.id, contract.id)))
      .for('update');
    const existing = await versionsOf(tx, p.tenantId, contract.id);
    checkQuotation(input, { contract, existing, today: factDate(now) });
    const { contractId, effectiveFrom, ...body } = input;
    const id = uuidv7();
    const version = Math.max(0, ...existing.map((v) => v.version)) + 1;
    const quotationNo = await nextNumber(tx, p.tenantId, 'quotation', 'QT', now);
    await tx.insert(quotations).values({
      tenantId: p.tenantId,
      id,
      contractId,
      customerId: contract.customerId,
      quotationNo,
      version,
      effectiveFrom,
      body,
      createdAt: now,
      updatedAt: now,
      createdBy: p.userId,
      updatedBy: p.userId,
    });
    await writeQuoteLog(
      tx,
      p,
      { contractId, customerId: contract.customerId },
      'quotationCreated',
      {
        quotationNo,
        version,
        effectiveFrom,
        services: body.logistics.map((l) => `${l.carrier} ${l.serviceCode}`),
        warehouseCharges: body.warehouseCharges.length,
      },
      now,
    );
    return quotationsService.get(tx, p, id);
  },

  /**
   * The customer's quotation in force on `date`: of the contracts valid that day the latest signed, and
   * of its versions the one that took effect last on or before the day. Undefined when none prices it.
   */
  async inForce(tx: Executor, tenantId: string, customerId: string, date: string) {
    const [contract] = await tx
      .select({ id: contracts.id, contractNo: contracts.contractNo })
      .from(contracts)
      .where(
        and(
          eq(contracts.tenantId, tenantId),
          eq(contracts.customerId, customerId),
          lte(contracts.validFrom, date),
          gte(contracts.validTo, date),
        ),
      )
      .orderBy(desc(contracts.signTime), desc(contracts.id))
      .limit(1);
    if (!contract) return undefined;
    const row = versionInForce(await versionsOf(tx, tenantId, contract.id), date);
    return row
      ? {
          versionId: row.id,
          quotationNo: row.quotationNo,
          contractNo: contract.contractNo,
          ...(row.body as Body),
        }
      : undefined;
  },
};
