import type { Transporter } from 'nodemailer';
import type { SmtpConfig } from '../config.ts';

export interface MailMessage {
  to: string | string[];
  cc?: string[];
  subject: string;
  text: string;
}

/**
 * Outgoing mail over SMTP (docs/architecture.md#files-and-mail); absent from the deps when no SMTP server is
 * configured.
 */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export function smtpMailer(config: SmtpConfig): Mailer {
  // nodemailer is loaded on the first mail, not at start-up (≈ 25 MB the server would hold for nothing).
  let transport: Transporter | undefined;
  return {
    async send(message) {
      transport ??= (await import('nodemailer')).default.createTransport({
        host: config.host,
        port: config.port,
        secure: config.secure,
        auth: config.user ? { user: config.user, pass: config.pass ?? '' } : undefined,
      });
      await transport.sendMail({ from: config.from, ...message });
    },
  };
}

/** A tenant's own SMTP account (mail settings), as the mail module opens it. */
export interface AccountSmtp {
  host: string;
  port: number;
  encryption: 'ssl' | 'starttls' | 'none';
  user: string;
  pass: string;
  from: string;
}

/**
 * Sends one mail through a tenant's account on a connection of its own, closed afterwards. Short
 * timeouts: a wrong host or port fails in seconds (and is retried by the queue) instead of holding a
 * request or a worker for nodemailer's default two minutes.
 */
export async function sendThroughAccount(account: AccountSmtp, message: MailMessage): Promise<void> {
  const nodemailer = (await import('nodemailer')).default;
  const transport = nodemailer.createTransport({
    host: account.host,
    port: account.port,
    secure: account.encryption === 'ssl',
    requireTLS: account.encryption === 'starttls',
    ignoreTLS: account.encryption === 'none',
    auth: account.pass ? { user: account.user, pass: account.pass } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  try {
    await transport.sendMail({ from: account.from, ...message });
  } finally {
    transport.close();
  }
}
