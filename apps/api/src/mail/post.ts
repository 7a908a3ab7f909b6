/**
 * The club's post: composes a letter (letter.ts) with the club's name, taken from the web
 * specification's siteTitle at the time of sending, and hands it to the mailer. The sender is
 * MAIL_FROM; without it `"<siteTitle>" <no-reply@<PUBLIC_URL host>>`, and a MAIL_FROM that is a bare
 * address gets the club's name as its display name, so a fan always sees who wrote.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { siteRepository } from '../repositories/site.ts';
import { compose, type Letter } from './letter.ts';
import type { MailFrom, Mailer } from './mailer.ts';

/** Used only when the database holds no web specification yet. */
export const FALLBACK_CLUB_NAME = 'オフィシャルファンクラブ';

/** One letter, several (each sent on its own), or none. */
export type Letters = Letter | readonly Letter[] | null;

export interface Post {
  /** Sends now; a failure is thrown to the caller (mailed-link flows report it). */
  send(letter: Letter): Promise<void>;
  /**
   * Sends a notice about something already done (an order paid, a plan changed): the letter, or a
   * function that reads what it tells (null: nothing to send). A failure is logged and never undoes
   * or fails what happened.
   */
  notify(letters: Letters | (() => Promise<Letters>)): Promise<void>;
}

export interface PostOptions {
  db: Db;
  companyId: number;
  mailer: Mailer;
  publicUrl: string;
  /** MAIL_FROM as configured (address or `Name <address>`). */
  mailFrom: string | undefined;
  log: Pick<FastifyBaseLogger, 'error'>;
}

/** The sender of a mail: MAIL_FROM, with the club's name when it names none. */
export const senderOf = (mailFrom: string | undefined, club: string, publicUrl: string): MailFrom => {
  if (mailFrom && /<.+>/.test(mailFrom)) return mailFrom;
  return { name: club, address: mailFrom || `no-reply@${new URL(publicUrl).hostname}` };
};

export const createPost = ({ db, companyId, mailer, publicUrl, mailFrom, log }: PostOptions): Post => {
  const site = siteRepository(db, companyId);
  const send = async (letter: Letter) => {
    const club = (await site.webSpecification())?.siteTitle || FALLBACK_CLUB_NAME;
    await mailer.send({ ...compose(letter, { club, publicUrl }), from: senderOf(mailFrom, club, publicUrl) });
  };
  return {
    send,
    notify: async (what) => {
      const failed = (error: unknown) => log.error({ err: error }, 'notice mail could not be sent');
      let letters: Letters;
      try {
        letters = typeof what === 'function' ? await what() : what;
      } catch (error) {
        return failed(error);
      }
      // One recipient's failure does not keep the others' mails back.
      for (const letter of letters === null ? [] : 'to' in letters ? [letters] : letters)
        await send(letter).catch(failed);
    },
  };
};
