import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paidOnlyFields, type PaidKind } from '../src/lib/paid-gate.ts';
import { mediaSigner } from '../src/media/signed-urls.ts';
import type { TestApp } from '../test/helpers.ts';
import { attackApp, get, JAPANESE, type Members } from './member-fixtures.ts';

/** Where each kind of paid-gated item is read: its lists and its detail routes. */
const readers: Record<PaidKind, { lists: string[]; detail?: (id: number) => string[] }> = {
  blog: {
    lists: ['/api/v1/blogs?limit=100', '/api/v1/users/blogs?limit=100'],
    detail: (id) => [`/api/v1/blogs/${id}`, `/api/v1/users/blogs/${id}`],
  },
  news: { lists: ['/api/v1/news?limit=100'], detail: (id) => [`/api/v1/news/${id}`] },
  discography: {
    lists: ['/api/v1/discographies?limit=100'],
    detail: (id) => [`/api/v1/discographies/${id}`],
  },
  schedule: { lists: ['/api/v1/schedules?limit=100'], detail: (id) => [`/api/v1/schedules/${id}`] },
  musicVideo: { lists: ['/api/v1/mv-titles'] },
  vlog: { lists: ['/api/v1/vlogs'] },
  profile: { lists: ['/api/v1/profiles?limit=100'], detail: (id) => [`/api/v1/users/profiles/${id}`] },
};

type Item = Record<string, unknown> & { id: number; isPaid: boolean };
const withheld = (value: unknown) => value === null || (Array.isArray(value) && value.length === 0);

describe('every paid-gated field and file is withheld by the server (issue #1, #2)', () => {
  let t: TestApp;
  let m: Members;
  beforeAll(async () => {
    ({ t, members: m } = await attackApp());
  });
  afterAll(() => t.close());

  const items = async (url: string, token?: string): Promise<Item[]> => {
    const res = await get(t, url, token);
    expect(res.statusCode, url).toBe(200);
    return res.json().data as Item[];
  };

  for (const [kind, fields] of Object.entries(paidOnlyFields) as [PaidKind, readonly string[]][]) {
    it(`${kind}: ${fields.join(', ')} only for paid members, in lists and details`, async () => {
      const { lists, detail } = readers[kind];
      let checked = 0;
      for (const list of lists) {
        const paidView = (await items(list, m.paid.token)).filter((i) => i.isPaid);
        expect(paidView.length, `${list} has paid items in the demo data`).toBeGreaterThan(0);
        expect(
          paidView.some((i) => fields.some((field) => !withheld(i[field]))),
          `${list} for a paid member`,
        ).toBe(true);
        for (const token of list.includes('/users/') ? [m.free.token] : [undefined, m.free.token]) {
          for (const item of (await items(list, token)).filter((i) => i.isPaid)) {
            for (const field of fields)
              expect(withheld(item[field]), `${list} #${item.id} ${field}`).toBe(true);
            checked += 1;
            for (const url of detail?.(item.id) ?? []) {
              if (url.includes('/users/') && !token) continue;
              const one = await get(t, url, token);
              expect(one.statusCode, url).toBe(200);
              for (const field of fields) expect(withheld(one.json()[field]), `${url} ${field}`).toBe(true);
              const full = (await get(t, url, m.paid.token)).json();
              expect(
                fields.some((field) => !withheld(full[field])),
                `${url} for a paid member`,
              ).toBe(true);
            }
          }
        }
      }
      expect(checked).toBeGreaterThan(0);
    });
  }

  /** Every string inside a value (nested objects and lists too). */
  const strings = (value: unknown): string[] =>
    typeof value === 'string'
      ? [value]
      : Array.isArray(value)
        ? value.flatMap(strings)
        : value && typeof value === 'object'
          ? Object.values(value).flatMap(strings)
          : [];

  it('no file of the public demo folder is named by a paid-only field: paid pictures are signed media', async () => {
    // What the paid gate withholds, as a paid member receives it: every URL in a paid-only field.
    const paidOnly = new Set<string>();
    for (const [kind, fields] of Object.entries(paidOnlyFields) as [PaidKind, readonly string[]][]) {
      for (const list of readers[kind].lists) {
        for (const item of (await items(list, m.paid.token)).filter((i) => i.isPaid)) {
          const details = readers[kind].detail?.(item.id) ?? [];
          const views = [
            item,
            ...(await Promise.all(details.map(async (url) => (await get(t, url, m.paid.token)).json()))),
          ];
          for (const view of views)
            for (const field of fields)
              for (const value of strings(view[field])) if (value.startsWith('/')) paidOnly.add(value);
        }
      }
    }
    const pictures = [...paidOnly].filter((url) => /\.(svg|png|jpe?g|webp)(\?|$)/.test(url));
    expect(pictures.length, 'the demo has paid-only pictures (profile 5’s gallery)').toBeGreaterThanOrEqual(
      4,
    );

    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
      );
    const publicFiles = walk(t.config.demoDir).map(
      (file) => `/demo/${path.relative(t.config.demoDir, file).split(path.sep).join('/')}`,
    );
    expect(publicFiles.length).toBeGreaterThan(100);
    const paidPaths = new Set([...paidOnly].map((url) => url.split('?')[0]!));
    expect(publicFiles.filter((url) => paidPaths.has(url))).toEqual([]);

    // Each paid-only file is a signed media URL: it opens for the paid member, and never without
    // its signature or from the public folder.
    for (const url of paidOnly) {
      expect(url, 'paid-only files are media').toMatch(/^\/media\/[^?]+\?expires=\d+&signature=/);
      const ok = await get(t, url);
      expect(ok.statusCode, url).toBe(200);
      const bare = url.split('?')[0]!;
      expect((await get(t, bare)).statusCode, bare).toBe(403);
      const asDemo = bare.replace(/^\/media\/(images\/)?/, '/demo/');
      expect((await get(t, asDemo)).statusCode, asDemo).toBe(404);
    }
  });

  it('paid videos are no public files: guests cannot fetch them at any guessable URL', async () => {
    for (const name of ['vlog-3', 'vlog-4', 'mv-4', 'mv-6', 'birthday-1', 'stamp-reward']) {
      for (const url of [`/demo/videos/${name}.mp4`, `/media/videos/${name}.mp4`]) {
        const res = await get(t, url);
        expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, url).toBeLessThan(500);
        expect(res.headers['content-type'], url).not.toMatch(/video/);
      }
    }
  });

  it('a paid member gets a signed URL that plays (with ranges); tampered, moved or expired ones do not', async () => {
    const vlogs = await items('/api/v1/vlogs', m.paid.token);
    const url = vlogs.find((v) => v.isPaid)!.videoUrl as string;
    expect(url).toMatch(/^\/media\/videos\/vlog-\d\.mp4\?expires=\d+&signature=/);
    const ok = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-99' } });
    expect(ok.statusCode).toBe(206);
    expect(ok.headers['content-type']).toMatch(/video\/mp4/);
    expect(ok.headers['cache-control']).toMatch(/private/);

    const signature = new URL(url, 'http://x').searchParams.get('signature')!;
    const tampered = url.replace(signature, `${signature.slice(0, -2)}AA`);
    const moved = url.replace(/vlog-\d/, 'mv-6');
    const past = mediaSigner(t.config.jwtSecret).sign(url, Date.now() - 3 * 60 * 60 * 1000);
    const foreign = mediaSigner(new TextEncoder().encode('another-secret')).sign(url);
    for (const bad of [tampered, moved, past, foreign, url.split('?')[0]!]) {
      const res = await get(t, bad);
      expect(res.statusCode, bad).toBe(403);
      expect(res.json().message).toMatch(JAPANESE);
    }
  });
});
