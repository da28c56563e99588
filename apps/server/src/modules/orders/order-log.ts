import { uuidv7 } from '@wms/api';
import type { Executor } from '../../db/client.ts';
import { orderLogs } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';

export type Changes = Record<string, { before: unknown; after: unknown }>;

export interface LogEntry {
  orderId: string;
  /** An order action name (`orders:action.*`) or an edit (`edit.*`). */
  action: string;
  before?: string | null;
  after?: string | null;
  changes?: Changes;
  remark?: string | null;
}

/** Appends operation-log rows: who, when, what, and the status or fields before → after. */
export async function appendLogs(tx: Executor, principal: Principal, entries: LogEntry[], now: Date) {
  if (!entries.length) return;
  await tx.insert(orderLogs).values(
    entries.map((e) => ({
      id: uuidv7(now.getTime()),
      tenantId: principal.tenantId,
      orderId: e.orderId,
      action: e.action,
      beforeStatus: e.before ?? null,
      afterStatus: e.after ?? null,
      changes: e.changes ?? {},
      remark: e.remark ?? null,
      createdAt: now,
      createdBy: principal.userId,
    })),
  );
}

/** The fields whose value differs, as before → after. */
export function diff<T extends Record<string, unknown>>(before: T, after: Partial<T>): Changes {
  const changes: Changes = {};
  for (const [key, value] of Object.entries(after)) {
    if (value === undefined) continue;
    const old = before[key];
    const same = old instanceof Date && value instanceof Date ? +old === +value : old === value;
    if (!same) changes[key] = { before: old ?? null, after: value ?? null };
  }
  return changes;
}
