import {
  type AuditAction,
  type AuditState,
  auditActionOpen,
  auditReasonMissing,
  auditStateAfter,
  auditStep,
  ErrorCode,
  voucherTypeAllowed,
} from '@wms/api';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { files } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { BizError } from '../../platform/errors.ts';
import type { FileStore } from '../../platform/files.ts';

/** What the audit flow reads of a record: a miscellaneous fee or a recharge. */
export interface Audited {
  id: string;
  auditState: AuditState;
  voucherFileId: string | null;
}

/** The columns every audit step writes. */
export interface AuditPatch {
  auditState: AuditState;
  auditRemark?: string;
  updatedBy: string;
  updatedAt: Date;
}

/** How one kind of audited record is read, refused and written; `F` is the fields an edit sets. */
export interface AuditedKind<R extends Audited, F> {
  get(tx: Tx, p: Principal, id: string): Promise<R>;
  /** The kind's own refusal (it names the record's number) of an action its state does not allow. */
  refused(row: R, action: AuditAction): BizError;
  write(tx: Tx, p: Principal, ids: readonly string[], patch: AuditPatch & Partial<F>): Promise<void>;
}

export interface AuditDecision {
  ids: string[];
  approve: boolean;
  remark: string;
}

/** The one audit flow (edit and resubmit, approve, reject with a reason) over one kind of record. */
export function auditFlow<R extends Audited, F>(kind: AuditedKind<R, F>) {
  async function open(tx: Tx, p: Principal, id: string, action: AuditAction) {
    const row = await kind.get(tx, p, id);
    if (!auditActionOpen(row.auditState, action)) throw kind.refused(row, action);
    return row;
  }
  return {
    open,
    /** Saves an edit of a pending or rejected record, which submits it for audit again. */
    async edit(tx: Tx, p: Principal, id: string, fields: (row: R) => Promise<F>, now: Date) {
      const row = await open(tx, p, id, 'edit');
      const patch = { ...(await fields(row)), auditState: auditStateAfter('edit'), updatedBy: p.userId };
      await kind.write(tx, p, [id], { ...patch, updatedAt: now });
      return kind.get(tx, p, id);
    },
    /**
     * Approves or rejects pending records, all or none; `approved` runs in the same transaction with the
     * approved records, so what approval causes (a charge) happens exactly when the state changes.
     */
    async decide(
      tx: Tx,
      p: Principal,
      input: AuditDecision,
      now: Date,
      approved?: (rows: R[]) => Promise<unknown>,
    ) {
      const rows: R[] = [];
      for (const id of input.ids) rows.push(await open(tx, p, id, 'audit'));
      if (auditReasonMissing(input.approve, input.remark)) throw new BizError(ErrorCode.auditReasonRequired);
      const auditState = auditStateAfter(auditStep(input.approve));
      await kind.write(tx, p, input.ids, {
        auditState,
        auditRemark: input.remark,
        updatedBy: p.userId,
        updatedAt: now,
      } as AuditPatch & Partial<F>);
      if (input.approve) await approved?.(rows);
      const after: R[] = [];
      for (const id of input.ids) after.push(await kind.get(tx, p, id));
      return after;
    },
  };
}

/** Stores a voucher file of an allowed type; the audit pages link to it. */
export async function uploadVoucher(
  tx: Tx,
  p: Principal,
  input: { fileName: string; content: string },
  store: FileStore,
) {
  if (!voucherTypeAllowed(input.fileName))
    throw new BizError(ErrorCode.voucherTypeRefused, { name: input.fileName });
  const file = await store.save(
    tx,
    { tenantId: p.tenantId, name: input.fileName, mime: 'application/octet-stream', createdBy: p.userId },
    Buffer.from(input.content, 'base64'),
  );
  return { id: file.id, name: file.name };
}

/** The voucher a record names, readable by the caller (or already the record's), with its file name. */
export async function voucherOf(
  tx: Tx,
  p: Principal,
  store: FileStore,
  voucherFileId: string | null | undefined,
  current?: string | null,
) {
  const id = voucherFileId ?? null;
  await store.assertReadable(tx, p, id, current);
  const [file] = id
    ? await tx
        .select({ name: files.name })
        .from(files)
        .where(and(eq(files.tenantId, p.tenantId), eq(files.id, id)))
    : [];
  return { voucherFileId: id, voucherName: file?.name ?? null };
}

/** A record with a signed link to its voucher, for the audit and edit pages. */
export const withVoucherUrl = <R extends Audited>(row: R, p: Principal, store: FileStore, now: Date) => ({
  ...row,
  voucherUrl: row.voucherFileId ? store.signedUrl(p.tenantId, row.voucherFileId, now) : null,
});
