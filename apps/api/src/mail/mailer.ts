import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

/** A sender: an address, or a display name with its address (`"ファンクラブ" <no-reply@...>`). */
export type MailFrom = string | { name: string; address: string };

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The same content as HTML (multipart/alternative with the text). */
  html?: string;
  /** The sender; the mailer's default when absent. */
  from?: MailFrom;
  /** The action link inside the mail; the outbox logs it so a local user can follow it. */
  link?: string;
}

const message = (mail: Mail, from: MailFrom) => ({
  from: mail.from ?? from,
  to: mail.to,
  subject: mail.subject,
  text: mail.text,
  ...(mail.html ? { html: mail.html } : {}),
});

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): Promise<void>;
}

type Log = Pick<FastifyBaseLogger, 'info'>;

/** Real delivery through the SMTP server named by SMTP_URL (smtp://user:pass@host:port). */
export const createSmtpMailer = (smtpUrl: string, from: MailFrom): Mailer => {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail(message(mail, from));
    },
    async close() {
      transport.close();
    },
  };
};

/**
 * Without SMTP every mail becomes an .eml file in DATA_DIR/outbox (openable in any mail client)
 * and its link goes to the log, so sign-up works on a laptop with no mail server.
 */
export const createOutboxMailer = (outboxDir: string, from: MailFrom, log: Log): Mailer => {
  // nodemailer builds the RFC 5322 message (encoded headers, UTF-8 body); we only store it.
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await builder.sendMail(message(mail, from));
      await mkdir(outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(outboxDir, `${stamp}-${randomUUID().slice(0, 8)}.eml`);
      await writeFile(file, info.message as Buffer);
      log.info({ to: mail.to, file, link: mail.link }, `mail written to outbox: ${mail.subject}`);
    },
    async close() {},
  };
};

export const createMailer = (
  options: { smtpUrl: string | undefined; dataDir: string; from: MailFrom },
  log: Log,
): Mailer =>
  options.smtpUrl
    ? createSmtpMailer(options.smtpUrl, options.from)
    : createOutboxMailer(path.join(options.dataDir, 'outbox'), options.from, log);
