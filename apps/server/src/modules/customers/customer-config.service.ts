import { type CONTACT_DUTIES, type CustomerFinanceInput, type customerContactsInput, uuidv7 } from '@wms/api';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { customerContacts, customers } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { toConfig } from './customer-mapper.ts';
import { findCustomer } from './customers.service.ts';

/** The finance tab: only account type, credit amount, payment term and temporary quota change. */
async function updateFinance(tx: Tx, principal: Principal, input: CustomerFinanceInput, now: Date) {
  await findCustomer(tx, principal, input.id);
  const [row] = await tx
    .update(customers)
    .set({
      accountType: input.accountType,
      creditAmount: String(input.creditAmount),
      paymentTermDays: input.paymentTermDays,
      temporaryQuota: String(input.temporaryQuota),
      updatedAt: now,
      updatedBy: principal.userId,
    })
    .where(
      and(
        eq(customers.tenantId, principal.tenantId),
        eq(customers.id, input.id),
        isNull(customers.deletedAt),
      ),
    )
    .returning();
  return toConfig(row!);
}

async function contacts(tx: Tx, principal: Principal, customerId: string) {
  await findCustomer(tx, principal, customerId);
  const rows = await tx
    .select()
    .from(customerContacts)
    .where(
      and(eq(customerContacts.tenantId, principal.tenantId), eq(customerContacts.customerId, customerId)),
    )
    .orderBy(asc(customerContacts.lineNo));
  return {
    customerId,
    contacts: rows.map((r) => ({
      id: r.id,
      name: r.name,
      duty: r.duty as (typeof CONTACT_DUTIES)[number],
      phone: r.phone,
      email: r.email,
      remark: r.remark,
    })),
  };
}

/** The list given becomes the customer's docking people, in its order. */
async function saveContacts(
  tx: Tx,
  principal: Principal,
  input: z.infer<typeof customerContactsInput>,
  now: Date,
) {
  await findCustomer(tx, principal, input.customerId);
  await tx
    .delete(customerContacts)
    .where(
      and(
        eq(customerContacts.tenantId, principal.tenantId),
        eq(customerContacts.customerId, input.customerId),
      ),
    );
  if (input.contacts.length)
    await tx.insert(customerContacts).values(
      input.contacts.map((c, lineNo) => ({
        ...c,
        tenantId: principal.tenantId,
        id: uuidv7(),
        customerId: input.customerId,
        lineNo,
        createdAt: now,
        updatedAt: now,
        createdBy: principal.userId,
        updatedBy: principal.userId,
      })),
    );
  return contacts(tx, principal, input.customerId);
}

export const customerConfigService = { updateFinance, contacts, saveContacts };
