/**
 * Demo prepaid accounts: each prepaid demo customer gets one approved bank-transfer recharge, made through
 * the recharge service, so the demo ships labels (a prepaid customer ships nothing before a recharge) and
 * the recharge and transaction screens show a real movement.
 */
import { and, asc, eq } from 'drizzle-orm';
import { customers } from '../db/schema/index.ts';
import { rechargesService } from '../modules/finance/recharges.service.ts';
import { FileStore } from '../platform/files.ts';
import { asAdministrator, type SeedStep } from './seed-context.ts';

/** The opening balance of a prepaid demo customer, in dollars. */
export const DEMO_OPENING_RECHARGE = 10_000;

export const financeSeed: SeedStep = {
  name: 'finance',
  run: (ctx) =>
    asAdministrator(ctx, async (tx, principal) => {
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
