import nodemailer from 'nodemailer';
import type { SmtpConfig } from '../config.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Outgoing mail over SMTP (DESIGN §3); absent from the deps when no SMTP server is configured. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export function smtpMailer(config: SmtpConfig): Mailer {
  const transport = nodemailer.createTransport({
    host: config.host,
    port: config.port,
    secure: config.secure,
    auth: config.user ? { user: config.user, pass: config.pass ?? '' } : undefined,
  });
  return {
    async send(message) {
      await transport.sendMail({ from: config.from, ...message });
    },
  };
}
