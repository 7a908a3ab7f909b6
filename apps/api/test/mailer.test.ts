import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { createOutboxMailer, createSmtpMailer } from '../src/mail/mailer.ts';

const mail = {
  to: 'fan@example.com',
  subject: '会員登録のご案内',
  text: '以下のリンクから登録を完了してください。\nhttp://localhost:3000/membership-registration?token=abc',
  link: 'http://localhost:3000/membership-registration?token=abc',
};

/** Decodes the single text part nodemailer writes (quoted-printable or base64). */
const decodeBody = (raw: string): string => {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  if (/Content-Transfer-Encoding: base64/i.test(head)) return Buffer.from(body, 'base64').toString('utf8');
  if (/Content-Transfer-Encoding: quoted-printable/i.test(head)) {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h: string) => `%${h}`);
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
  }
  return body;
};

describe('outbox mailer', () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

  it('writes each mail as an .eml file and logs its link', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'outbox-'));
    dirs.push(dir);
    const logged: unknown[] = [];
    const mailer = createOutboxMailer(dir, 'no-reply@example.com', {
      info: (obj: unknown) => logged.push(obj),
    } as never);
    await mailer.send(mail);
    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = await readFile(path.join(dir, files[0]!), 'utf8');
    expect(eml).toMatch(/^To: fan@example.com$/m);
    expect(eml).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(logged).toEqual([expect.objectContaining({ link: mail.link, to: mail.to })]);
  });
});

describe('SMTP mailer', () => {
  it('delivers through a real SMTP server', async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push(Buffer.concat(chunks).toString('utf8'));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${port}?ignoreTLS=true`, 'no-reply@example.com');
    try {
      await mailer.send(mail);
    } finally {
      await mailer.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    expect(received).toHaveLength(1);
    expect(received[0]).toMatch(/^To: fan@example.com/m);
    expect(decodeBody(received[0]!)).toContain(mail.link);
  });
});
