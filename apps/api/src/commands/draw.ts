/**
 * Operator command: `pnpm --filter @fanclub/api draw [eventId]`. Without an id it draws every event
 * whose entry period has ended and that is not drawn yet (what the server's draw job does); with
 * one it draws that event. Safe to run while the server runs on PostgreSQL and as often as wanted:
 * a drawn benefit is never drawn again. (PGlite keeps its data for one process only: stop the
 * server first when it runs on PGlite.)
 */
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../config.ts';
import { createDb, type Db } from '../db/client.ts';
import { runDueDraws, runEventDraw, type DrawOptions } from '../jobs/draw.ts';
import { createMailer } from '../mail/mailer.ts';
import { sendDrawResults } from '../mail/notices.ts';
import { createPost } from '../mail/post.ts';

export interface CommandOutput {
  log: (line: string) => void;
  error: (line: string) => void;
}

/** Runs the command on a migrated database; answers the process exit code. */
export const drawCommand = async (
  db: Db,
  args: string[],
  out: CommandOutput,
  /** Mails the entrants their results, as the server's draw job does. */
  onDrawn?: DrawOptions['onDrawn'],
): Promise<number> => {
  const mailing = onDrawn ? { onDrawn } : {};
  const [arg, ...rest] = args.filter((a) => a !== '--');
  if (rest.length || (arg !== undefined && !/^[1-9]\d*$/.test(arg))) {
    out.error('usage: draw [eventId]   (eventId: a positive whole number)');
    return 2;
  }
  if (arg === undefined) {
    const summary = await runDueDraws(db, {
      ...mailing,
      onError: (eventId, error) => out.error(`event ${eventId}: draw failed: ${String(error)}`),
    });
    for (const id of summary.drawn) out.log(`event ${id}: drawn`);
    for (const id of summary.skipped)
      out.log(`event ${id}: not drawn by this run (see above, or drawn elsewhere)`);
    if (!summary.drawn.length && !summary.skipped.length) out.log('no event is due for a draw');
    return 0;
  }
  const outcome = await runEventDraw(db, Number(arg), mailing);
  switch (outcome.status) {
    case 'drawn':
      for (const b of outcome.benefits)
        out.log(
          `event ${outcome.eventId}, benefit ${b.benefitId}: ${b.winnersCount} of ${b.entries} entries won`,
        );
      return 0;
    case 'already_drawn':
      out.log(`event ${outcome.eventId}: already drawn, nothing to do`);
      return 0;
    case 'entry_open':
      out.error(
        `event ${outcome.eventId}: entries are open until ${outcome.entryEnd.toISOString()}; not drawn`,
      );
      return 1;
    case 'not_found':
      out.error(`event ${outcome.eventId}: no such draw event`);
      return 1;
  }
};

const main = async () => {
  const config = loadConfig();
  const handle = createDb(config);
  try {
    await handle.migrate();
    const log = { info: () => undefined, error: (obj: unknown, msg?: string) => console.error(msg, obj) };
    const mailer = createMailer(
      {
        smtpUrl: config.smtpUrl,
        dataDir: config.dataDir,
        from: `no-reply@${new URL(config.publicUrl).hostname}`,
      },
      log,
    );
    const post = createPost({
      db: handle.db,
      companyId: config.companyId,
      mailer,
      publicUrl: config.publicUrl,
      mailFrom: config.mailFrom,
      log,
    });
    return await drawCommand(handle.db, process.argv.slice(2), console, (benefitIds) =>
      sendDrawResults({ db: handle.db, post, publicUrl: config.publicUrl }, benefitIds),
    );
  } finally {
    await handle.close();
  }
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
