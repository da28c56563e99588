import type { AuthorizationRow } from '@wms/api';
import { inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import {
  type authorizationApplications,
  userCustomers,
  users,
  userWarehouses,
} from '../../db/schema/index.ts';
import type { Directory } from '../../platform/directory.ts';

export type Application = typeof authorizationApplications.$inferSelect;

/** Applications as the API shows them: targets and people with their names. */
export async function authorizationRows(
  tx: Tx,
  directory: Directory,
  rows: Application[],
): Promise<AuthorizationRow[]> {
  const ids = (kind: string) => rows.filter((r) => r.kind === kind).flatMap((r) => r.targetIds);
  const peopleIds = [...new Set(rows.flatMap((r) => [r.applicantId, r.reviewerId ?? r.applicantId]))];
  const targets = await directory.names(tx, { warehouseIds: ids('warehouse'), customerIds: ids('customer') });
  const people = await tx
    .select({ id: users.id, name: users.displayName })
    .from(users)
    .where(inArray(users.id, peopleIds));
  const names = new Map(people.map((p) => [p.id, p.name]));
  return rows.map((row) => {
    const lookup = row.kind === 'warehouse' ? targets.warehouses : targets.customers;
    return {
      id: row.id,
      kind: row.kind as AuthorizationRow['kind'],
      targets: row.targetIds.map((id) => ({ id, name: lookup.get(id) ?? id })),
      reason: row.reason,
      state: row.state as AuthorizationRow['state'],
      applicantId: row.applicantId,
      applicantName: names.get(row.applicantId) ?? '',
      reviewerName: row.reviewerId ? (names.get(row.reviewerId) ?? '') : null,
      reviewRemark: row.reviewRemark,
      createdTime: row.createdAt.toISOString(),
      reviewedTime: row.reviewedAt?.toISOString() ?? null,
    };
  });
}

/** Approval: the applicant's list gains the targets (already present ones are kept). */
export async function grantApplication(tx: Tx, row: Application) {
  const { tenantId, applicantId: userId } = row;
  if (row.kind === 'warehouse')
    await tx
      .insert(userWarehouses)
      .values(row.targetIds.map((warehouseId) => ({ tenantId, userId, warehouseId })))
      .onConflictDoNothing();
  else
    await tx
      .insert(userCustomers)
      .values(row.targetIds.map((customerId) => ({ tenantId, userId, customerId })))
      .onConflictDoNothing();
}
