import type { MailAccount, MailEncryption, MailEvent, MailLog, MailProvider, MailState } from '@wms/api';
import type { mailAccounts, mailLogs } from '../../db/schema/index.ts';
import type { AccountSmtp } from '../../platform/mailer.ts';
import type { SecretBox } from '../../platform/secret-box.ts';
import { iso } from '../../platform/values.ts';

export type MailAccountRow = typeof mailAccounts.$inferSelect;
export type MailLogRow = typeof mailLogs.$inferSelect;

/** The answer for an account: every field but the sealed password, and only whether one is stored. */
export function toMailAccount(row: MailAccountRow): MailAccount {
  return {
    id: row.id,
    provider: row.provider as MailProvider,
    mailEmail: row.mailEmail,
    mailAccout: row.mailAccount,
    mailStmp: row.smtpHost,
    mailPort: row.smtpPort,
    mailSel: row.encryption as MailEncryption,
    mailEnable: row.isEnabled,
    isDefault: row.isDefault,
    passwordSet: row.sealedPassword !== '',
    updatedTime: iso(row.updatedAt),
  };
}

export function toMailLog(row: MailLogRow, customerName = ''): MailLog {
  return {
    id: row.id,
    event: row.event as MailEvent,
    customerId: row.customerId,
    customerName,
    sourceNo: row.sourceNo,
    subject: row.subject,
    toList: row.toList,
    ccList: row.ccList,
    fromEmail: row.fromEmail,
    state: row.state as MailState,
    attempts: row.attempts,
    lastError: row.lastError,
    nextAttemptTime: row.nextAttemptAt ? iso(row.nextAttemptAt) : null,
    sentTime: row.sentAt ? iso(row.sentAt) : null,
    createdTime: iso(row.createdAt),
  };
}

/** How nodemailer reaches the account: the password opened from its seal only here, for the send. */
export function smtpOf(row: MailAccountRow, box: SecretBox): AccountSmtp {
  return {
    host: row.smtpHost,
    port: row.smtpPort,
    encryption: row.encryption as AccountSmtp['encryption'],
    user: row.mailAccount || row.mailEmail,
    pass: row.sealedPassword ? box.open(row.sealedPassword) : '',
    from: row.mailEmail,
  };
}

/** A failure as the SMTP server or the network put it, short enough for the log. */
export function reasonOf(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/\s+/g, ' ').slice(0, 300);
}
