import {
  ErrorCode,
  type MailAccountInput,
  type mailAccountListQuery,
  matchesProvider,
  type sendTestMailInput,
  uuidv7,
} from '@wms/api';
import { translate } from '@wms/i18n/messages';
import { and, count, desc, eq, ilike, isNull, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { mailAccounts, mailLogs } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/context.ts';
import { BizError } from '../../platform/errors.ts';
import { sendThroughAccount } from '../../platform/mailer.ts';
import type { SecretBox } from '../../platform/secret-box.ts';
import { likeEscape, pageWindow } from '../../platform/values.ts';
import { type MailAccountRow, reasonOf, smtpOf, toMailAccount, toMailLog } from './mail-rows.ts';

const live = (tenantId: string) => and(eq(mailAccounts.tenantId, tenantId), isNull(mailAccounts.deletedAt));

export async function findMailAccount(tx: Tx, principal: Principal, id: string): Promise<MailAccountRow> {
  const [row] = await tx
    .select()
    .from(mailAccounts)
    .where(and(live(principal.tenantId), eq(mailAccounts.id, id)));
  if (!row) throw new BizError(ErrorCode.mailAccountNotFound);
  return row;
}

async function list(tx: Tx, principal: Principal, query: z.infer<typeof mailAccountListQuery>) {
  const where = and(
    live(principal.tenantId),
    query.mailEmail ? ilike(mailAccounts.mailEmail, likeEscape(query.mailEmail)) : undefined,
  );
  const [total] = await tx.select({ n: count() }).from(mailAccounts).where(where);
  const rows = await tx
    .select()
    .from(mailAccounts)
    .where(where)
    .orderBy(desc(mailAccounts.isDefault), desc(mailAccounts.createdAt))
    .limit(pageWindow(query).limit)
    .offset(pageWindow(query).offset);
  return { items: rows.map(toMailAccount), total: total?.n ?? 0 };
}

/** The schema checks it too; the server does not trust a client's copy of the rule. */
function assertProvider(input: MailAccountInput) {
  if (!matchesProvider(input)) throw new BizError(ErrorCode.mailProviderUnsupported);
}

async function assertEmailFree(tx: Tx, principal: Principal, mailEmail: string, id?: string) {
  const [taken] = await tx
    .select({ id: mailAccounts.id })
    .from(mailAccounts)
    .where(
      and(
        live(principal.tenantId),
        eq(mailAccounts.mailEmail, mailEmail),
        id ? ne(mailAccounts.id, id) : undefined,
      ),
    );
  if (taken) throw new BizError(ErrorCode.mailAccountExists, { mailEmail });
}

/** One default account per tenant: the one pushed mail goes out through. */
async function clearOtherDefaults(tx: Tx, principal: Principal, id: string) {
  await tx
    .update(mailAccounts)
    .set({ isDefault: false })
    .where(and(live(principal.tenantId), ne(mailAccounts.id, id), eq(mailAccounts.isDefault, true)));
}

function fieldsOf(input: MailAccountInput) {
  return {
    provider: input.provider,
    mailEmail: input.mailEmail,
    mailAccount: input.mailAccout,
    smtpHost: input.mailStmp,
    smtpPort: input.mailPort,
    encryption: input.mailSel,
    isEnabled: input.mailEnable,
    isDefault: input.isDefault,
  };
}

async function create(tx: Tx, principal: Principal, input: MailAccountInput, box: SecretBox, now: Date) {
  assertProvider(input);
  await assertEmailFree(tx, principal, input.mailEmail);
  const [first] = await tx.select({ n: count() }).from(mailAccounts).where(live(principal.tenantId));
  const id = uuidv7();
  const [row] = await tx
    .insert(mailAccounts)
    .values({
      ...fieldsOf(input),
      // The tenant's first account is its default, so pushes work without a second step.
      isDefault: input.isDefault || (first?.n ?? 0) === 0,
      tenantId: principal.tenantId,
      id,
      sealedPassword: input.mailPassword ? box.seal(input.mailPassword) : '',
      createdBy: principal.userId,
      updatedBy: principal.userId,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (row!.isDefault) await clearOtherDefaults(tx, principal, id);
  return toMailAccount(row!);
}

async function update(
  tx: Tx,
  principal: Principal,
  input: MailAccountInput & { id: string },
  box: SecretBox,
  now: Date,
) {
  assertProvider(input);
  const current = await findMailAccount(tx, principal, input.id);
  await assertEmailFree(tx, principal, input.mailEmail, input.id);
  const [row] = await tx
    .update(mailAccounts)
    .set({
      ...fieldsOf(input),
      sealedPassword: input.mailPassword ? box.seal(input.mailPassword) : current.sealedPassword,
      updatedAt: now,
      updatedBy: principal.userId,
    })
    .where(and(live(principal.tenantId), eq(mailAccounts.id, current.id)))
    .returning();
  if (row!.isDefault) await clearOtherDefaults(tx, principal, row!.id);
  return toMailAccount(row!);
}

async function remove(tx: Tx, principal: Principal, input: { id: string }, now: Date) {
  const current = await findMailAccount(tx, principal, input.id);
  await tx
    .update(mailAccounts)
    .set({ deletedAt: now, isDefault: false, updatedAt: now, updatedBy: principal.userId })
    .where(and(live(principal.tenantId), eq(mailAccounts.id, current.id)));
  return { id: current.id };
}

type RunInTenant = <T>(work: (tx: Tx) => Promise<T>) => Promise<T>;

/**
 * Sends a test mail now. The account is read in one transaction, the mail goes out outside any (an SMTP
 * conversation must not hold a database connection), and the outcome is logged in a second one; a
 * failure is logged and then refused with the server's own words.
 */
async function sendTest(
  run: RunInTenant,
  principal: Principal,
  input: z.infer<typeof sendTestMailInput>,
  box: SecretBox,
  clock: () => Date,
) {
  const account = await run((tx) => findMailAccount(tx, principal, input.id));
  const subject = `${translate('zh-CN', 'mail:test.subject')} / ${translate('en', 'mail:test.subject')}`;
  const params = { sender: account.mailEmail };
  const body = `${translate('zh-CN', 'mail:test.body', params)}\n\n${translate('en', 'mail:test.body', params)}`;
  let failure = '';
  try {
    await sendThroughAccount(smtpOf(account, box), { to: input.to, subject, text: body });
  } catch (error) {
    failure = reasonOf(error);
  }
  const now = clock();
  const logged = await run(async (tx) => {
    const [row] = await tx
      .insert(mailLogs)
      .values({
        tenantId: principal.tenantId,
        id: uuidv7(),
        event: 'test',
        accountId: account.id,
        fromEmail: account.mailEmail,
        subject,
        body,
        toList: [input.to],
        state: failure ? 'failed' : 'sent',
        attempts: 1,
        lastError: failure,
        sentAt: failure ? null : now,
        createdBy: principal.userId,
        updatedBy: principal.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return toMailLog(row!);
  });
  if (failure) throw new BizError(ErrorCode.mailSendFailed, { reason: failure });
  return logged;
}

export const mailAccountsService = { list, create, update, remove, sendTest };
