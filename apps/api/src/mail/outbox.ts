/**
 * Reads back the mails the outbox mailer wrote (DATA_DIR/outbox/*.eml), decoded: sender, recipient,
 * subject, plain text and HTML. What a developer opens in a mail client, for tests and journeys that
 * check the mail a page promises.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface OutboxMail {
  file: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

const decodeQuotedPrintable = (body: string) =>
  Buffer.from(
    body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** RFC 2047 encoded words (`=?UTF-8?B?...?=`, `=?UTF-8?Q?...?=`), as nodemailer writes headers. */
const decodeWords = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );

const split = (raw: string) => {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at < 0 ? raw : raw.slice(0, at);
  const body = at < 0 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
};

const decodeBody = (headers: Map<string, string>, body: string) => {
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
};

/** The text and HTML parts of a message (single part or multipart/alternative). */
const partsOf = (headers: Map<string, string>, body: string) => {
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!boundary) {
    const content = decodeBody(headers, body);
    return type.startsWith('text/html') ? { text: '', html: content } : { text: content, html: '' };
  }
  const found = { text: '', html: '' };
  for (const chunk of body.split(`--${boundary}`).slice(1)) {
    if (chunk.startsWith('--')) break;
    const part = split(chunk.replace(/^\r?\n/, ''));
    const partType = part.headers.get('content-type') ?? '';
    const content = decodeBody(part.headers, part.body.replace(/\r?\n$/, ''));
    if (partType.startsWith('text/plain')) found.text = content;
    else if (partType.startsWith('text/html')) found.html = content;
  }
  return found;
};

export const parseMail = (raw: string, file = ''): OutboxMail => {
  const { headers, body } = split(raw);
  return {
    file,
    from: decodeWords(headers.get('from') ?? ''),
    to: decodeWords(headers.get('to') ?? ''),
    subject: decodeWords(headers.get('subject') ?? ''),
    ...partsOf(headers, body),
  };
};

/** Every mail in the outbox folder, oldest first (file names start with the time of writing). */
export const readOutbox = (outboxDir: string): OutboxMail[] => {
  let files: string[];
  try {
    files = readdirSync(outboxDir).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  return files.sort().map((name) => parseMail(readFileSync(path.join(outboxDir, name), 'utf8'), name));
};
