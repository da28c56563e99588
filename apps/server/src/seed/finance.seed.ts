/**
 * Demo prepaid accounts: each prepaid demo customer gets one approved bank-transfer recharge, made through
 * the recharge service, so the demo ships labels (a prepaid customer ships nothing before a recharge) and
 * the recharge and transaction screens show a real movement.
 */
import { and, asc, eq } from 'drizzle-orm';
import { customers, users } from '../db/schema/index.ts';
import { rechargesService } from '../modules/finance/recharges.service.ts';
import { FileStore } from '../platform/files.ts';
import { principalForUser } from '../platform/sessions.ts';
import { withTenant } from '../platform/tenancy.ts';
import type { SeedStep } from './seed-context.ts';

/** The opening balance of a prepaid demo customer, in dollars. */
export const DEMO_OPENING_RECHARGE = 10_000;

export const financeSeed: SeedStep = {
  name: 'finance',
  run: (ctx) =>
    withTenant(ctx.db, ctx.tenant.id, async (tx) => {
      const [admin] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.tenantId, ctx.tenant.id))
        .orderBy(asc(users.createdAt))
        .limit(1);
      const principal = await principalForUser(tx, ctx.tenant.id, admin!.id);
      const prepaid = await tx
        .select({ id: customers.id })
        .from(customers)
        .where(and(eq(customers.tenantId, ctx.tenant.id), eq(customers.accountType, 'prepaid')))
        .orderBy(asc(customers.customerCode));
      // The seed stores no files; a voucher-less recharge only asks the store to accept "no file".
      const files = new FileStore('', 'seed');
      const now = new Date();
      for (const { id } of prepaid) {
        const input = {
          customerId: id,
          type: 'recharge' as const,
          way: 'bankTransfer' as const,
          amount: DEMO_OPENING_RECHARGE,
          remark: 'Opening balance',
        };
        const made = await rechargesService.create(tx, principal, input, files, now);
        await rechargesService.audit(tx, principal, { ids: [made.id], approve: true, remark: '' }, now);
      }
    }),
};
