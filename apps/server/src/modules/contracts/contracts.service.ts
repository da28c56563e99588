import {
  CONTRACT_FILE_MAX_BYTES,
  type Contract,
  type ContractInput,
  type contractListQuery,
  ErrorCode,
  uuidv7,
} from '@wms/api';
import { and, count, desc, eq, ilike, ne, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { contracts, customers, files, quotations } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { canAccess, customerScope } from '../../platform/data-scope.ts';
import { BizError } from '../../platform/errors.ts';
import type { FileStore } from '../../platform/files.ts';
import { iso, likeEscape, notFound, pageWindow } from '../../platform/values.ts';
import { writeQuoteLog } from './quote-logs.service.ts';

const PDF_MAGIC = Buffer.from('%PDF-');

const scoped = (p: Principal, ...more: (SQL | undefined)[]) =>
  and(eq(contracts.tenantId, p.tenantId), customerScope(p, contracts.customerId), ...more);

async function rows(tx: Tx, where: SQL | undefined, window: { limit: number; offset: number }) {
  const quotationCount = tx
    .select({ n: count() })
    .from(quotations)
    .where(and(eq(quotations.tenantId, contracts.tenantId), eq(quotations.contractId, contracts.id)));
  return tx
    .select({
      row: contracts,
      customerCode: customers.customerCode,
      fileName: files.name,
      quotationCount: sql<number>`(${quotationCount})`.mapWith(Number),
    })
    .from(contracts)
    .innerJoin(
      customers,
      and(eq(customers.tenantId, contracts.tenantId), eq(customers.id, contracts.customerId)),
    )
    .leftJoin(files, and(eq(files.tenantId, contracts.tenantId), eq(files.id, contracts.fileId)))
    .where(where)
    .orderBy(desc(contracts.createdAt), desc(contracts.id))
    .limit(window.limit)
    .offset(window.offset);
}

type Found = Awaited<ReturnType<typeof rows>>[number];
function toContract(found: Found, link: (fileId: string) => string | null): Contract {
  const { row } = found;
  return {
    id: row.id,
    customerId: row.customerId,
    customerCode: found.customerCode,
    contractNo: row.contractNo,
    validFrom: row.validFrom,
    validTo: row.validTo,
    signer: row.signer,
    signTime: iso(row.signTime),
    fileId: row.fileId,
    fileName: found.fileName,
    fileUrl: row.fileId ? link(row.fileId) : null,
    accountSet: row.accountSet,
    currency: row.currency as Contract['currency'],
    quotationCount: found.quotationCount,
    createdTime: iso(row.createdAt),
  };
}

/** The contract as the caller may see it, locked for a change when `forUpdate`. */
export async function findContract(tx: Tx, p: Principal, id: string) {
  const [row] = await tx
    .select()
    .from(contracts)
    .where(scoped(p, eq(contracts.id, id)));
  if (!row) throw new BizError(ErrorCode.contractNotFound);
  return row;
}

async function checkInput(
  tx: Tx,
  p: Principal,
  input: ContractInput,
  store: FileStore,
  before?: { id: string; fileId: string | null },
) {
  const id = before?.id;
  if (!canAccess(p, { customerId: input.customerId })) notFound();
  const [customer] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.tenantId, p.tenantId), eq(customers.id, input.customerId)));
  if (!customer) notFound();
  const [taken] = await tx
    .select({ id: contracts.id })
    .from(contracts)
    .where(
      and(
        eq(contracts.tenantId, p.tenantId),
        eq(contracts.contractNo, input.contractNo),
        id ? ne(contracts.id, id) : undefined,
      ),
    );
  if (taken) throw new BizError(ErrorCode.contractNoExists, { contractNo: input.contractNo });
  // The caller may reference only a file it may read (its own upload); keeping the current one is fine.
  await store.assertReadable(tx, p, input.fileId, before?.fileId);
  if (input.fileId) {
    const [file] = await tx
      .select({ id: files.id })
      .from(files)
      .where(
        and(eq(files.tenantId, p.tenantId), eq(files.id, input.fileId), eq(files.mime, 'application/pdf')),
      );
    if (!file) throw new BizError(ErrorCode.fileNotFound);
  }
}

const fields = (input: ContractInput) => ({
  customerId: input.customerId,
  contractNo: input.contractNo,
  validFrom: input.validFrom,
  validTo: input.validTo,
  signer: input.signer,
  signTime: new Date(input.signTime),
  fileId: input.fileId,
  accountSet: input.accountSet,
  currency: input.currency,
});

/** Contracts of customers: number, validity, signer, signing time, PDF, account set, currency. */
export const contractsService = {
  async list(tx: Tx, p: Principal, q: z.infer<typeof contractListQuery>, store: FileStore, now: Date) {
    const where = scoped(
      p,
      q.customerId ? eq(contracts.customerId, q.customerId) : undefined,
      q.contractNo ? ilike(contracts.contractNo, likeEscape(q.contractNo)) : undefined,
    );
    const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(contracts).where(where);
    const found = await rows(tx, where, pageWindow(q));
    return { items: found.map((f) => toContract(f, (id) => store.signedUrl(p.tenantId, id, now))), total };
  },

  async get(tx: Tx, p: Principal, id: string, store: FileStore, now: Date) {
    const [found] = await rows(tx, scoped(p, eq(contracts.id, id)), { limit: 1, offset: 0 });
    if (!found) throw new BizError(ErrorCode.contractNotFound);
    return toContract(found, (fileId) => store.signedUrl(p.tenantId, fileId, now));
  },

  async create(tx: Tx, p: Principal, input: ContractInput, store: FileStore, now: Date) {
    await checkInput(tx, p, input, store);
    const id = uuidv7();
    const at = { createdAt: now, updatedAt: now, createdBy: p.userId, updatedBy: p.userId };
    await tx.insert(contracts).values({ tenantId: p.tenantId, id, ...fields(input), ...at });
    await writeQuoteLog(
      tx,
      p,
      { contractId: id, customerId: input.customerId },
      'contractCreated',
      {
        contractNo: input.contractNo,
      },
      now,
    );
    return contractsService.get(tx, p, id, store, now);
  },

  async update(tx: Tx, p: Principal, input: ContractInput & { id: string }, store: FileStore, now: Date) {
    const before = await findContract(tx, p, input.id);
    await checkInput(tx, p, input, store, { id: input.id, fileId: before.fileId });
    const after = fields(input);
    const changed = Object.fromEntries(
      Object.entries(after)
        .filter(([k, v]) => String(before[k as keyof typeof before] ?? '') !== String(v ?? ''))
        .map(([k, v]) => [k, { before: before[k as keyof typeof before], after: v }]),
    );
    await tx
      .update(contracts)
      .set({ ...after, updatedAt: now, updatedBy: p.userId })
      .where(and(eq(contracts.tenantId, p.tenantId), eq(contracts.id, input.id)));
    await writeQuoteLog(
      tx,
      p,
      { contractId: input.id, customerId: input.customerId },
      'contractUpdated',
      {
        contractNo: input.contractNo,
        changed,
      },
      now,
    );
    return contractsService.get(tx, p, input.id, store, now);
  },

  /** Stores a contract PDF; the size and the PDF signature are checked on the bytes, not the name. */
  async uploadFile(tx: Tx, p: Principal, input: { fileName: string; content: string }, store: FileStore) {
    const content = Buffer.from(input.content, 'base64');
    if (content.length > CONTRACT_FILE_MAX_BYTES) throw new BizError(ErrorCode.contractFileTooLarge);
    if (!content.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC))
      throw new BizError(ErrorCode.contractFileFormat);
    const file = await store.save(
      tx,
      { tenantId: p.tenantId, name: input.fileName, mime: 'application/pdf', createdBy: p.userId },
      content,
    );
    return { id: file.id, name: file.name };
  },
};
