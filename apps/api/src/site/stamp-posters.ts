import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { stampScanUrl } from '@fanclub/domain/admin';
import type { Db } from '../db/client.ts';
import { eventRewardsRepository } from '../repositories/event-rewards.ts';

/**
 * What the venue posters print: each stamp's scan address (`/stamp/scan?event=…&code=…`, the QR code's
 * content). The codes are drawn at random per installation (db/seed.ts), so the operator reads
 * them here: `DATA_DIR/stamp-posters.tsv` (event, stamp, address), written at every start.
 */
export const writeStampPosters = async (db: Db, companyId: number, publicUrl: string, dataDir: string) => {
  const rows = await eventRewardsRepository(db, companyId).stampCodes();
  const lines = rows
    .filter((r) => r.code)
    .map((r) => [r.event, r.stamp, stampScanUrl(publicUrl, r.eventId, r.code!)].join('\t'));
  // On PostgreSQL nothing else may have created DATA_DIR yet.
  await mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, 'stamp-posters.tsv');
  await writeFile(file, `${['event', 'stamp', 'url'].join('\t')}\n${lines.join('\n')}\n`, { mode: 0o600 });
  return file;
};
