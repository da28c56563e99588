import { z } from 'zod';
import { pageOf, pageQuery } from '../core/page-query.ts';

/**
 * Outgoing mail providers: the three supported mailboxes, each with its fixed SMTP server, and `custom`
 * for a self-hosted SMTP server (decisions.md "Mail accounts: three providers and a custom server").
 */
export const mailProviders = ['gmail', 'outlook', 'qq', 'custom'] as const;
export type MailProvider = (typeof mailProviders)[number];
export const mailEncryptions = ['ssl', 'starttls', 'none'] as const;
export type MailEncryption = (typeof mailEncryptions)[number];

export const MAIL_PROVIDER_PRESETS: Record<
  Exclude<MailProvider, 'custom'>,
  { host: string; port: number; encryption: MailEncryption }
> = {
  gmail: { host: 'smtp.gmail.com', port: 465, encryption: 'ssl' },
  outlook: { host: 'smtp.office365.com', port: 587, encryption: 'starttls' },
  qq: { host: 'smtp.qq.com', port: 465, encryption: 'ssl' },
};

/** Whether host, port and encryption are those of the provider (a custom server takes any). */
export function matchesProvider(input: {
  provider: MailProvider;
  mailStmp: string;
  mailPort: number;
  mailSel: MailEncryption;
}): boolean {
  if (input.provider === 'custom') return true;
  const preset = MAIL_PROVIDER_PRESETS[input.provider];
  return (
    preset.host === input.mailStmp.toLowerCase() &&
    preset.port === input.mailPort &&
    preset.encryption === input.mailSel
  );
}

const email = z.email('validation:email').max(200);

/** Spec field names (mailEmail, mailAccout, mailStmp, mailPort, mailSel, mailPassword, mailEnable). */
const mailAccountFields = z.object({
  provider: z.enum(mailProviders),
  mailEmail: email,
  /** The SMTP login; empty means the address. */
  mailAccout: z.string().trim().max(200).default(''),
  mailStmp: z
    .string()
    .trim()
    .toLowerCase()
    .min(1)
    .max(200)
    .regex(/^[a-z0-9.-]+$/, 'mail:rule.host'),
  mailPort: z.number().int().min(1).max(65535),
  mailSel: z.enum(mailEncryptions),
  /** Written, never read back; omitted or empty keeps the stored password. */
  mailPassword: z.string().max(500).optional(),
  mailEnable: z.boolean().default(true),
  /** The account mail pushes go out through. */
  isDefault: z.boolean().default(false),
});
const providerRule = (v: z.infer<typeof mailAccountFields>) => matchesProvider(v);
const providerIssue = { message: 'mail:rule.provider', path: ['mailStmp'] };

export const mailAccountInput = mailAccountFields.refine(providerRule, providerIssue);
export type MailAccountInput = z.infer<typeof mailAccountInput>;
export const mailAccountUpdate = mailAccountFields
  .extend({ id: z.uuid() })
  .refine(providerRule, providerIssue);

export const mailAccountSchema = z.object({
  id: z.uuid(),
  provider: z.enum(mailProviders),
  mailEmail: z.string(),
  mailAccout: z.string(),
  mailStmp: z.string(),
  mailPort: z.number().int(),
  mailSel: z.enum(mailEncryptions),
  mailEnable: z.boolean(),
  isDefault: z.boolean(),
  /** Whether a password is stored; never the password. */
  passwordSet: z.boolean(),
  updatedTime: z.iso.datetime({ offset: true }),
});
export type MailAccount = z.infer<typeof mailAccountSchema>;
export const mailAccountListQuery = pageQuery({ mailEmail: z.string().trim().max(200).optional() });
export const mailAccountPageSchema = pageOf(mailAccountSchema);

export const sendTestMailInput = z.object({ id: z.uuid(), to: email });

/** Per customer: who receives its mail, who is copied, and who is away (out of office) when. */
const person = z.object({ email, name: z.string().trim().max(100).default('') });
const isoDate = z.iso.date();
export const awayEntry = z
  .object({ email, from: isoDate, until: isoDate })
  .refine((v) => v.from <= v.until, { message: 'mail:rule.awayDates', path: ['until'] });
export const mailRecipientsSchema = z.object({
  customerId: z.uuid(),
  receivers: z.array(person).max(50),
  cc: z.array(person).max(50),
  away: z.array(awayEntry).max(50),
});
export type MailRecipients = z.infer<typeof mailRecipientsSchema>;
export const mailRecipientsSummary = z.object({
  customerId: z.uuid(),
  customerCode: z.string(),
  customerName: z.string(),
  receiverCount: z.number().int(),
  ccCount: z.number().int(),
  awayCount: z.number().int(),
});
export const mailRecipientsQuery = pageQuery({ keyword: z.string().trim().max(100).optional() });
export const mailRecipientsPageSchema = pageOf(mailRecipientsSummary);

/** Events that push mail to a customer's receivers, and the test mail. */
export const mailEvents = ['discrepancy', 'billIssued', 'returnAutoHandled', 'test'] as const;
export type MailEvent = (typeof mailEvents)[number];
/** queued → sent; a failed send waits as retrying until its next attempt, and ends failed after the last. */
export const mailStates = ['queued', 'retrying', 'sent', 'failed', 'skipped'] as const;
export type MailState = (typeof mailStates)[number];

export const mailLogSchema = z.object({
  id: z.uuid(),
  event: z.enum(mailEvents),
  customerId: z.uuid().nullable(),
  customerName: z.string(),
  sourceNo: z.string(),
  subject: z.string(),
  toList: z.array(z.string()),
  ccList: z.array(z.string()),
  fromEmail: z.string(),
  state: z.enum(mailStates),
  attempts: z.number().int(),
  /** The last failure as the SMTP server or the network said it. */
  lastError: z.string(),
  nextAttemptTime: z.iso.datetime({ offset: true }).nullable(),
  sentTime: z.iso.datetime({ offset: true }).nullable(),
  createdTime: z.iso.datetime({ offset: true }),
});
export type MailLog = z.infer<typeof mailLogSchema>;
export const mailLogQuery = pageQuery({
  state: z.enum(mailStates).optional(),
  event: z.enum(mailEvents).optional(),
  to: z.string().trim().max(200).optional(),
});
export const mailLogPageSchema = pageOf(mailLogSchema);

/** Whether a mail log row may be sent again by hand: a failed one (a skipped one has nobody to send to). */
export const mailResendable = (state: MailState) => state === 'failed';
