import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { audit, softDelete, tenantId, tenantPolicy } from './columns.ts';

/**
 * An outgoing mail account. Its password is sealed by platform/secret-box.ts with a key from the
 * environment; the row never holds it in clear and no answer carries it.
 */
export const mailAccounts = pgTable(
  'mail_accounts',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    /** gmail | outlook | qq | custom */
    provider: text('provider').notNull(),
    mailEmail: text('mail_email').notNull(),
    mailAccount: text('mail_account').notNull().default(''),
    smtpHost: text('smtp_host').notNull(),
    smtpPort: integer('smtp_port').notNull(),
    /** ssl | starttls | none */
    encryption: text('encryption').notNull(),
    sealedPassword: text('sealed_password').notNull().default(''),
    isEnabled: boolean('is_enabled').notNull().default(true),
    isDefault: boolean('is_default').notNull().default(false),
    ...audit,
    ...softDelete,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('mail_accounts_email').on(t.tenantId, t.mailEmail).where(sql`deleted_at IS NULL`),
    tenantPolicy('mail_accounts'),
  ],
).enableRLS();

/** A customer's mail receivers, CC and away (out-of-office) entries. */
export const mailRecipients = pgTable(
  'mail_recipients',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    customerId: uuid('customer_id').notNull(),
    /** receiver | cc | away */
    kind: text('kind').notNull(),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    awayFrom: date('away_from'),
    awayUntil: date('away_until'),
    ...audit,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('mail_recipients_customer').on(t.tenantId, t.customerId),
    tenantPolicy('mail_recipients'),
  ],
).enableRLS();

/**
 * Every mail pushed or tried: the rendered mail, its receivers and where its delivery stands. A failed
 * send waits as `retrying` until `next_attempt_at`, when the schedule queues it again.
 */
export const mailLogs = pgTable(
  'mail_logs',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull(),
    event: text('event').notNull(),
    customerId: uuid('customer_id'),
    sourceNo: text('source_no').notNull().default(''),
    accountId: uuid('account_id'),
    fromEmail: text('from_email').notNull().default(''),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    toList: text('to_list').array().notNull().default([]),
    ccList: text('cc_list').array().notNull().default([]),
    /** queued | retrying | sent | failed | skipped */
    state: text('state').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error').notNull().default(''),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    ...audit,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('mail_logs_tenant_created').on(t.tenantId, t.createdAt),
    index('mail_logs_retry').on(t.state, t.nextAttemptAt),
    tenantPolicy('mail_logs'),
  ],
).enableRLS();
