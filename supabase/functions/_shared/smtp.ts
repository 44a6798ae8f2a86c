// SMTP transport (nodemailer) configured from the environment; locally the stack's maildev.
import nodemailer from 'npm:nodemailer@7.0.10';
import { smtpConfig } from './env.ts';

export interface OutgoingMail {
  from: { name: string; address: string };
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: Array<{ filename: string; content: string; contentType: string }>;
  headers?: Record<string, string>;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<{ messageId: string; response: string }>;
  close(): void;
}

/** An SMTP error as nodemailer reports it (code ESOCKET, ECONNECTION, EENVELOPE… and the reply code). */
export interface SmtpError extends Error {
  code?: string;
  responseCode?: number;
}

/** A 5xx reply to the message or recipient is final; connection problems and 4xx replies are retried. */
export function isPermanentSmtpError(error: unknown): boolean {
  const smtp = error as SmtpError;
  const code = Number(smtp?.responseCode);
  return smtp?.code !== 'EAUTH' && code >= 500 && code < 600;
}

export function createMailer({ pooled = false } = {}): Mailer {
  const config = smtpConfig();
  const transport = nodemailer.createTransport({
    host: config.host,
    port: config.port,
    secure: config.secure,
    auth: config.user ? { user: config.user, pass: config.pass ?? '' } : undefined,
    tls: { rejectUnauthorized: config.rejectUnauthorized },
    pool: pooled,
    maxConnections: 1,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(mail) {
      const info = await transport.sendMail(mail);
      return { messageId: String(info.messageId ?? ''), response: String(info.response ?? '') };
    },
    close() {
      transport.close();
    },
  };
}
