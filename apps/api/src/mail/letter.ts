/**
 * A fan's mail as content (a letter), and how it becomes the sent mail: the club's name in the
 * subject, a greeting, the body, and the signature with the contact page, as plain text and as HTML
 * (multipart/alternative), so every phone mail app shows the same words.
 */
import type { Mail } from './mailer.ts';

/** One part of a letter's body. */
export type Block =
  /** A paragraph; line breaks are kept. */
  | string
  /** Label and value rows (an order's items, a plan's fee and dates). */
  | { rows: readonly (readonly [label: string, value: string])[]; title?: string }
  /** The action of the mail (confirm, sign in, see the order). */
  | { link: string; label: string };

export interface Letter {
  to: string;
  /** Without the club: `compose` puts 【club】 in front. */
  subject: string;
  /** The addressee, e.g. `佐藤 光`; the greeting says 様. */
  name?: string | undefined;
  body: readonly Block[];
  /** A mailed-link flow's link, logged by the outbox so a local user can follow it. */
  link?: string;
}

export interface Sender {
  /** The club's name (the web specification's siteTitle). */
  club: string;
  /** The site's base URL, for the signature's links. */
  publicUrl: string;
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`).replace(/\n/g, '<br>');

const textBlock = (block: Block): string => {
  if (typeof block === 'string') return block;
  if ('link' in block) return `${block.label}\n${block.link}`;
  const rows = block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
  return block.title ? `■ ${block.title}\n${rows}` : rows;
};

const htmlBlock = (block: Block): string => {
  if (typeof block === 'string') return `<p style="margin:0 0 16px">${escape(block)}</p>`;
  if ('link' in block)
    return `<p style="margin:0 0 16px"><a href="${escape(block.link)}" style="display:inline-block;padding:10px 20px;background:#1f2937;color:#ffffff;text-decoration:none;border-radius:6px">${escape(block.label)}</a></p><p style="margin:0 0 16px;font-size:12px;color:#555555;word-break:break-all">${escape(block.link)}</p>`;
  const rows = block.rows
    .map(
      ([label, value]) =>
        `<tr><th scope="row" style="text-align:left;padding:6px 12px 6px 0;font-weight:normal;color:#555555;vertical-align:top;white-space:nowrap">${escape(label)}</th><td style="padding:6px 0">${escape(value)}</td></tr>`,
    )
    .join('');
  const title = block.title ? `<h2 style="font-size:15px;margin:0 0 8px">${escape(block.title)}</h2>` : '';
  return `${title}<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${rows}</table>`;
};

/** The signature under every fan's mail: who sent it and where to ask. */
const signature = ({ club, publicUrl }: Sender) => [
  `${club}`,
  `${publicUrl}/`,
  `お問い合わせ: ${publicUrl}/contact`,
  '※このメールは送信専用のアドレスからお送りしています。ご返信いただいてもお答えできません。',
];

/** The sent mail of a letter: 【club】 subject, greeting, body and signature; text and HTML. */
export const compose = (letter: Letter, sender: Sender): Mail => {
  const subject = `【${sender.club}】${letter.subject}`;
  const greeting = letter.name ? `${letter.name} 様` : null;
  const sign = signature(sender);
  const text = [
    ...(greeting ? [greeting] : []),
    ...letter.body.map(textBlock),
    ['――――――――――――――――――――', ...sign].join('\n'),
  ].join('\n\n');
  const html = `<!doctype html><html lang="ja"><head><meta charset="utf-8"><title>${escape(subject)}</title></head><body style="margin:0;padding:24px;font-family:'Hiragino Sans','Noto Sans JP',Meiryo,sans-serif;font-size:15px;line-height:1.7;color:#1f2937;background:#ffffff"><div style="max-width:600px;margin:0 auto">${greeting ? `<p style="margin:0 0 16px">${escape(greeting)}</p>` : ''}${letter.body.map(htmlBlock).join('')}<hr style="border:none;border-top:1px solid #d1d5db;margin:24px 0"><p style="margin:0;font-size:13px;color:#555555">${escape(sender.club)}<br><a href="${escape(sender.publicUrl)}/">${escape(sender.publicUrl)}/</a><br>お問い合わせ: <a href="${escape(sender.publicUrl)}/contact">${escape(sender.publicUrl)}/contact</a><br>${escape(sign[3]!)}</p></div></body></html>`;
  return { to: letter.to, subject, text, html, ...(letter.link ? { link: letter.link } : {}) };
};
