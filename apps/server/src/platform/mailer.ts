import type { Transporter } from 'nodemailer';
import type { SmtpConfig } from '../config.ts';

export interface MailMessage {
  to: string;
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
