import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventRewards } from '@fanclub/fixtures';
import { writeStampPosters } from '../src/site/stamp-posters.ts';
import type { TestApp } from '../test/helpers.ts';
import { createMember } from '../test/member-helpers.ts';
import { attackApp, JAPANESE, type Members } from './member-fixtures.ts';

/** Stamp-rally codes cannot be derived from public data, and guessing is throttled (issue #7). */
describe('stamp codes', () => {
  let t: TestApp;
  let m: Members;
  const earn = (code: string, token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/users/events/1/rewards/earn',
      headers: { 'company-id': '3', authorization: `Bearer ${token}` },
      payload: { qRCodeValue: code },
    });
  beforeAll(async () => {
    ({ t, members: m } = await attackApp());
  });
  afterAll(() => t.close());

  it('the codes in the public fixtures (and their names) earn nothing on an installation', async () => {
    for (const stamp of eventRewards[0]!.stamps) {
      const res = await earn(stamp.qRCodeValue!, m.free.token);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(JAPANESE);
    }
  });

  it('the poster addresses the operator prints do earn their stamp', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'sec-posters-'));
    const file = await writeStampPosters(t.db.db, t.config.companyId, t.config.publicUrl, dir);
    const rows = (await readFile(file, 'utf8')).trim().split('\n').slice(1);
    expect(rows).toHaveLength(eventRewards[0]!.stamps.length);
    const code = new URL(rows[0]!.split('\t')[2]!).searchParams.get('code')!;
    expect(code).toMatch(/^LUMIERE-5TH-[A-Z]+-[0-9A-F]{16}$/);
    expect((await earn(code, m.other.token)).statusCode).toBe(200);
  });

  it('a member guessing codes is stopped after ten wrong ones, for a while', async () => {
    const guesser = await createMember(t);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1)
      statuses.push((await earn(`LUMIERE-5TH-GUESS${i}`, guesser.token)).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    const stopped = await earn('LUMIERE-5TH-GUESS', guesser.token);
    expect(stopped.statusCode).toBe(429);
    expect(stopped.json().message).toMatch(/\d+分/);
  });
});
