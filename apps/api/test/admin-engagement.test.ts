import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminRequest,
  drawEventBody,
  operatorTokens,
  createTestApp,
  headers,
  type TestApp,
} from './helpers.ts';
import { signIn } from './shop-helpers.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
const hour = 3_600_000;

const admin = (method: string, path: string, token: string | undefined, payload?: unknown) =>
  adminRequest(t, method, path, token, payload);
const fan = (method: string, path: string, token?: string, payload?: unknown) =>
  t.app.inject({
    method: method as 'GET',
    url: `/api/v1/${path}`,
    headers: headers(token),
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

beforeAll(async () => {
  t = await createTestApp({}, { seed: true });
  Object.assign(tokens, await operatorTokens(t));
  tokens.member = await signIn(t.app, 'paid@example.jp');
}, 60_000);
afterAll(() => t.close());

const eventBody = (profileIds: number[], extra: Record<string, unknown> = {}) => ({
  name: 'テスト総選挙',
  introduction: '<p>推しに投票しよう</p>',
  imageURL: null,
  startedDate: new Date(Date.now() - hour).toISOString(),
  closedDate: new Date(Date.now() + 24 * hour).toISOString(),
  candidates: profileIds.map((profileId) => ({
    profileId,
    imageURL: null,
    content: `${profileId}番の意気込み`,
  })),
  ...extra,
});

describe('admin API: voting events and point packages', () => {
  it('an editor opens a vote the fans see at once; votes show in the live results and the CSV', async () => {
    const profiles = (await admin('GET', 'content/profiles?limit=3', tokens.editor)).json().data as {
      id: number;
      name: string;
    }[];
    expect(profiles.length).toBeGreaterThanOrEqual(2);
    // Warm the fans' read first: the write must be seen by the next read.
    expect((await fan('GET', 'voting-events?limit=50')).statusCode).toBe(200);
    const created = await admin(
      'POST',
      'voting-events',
      tokens.editor,
      eventBody([profiles[0]!.id, profiles[1]!.id]),
    );
    expect(created.statusCode, created.body).toBe(200);
    const event = created.json();
    expect(event.candidates.map((c: { name: string }) => c.name).sort()).toEqual(
      [profiles[0]!.name, profiles[1]!.name].sort(),
    );
    const listed = (await fan('GET', 'voting-events?limit=50')).json().data as {
      id: number;
      profiles: unknown[];
    }[];
    expect(listed.find((e) => e.id === event.id)?.profiles).toHaveLength(2);

    const candidate = event.candidates.find((c: { profileId: number }) => c.profileId === profiles[1]!.id);
    const voted = await fan('POST', 'users/votes', tokens.member, {
      votingEventProfileId: candidate.id,
      point: 3,
    });
    expect(voted.statusCode, voted.body).toBe(200);
    const live = (await admin('GET', `voting-events/${event.id}`, tokens.support)).json();
    expect(live.candidates[0]).toMatchObject({ profileId: profiles[1]!.id, point: 3, votes: 1, voters: 1 });

    const exported = await admin('GET', `voting-events/${event.id}/results.csv`, tokens.support);
    expect(exported.statusCode, exported.body).toBe(200);
    const { csv, filename } = exported.json();
    expect(filename).toBe(`voting-results-${event.id}.csv`);
    expect(csv.startsWith('\uFEFF順位,候補者,プロフィールID,ポイント,投票数,投票者数\r\n')).toBe(true);
    expect(csv).toContain(`1,${profiles[1]!.name},${profiles[1]!.id},3,1,1\r\n`);

    // A candidate with votes stays: removing it is refused and nothing changes.
    const removed = await admin(
      'PATCH',
      `voting-events/${event.id}`,
      tokens.editor,
      eventBody([profiles[0]!.id], {
        name: '名前も変えたい',
        candidates: [
          { id: live.candidates[1].id, profileId: profiles[0]!.id, imageURL: null, content: null },
        ],
      }),
    );
    expect(removed.statusCode).toBe(409);
    expect(removed.json().message).toBe(
      `「${profiles[1]!.name}」にはすでに投票があるため、候補者から外せません。`,
    );
    expect((await admin('GET', `voting-events/${event.id}`, tokens.editor)).json().name).toBe('テスト総選挙');

    // Adding a third candidate keeps the others' points; the write is in the audit log.
    const edited = await admin(
      'PATCH',
      `voting-events/${event.id}`,
      tokens.editor,
      eventBody([], {
        candidates: [
          ...live.candidates.map((c: { id: number; profileId: number }) => ({
            id: c.id,
            profileId: c.profileId,
            imageURL: null,
            content: null,
          })),
          { profileId: profiles[2]!.id, imageURL: null, content: null },
        ],
      }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().candidates.map((c: { point: number }) => c.point)).toEqual([3, 0, 0]);
    const logs = (await admin('GET', 'audit-logs?resource=votingEvents', tokens.owner)).json().data;
    expect(logs.map((l: { action: string }) => l.action)).toEqual(['update', 'create']);
  });

  it('refuses bad input in Japanese and changes nothing; support only reads', async () => {
    const before = (await admin('GET', 'voting-events', tokens.editor)).json().total;
    const profiles = (await admin('GET', 'content/profiles?limit=1', tokens.editor)).json().data;
    const cases: [unknown, string][] = [
      [eventBody([]), '候補者を1人以上登録してください。'],
      [eventBody([profiles[0].id, profiles[0].id]), '同じプロフィールを2回登録することはできません。'],
      [eventBody([999_999]), '候補者のプロフィールが見つかりません。'],
      [
        eventBody([profiles[0].id], { closedDate: new Date(Date.now() - 2 * hour).toISOString() }),
        '終了日時は開始日時より後にしてください。',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await admin('POST', 'voting-events', tokens.editor, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect((await admin('GET', 'voting-events', tokens.editor)).json().total).toBe(before);
    const refused = await admin('POST', 'voting-events', tokens.support, eventBody([profiles[0].id]));
    expect(refused.statusCode).toBe(403);
  });

  it('a point package put on sale is offered to fans at once; a bad price is refused', async () => {
    expect((await fan('GET', 'voting-packages?limit=100')).statusCode).toBe(200);
    const body = {
      name: 'お試しパック',
      price: 500,
      taxRate: 10,
      point: 40,
      expireDate: new Date(Date.now() + 30 * 24 * hour).toISOString(),
      displayOrder: 0,
    };
    const created = await admin('POST', 'voting-packages', tokens.editor, body);
    expect(created.statusCode, created.body).toBe(200);
    const offered = (await fan('GET', 'voting-packages?limit=100')).json().data as {
      id: number;
      point: number;
    }[];
    expect(offered.find((p) => p.id === created.json().id)?.point).toBe(40);

    const bad = await admin('PATCH', `voting-packages/${created.json().id}`, tokens.editor, {
      ...body,
      price: -1,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('0以上の整数で入力してください。');
    const edited = await admin('PATCH', `voting-packages/${created.json().id}`, tokens.editor, {
      ...body,
      point: 45,
    });
    expect(edited.json()).toMatchObject({ name: 'お試しパック', point: 45 });
    const list = (await admin('GET', 'voting-packages', tokens.support)).json().data as { id: number }[];
    expect(list.some((p) => p.id === created.json().id)).toBe(true);
  });
});

const surveyBody = (extra: Record<string, unknown> = {}) => ({
  title: 'ライブの感想アンケート',
  description: '今後の参考にします。',
  isPaid: false,
  startAt: null,
  endAt: null,
  questions: [
    {
      content: 'いちばん良かった曲は？',
      isMultiple: false,
      choices: [{ content: 'Prism Night' }, { content: 'Starlight' }],
    },
    { content: '来てほしい会場は？', isMultiple: true, choices: [{ content: '東京' }, { content: '大阪' }] },
  ],
  ...extra,
});

describe('admin API: surveys', () => {
  it('an editor’s survey is answered by a fan; totals per choice and the CSV follow; answered, its questions keep their number', async () => {
    expect((await fan('GET', 'surveys?limit=50')).statusCode).toBe(200);
    const created = await admin('POST', 'surveys', tokens.editor, surveyBody());
    expect(created.statusCode, created.body).toBe(200);
    const survey = created.json();
    const listed = (await fan('GET', 'surveys?limit=50')).json().data as { id: number; title: string }[];
    expect(listed.find((s) => s.id === survey.id)?.title).toBe('ライブの感想アンケート');

    const [first, second] = survey.questions;
    const answered = await fan('POST', `users/surveys/${survey.id}/survey-answers`, tokens.member, {
      surveyAnswerIds: [first.choices[1].id, second.choices[0].id, second.choices[1].id],
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const totals = (await admin('GET', `surveys/${survey.id}`, tokens.support)).json();
    expect(totals.respondents).toBe(1);
    expect(
      totals.questions.map((q: { choices: { count: number }[] }) => q.choices.map((c) => c.count)),
    ).toEqual([
      [0, 1],
      [1, 1],
    ]);

    const { csv } = (await admin('GET', `surveys/${survey.id}/answers.csv`, tokens.support)).json();
    const [header, row] = csv.replace('\uFEFF', '').split('\r\n');
    // An operator's text is kept as typed: the full-width ？ stays (NFKC is for addresses and codes).
    expect(header).toBe('回答日時,会員番号,いちばん良かった曲は？,来てほしい会場は？');
    expect(row.split(',').slice(2)).toEqual(['Starlight', '東京／大阪']);

    // Once answered: a choice cannot be added (409, nothing changes), wording can be corrected.
    const sameShape = {
      questions: totals.questions.map(
        (q: {
          id: number;
          content: string;
          isMultiple: boolean;
          choices: { id: number; content: string }[];
        }) => ({
          id: q.id,
          content: q.content,
          isMultiple: q.isMultiple,
          choices: q.choices.map((c) => ({ id: c.id, content: c.content })),
        }),
      ),
    };
    const added = structuredClone(sameShape);
    added.questions[0].choices.push({ content: '新曲' });
    const refused = await admin(
      'PATCH',
      `surveys/${survey.id}`,
      tokens.editor,
      surveyBody({ ...added, title: '変更' }),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'すでに回答があるため、質問と選択肢の追加・削除はできません（文言の修正はできます）。',
    );
    expect((await admin('GET', `surveys/${survey.id}`, tokens.editor)).json().title).toBe(
      'ライブの感想アンケート',
    );
    sameShape.questions[0].choices[0].content = 'Prism Night（新アレンジ）';
    const reworded = await admin('PATCH', `surveys/${survey.id}`, tokens.editor, surveyBody(sameShape));
    expect(reworded.statusCode, reworded.body).toBe(200);
    expect(
      reworded
        .json()
        .questions[0].choices.map((c: { content: string; count: number }) => [c.content, c.count]),
    ).toEqual([
      ['Prism Night（新アレンジ）', 0],
      ['Starlight', 1],
    ]);
  });

  it('refuses bad input in Japanese and changes nothing', async () => {
    const before = (await admin('GET', 'surveys', tokens.editor)).json().total;
    const cases: [unknown, string][] = [
      [surveyBody({ title: '' }), '入力してください'],
      [surveyBody({ questions: [] }), '質問を1つ以上登録してください。'],
      [
        surveyBody({ questions: [{ content: '一択', isMultiple: false, choices: [{ content: 'はい' }] }] }),
        '選択肢を2つ以上登録してください。',
      ],
      [
        surveyBody({ startAt: '2026-12-10T00:00:00+09:00', endAt: '2026-12-01T00:00:00+09:00' }),
        '終了日時は開始日時より後にしてください。',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await admin('POST', 'surveys', tokens.editor, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect((await admin('GET', 'surveys', tokens.editor)).json().total).toBe(before);
  });
});

describe('admin API: draw winners as CSV', () => {
  it('exports the winners of a drawn event with their member number, name, email and option', async () => {
    const created = await admin(
      'POST',
      'draw-events',
      tokens.editor,
      drawEventBody('CSVテスト抽選', {
        name: '=サイン色紙',
        capacity: 5,
        isDisplayWinner: false,
        congratulationContent: null,
      }),
    );
    expect(created.statusCode, created.body).toBe(200);
    const event = created.json();
    const entered = await fan('POST', `users/draw-events/${event.id}/register`, tokens.member, {
      drawBenefitId: event.benefits[0].id,
    });
    expect(entered.statusCode, entered.body).toBe(200);
    const empty = (await admin('GET', `draw-events/${event.id}/winners.csv`, tokens.support)).json();
    expect(empty.csv).toBe('\uFEFF特典,会員番号,氏名,メールアドレス,オプション,応募日時,当選した抽選\r\n');
    expect((await admin('POST', `draw-events/${event.id}/draw`, tokens.editor, {})).statusCode).toBe(200);
    const { csv, filename } = (
      await admin('GET', `draw-events/${event.id}/winners.csv`, tokens.support)
    ).json();
    expect(filename).toBe(`draw-winners-${event.id}.csv`);
    const rows = csv.replace('\uFEFF', '').trim().split('\r\n');
    expect(rows).toHaveLength(2);
    // A benefit named like a formula is exported as text.
    // In Japan time, as the orders' export, and which draw chose the winner.
    expect(rows[1]).toMatch(
      /^'=サイン色紙,\d{8},.+,paid@example\.jp,,\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2},一次抽選$/,
    );
    expect((await admin('GET', 'draw-events/999999/winners.csv', tokens.editor)).statusCode).toBe(404);
  });
});

const stampEventBody = (extra: Record<string, unknown> = {}) => ({
  name: '冬ツアー スタンプラリー',
  description: '3会場を回ってスタンプを集めよう',
  stamps: [
    { name: '東京会場', qRCodeValue: 'WINTER-TOKYO', iconURLLocked: null, iconURLUnlocked: '/t.png' },
    { name: '大阪会場', qRCodeValue: 'WINTER-OSAKA', iconURLLocked: null, iconURLUnlocked: null },
  ],
  rewards: [
    {
      name: 'コンプリート壁紙',
      description: null,
      membershipType: 'all',
      imageURL: null,
      videoURL: '/videos/winter.mp4',
    },
  ],
  ...extra,
});

describe('admin API: stamp rallies', () => {
  it('an editor’s rally is collected by a fan with the printed codes; an earned stamp cannot be removed', async () => {
    const created = await admin('POST', 'stamp-events', tokens.editor, stampEventBody());
    expect(created.statusCode, created.body).toBe(200);
    const event = created.json();
    expect(event.stamps.map((s: { qRCodeValue: string; order: number }) => [s.qRCodeValue, s.order])).toEqual(
      [
        ['WINTER-TOKYO', 1],
        ['WINTER-OSAKA', 2],
      ],
    );
    // The printed QR code holds the site's scan address naming this rally, as the venue posters do.
    expect(event.stamps[0].scanUrl).toMatch(new RegExp(`/stamp/scan\\?event=${event.id}&code=WINTER-TOKYO$`));
    expect((await admin('GET', `stamp-events/${event.id}`, tokens.support)).json()).toEqual(event);
    const listed = (await admin('GET', 'stamp-events?q=冬ツアー', tokens.support)).json();
    expect(listed.data.map((e: { id: number }) => e.id)).toContain(event.id);

    // The fan sees the rally and earns a stamp with its code.
    const earned = await fan('POST', `users/events/${event.id}/rewards/earn`, tokens.member, {
      qRCodeValue: 'WINTER-TOKYO',
    });
    expect(earned.statusCode, earned.body).toBe(200);
    const tokyo = (await admin('GET', `stamp-events/${event.id}`, tokens.editor)).json().stamps[0];
    expect(tokyo.earned).toBe(1);

    // Codes may move between stamps of the event; the earned stamp is kept with its members.
    const swapped = await admin(
      'PATCH',
      `stamp-events/${event.id}`,
      tokens.editor,
      stampEventBody({
        stamps: [
          { ...stampEventBody().stamps[0], id: event.stamps[0].id, qRCodeValue: 'WINTER-OSAKA' },
          { ...stampEventBody().stamps[1], id: event.stamps[1].id, qRCodeValue: 'WINTER-TOKYO' },
          { name: '名古屋会場', qRCodeValue: 'WINTER-NAGOYA', iconURLLocked: null, iconURLUnlocked: null },
        ],
        rewards: [],
      }),
    );
    expect(swapped.statusCode, swapped.body).toBe(200);
    expect(
      swapped.json().stamps.map((s: { qRCodeValue: string; earned: number }) => [s.qRCodeValue, s.earned]),
    ).toEqual([
      ['WINTER-OSAKA', 1],
      ['WINTER-TOKYO', 0],
      ['WINTER-NAGOYA', 0],
    ]);
    expect(swapped.json().rewards).toEqual([]);

    const removing = await admin(
      'PATCH',
      `stamp-events/${event.id}`,
      tokens.editor,
      stampEventBody({ stamps: [stampEventBody().stamps[1]] }),
    );
    expect(removing.statusCode).toBe(409);
    expect(removing.json().message).toBe('「東京会場」はすでに獲得した会員がいるため、削除できません。');
    expect((await admin('GET', `stamp-events/${event.id}`, tokens.editor)).json()).toEqual(swapped.json());

    const logs = (await admin('GET', 'audit-logs?resource=stampEvents', tokens.owner)).json().data;
    expect(logs.map((l: { action: string }) => l.action).slice(0, 2)).toEqual(['update', 'create']);
  });

  it('refuses bad input in Japanese and changes nothing; unknown ids are 404; support only reads', async () => {
    const before = (await admin('GET', 'stamp-events', tokens.editor)).json().total;
    const stamp = (qRCodeValue: string) => ({
      name: '会場',
      qRCodeValue,
      iconURLLocked: null,
      iconURLUnlocked: null,
    });
    const cases: [unknown, string][] = [
      [stampEventBody({ name: '' }), '入力してください'],
      [stampEventBody({ stamps: [] }), 'スタンプを1つ以上登録してください。'],
      [
        stampEventBody({ stamps: [stamp('会場 1')] }),
        'QRコードの値は半角英数字・ハイフン・アンダースコアで入力してください。',
      ],
      [
        stampEventBody({ stamps: [stamp('SAME'), stamp('SAME')] }),
        '同じQRコードの値を2回使うことはできません。',
      ],
      [
        stampEventBody({ rewards: [{ ...stampEventBody().rewards[0], videoURL: 'javascript:alert(1)' }] }),
        '動画のURLは / または https:// から始まる形で入力してください。',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await admin('POST', 'stamp-events', tokens.editor, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toContain(message);
    }
    // The demo rally's code (drawn at random per installation) is another event's.
    const demoCode = (await admin('GET', 'stamp-events/1', tokens.editor)).json().stamps[0].qRCodeValue;
    const taken = await admin(
      'POST',
      'stamp-events',
      tokens.editor,
      stampEventBody({ stamps: [stamp(demoCode)] }),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('このQRコードの値はほかのスタンプで使われています。');
    expect((await admin('GET', 'stamp-events', tokens.editor)).json().total).toBe(before);

    expect((await admin('GET', 'stamp-events/999999', tokens.editor)).statusCode).toBe(404);
    const unknown = await admin('PATCH', 'stamp-events/999999', tokens.editor, stampEventBody());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('指定されたデータが見つかりません。');
    const strange = await admin(
      'PATCH',
      'stamp-events/1',
      tokens.editor,
      stampEventBody({ stamps: [{ ...stamp('X1'), id: 999_999 }] }),
    );
    expect(strange.statusCode).toBe(400);
    expect(strange.json().message).toBe('スタンプまたは特典が見つかりません。');
    expect((await admin('POST', 'stamp-events', tokens.support, stampEventBody())).statusCode).toBe(403);
    expect((await admin('GET', 'stamp-events', tokens.support)).statusCode).toBe(200);
  });
});

const giftPostBody = (extra: Record<string, unknown> = {}) => ({
  title: '年末の感謝ボイス',
  content: '<p>今年もありがとう！</p>',
  videoUrl: '/media/videos/thanks.mp4',
  publishedAt: new Date(Date.now() - hour).toISOString(),
  images: ['/demo/gifts/thanks-1.svg', 'https://cdn.example.jp/thanks-2.png'],
  ...extra,
});

describe('admin API: gift posts', () => {
  it('an editor’s post reaches fans at its time; scheduled, it leaves the site until then; taken down, it is gone', async () => {
    const created = await admin('POST', 'gift-posts', tokens.editor, giftPostBody());
    expect(created.statusCode, created.body).toBe(200);
    const post = created.json();
    expect(post).toMatchObject({ status: 'published', title: '年末の感謝ボイス' });
    expect(
      post.giftPostImages.map((i: { url: string; displayOrder: number }) => [i.url, i.displayOrder]),
    ).toEqual([
      ['/demo/gifts/thanks-1.svg', 1],
      ['https://cdn.example.jp/thanks-2.png', 2],
    ]);
    expect((await fan('GET', `users/gift-posts/${post.id}`, tokens.member)).statusCode).toBe(200);

    const scheduled = await admin(
      'PATCH',
      `gift-posts/${post.id}`,
      tokens.editor,
      giftPostBody({ publishedAt: new Date(Date.now() + 24 * hour).toISOString(), images: [] }),
    );
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect(scheduled.json()).toMatchObject({ status: 'scheduled', giftPostImages: [] });
    expect((await fan('GET', `users/gift-posts/${post.id}`, tokens.member)).statusCode).toBe(404);
    const listed = (await fan('GET', 'users/gift-posts?limit=100', tokens.member)).json().data;
    expect(listed.map((p: { id: number }) => p.id)).not.toContain(post.id);
    const onlyScheduled = (await admin('GET', 'gift-posts?status=scheduled', tokens.support)).json();
    expect(onlyScheduled.data.map((p: { id: number }) => p.id)).toContain(post.id);
    expect(onlyScheduled.data.every((p: { status: string }) => p.status === 'scheduled')).toBe(true);

    expect((await admin('DELETE', `gift-posts/${post.id}`, tokens.support)).statusCode).toBe(403);
    const removed = await admin('DELETE', `gift-posts/${post.id}`, tokens.editor);
    expect(removed.json()).toEqual({ message: '削除しました。' });
    expect((await admin('GET', `gift-posts/${post.id}`, tokens.editor)).statusCode).toBe(404);
    const logs = (await admin('GET', 'audit-logs?resource=giftPosts', tokens.owner)).json().data;
    expect(logs.map((l: { action: string }) => l.action).slice(0, 3)).toEqual(['delete', 'update', 'create']);
  });

  it('refuses bad input in Japanese and changes nothing; unknown ids are 404', async () => {
    const before = (await admin('GET', 'gift-posts', tokens.editor)).json().total;
    const cases: [unknown, string][] = [
      [giftPostBody({ title: '' }), '入力してください'],
      [
        giftPostBody({ videoUrl: 'javascript:alert(1)' }),
        '動画のURLは / または https:// から始まる形で入力してください。',
      ],
      [
        giftPostBody({ images: ['http://example.jp/a.png'] }),
        '画像のURLは / または https:// から始まる形で入力してください。',
      ],
      [giftPostBody({ publishedAt: '2026-13-01' }), '日時を正しく入力してください。'],
    ];
    for (const [body, message] of cases) {
      const res = await admin('POST', 'gift-posts', tokens.editor, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const first = (await admin('GET', 'gift-posts?limit=1', tokens.editor)).json().data[0];
    const refused = await admin(
      'PATCH',
      `gift-posts/${first.id}`,
      tokens.editor,
      giftPostBody({ title: '' }),
    );
    expect(refused.statusCode).toBe(400);
    expect((await admin('GET', `gift-posts/${first.id}`, tokens.editor)).json()).toEqual(first);
    expect((await admin('GET', 'gift-posts', tokens.editor)).json().total).toBe(before);
    for (const [method, body] of [
      ['GET', undefined],
      ['PATCH', giftPostBody()],
      ['DELETE', undefined],
    ] as const) {
      const res = await admin(method, 'gift-posts/999999', tokens.editor, body);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('指定されたデータが見つかりません。');
    }
  });
});

const birthdayGiftBody = (extra: Record<string, unknown> = {}) => ({
  month: 4,
  title: '誕生日おめでとうボイス',
  content: '<p>お誕生日おめでとう！</p>',
  imageUrl: '/demo/gifts/birthday.svg',
  videoUrl: null,
  productSkuId: null,
  isMail: false,
  ...extra,
});

describe('admin API: birthday gifts', () => {
  it('an editor’s gift for a month reaches the paid members born in it; receipts are counted', async () => {
    const mine = (await fan('GET', 'users/birthday-gifts', tokens.member)).json().data as {
      id: number;
      month: number;
      productSkuId: number | null;
    }[];
    expect(mine.length).toBeGreaterThan(0);
    const month = mine[0]!.month;
    const sku = (await admin('GET', 'birthday-gifts?limit=100', tokens.editor))
      .json()
      .data.find((g: { productSkuId: number | null }) => g.productSkuId)?.productSkuId;
    expect(sku).toBeTruthy();

    const created = await admin(
      'POST',
      'birthday-gifts',
      tokens.editor,
      birthdayGiftBody({ month, isMail: true, productSkuId: sku }),
    );
    expect(created.statusCode, created.body).toBe(200);
    const gift = created.json();
    expect(gift).toMatchObject({ month, isMail: true, productSkuId: sku, received: 0 });
    const now = (await fan('GET', 'users/birthday-gifts', tokens.member)).json().data;
    expect(now.map((g: { id: number }) => g.id)).toContain(gift.id);
    const received = await fan('PATCH', 'users/received-gifts', tokens.member, { birthdayGiftId: gift.id });
    expect(received.statusCode, received.body).toBe(200);
    expect((await admin('GET', `birthday-gifts/${gift.id}`, tokens.support)).json().received).toBe(1);

    const moved = await admin(
      'PATCH',
      `birthday-gifts/${gift.id}`,
      tokens.editor,
      birthdayGiftBody({ month: (month % 12) + 1 }),
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ month: (month % 12) + 1, productSkuId: null, received: 1 });
    const inMonth = (await admin('GET', `birthday-gifts?month=${(month % 12) + 1}`, tokens.support)).json();
    expect(inMonth.data.map((g: { id: number }) => g.id)).toContain(gift.id);
    const logs = (await admin('GET', 'audit-logs?resource=birthdayGifts', tokens.owner)).json().data;
    expect(logs.map((l: { action: string }) => l.action).slice(0, 2)).toEqual(['update', 'create']);
  });

  it('refuses bad input in Japanese and changes nothing; unknown ids are 404', async () => {
    const before = (await admin('GET', 'birthday-gifts', tokens.editor)).json().total;
    const cases: [unknown, string][] = [
      [birthdayGiftBody({ month: 13 }), '月は1〜12の数字で選んでください。'],
      [birthdayGiftBody({ title: '' }), '入力してください'],
      [
        birthdayGiftBody({ imageUrl: 'http://example.jp/a.png' }),
        '画像のURLは / または https:// から始まる形で入力してください。',
      ],
      [birthdayGiftBody({ productSkuId: 999_999 }), '指定された商品（SKU）が見つかりません。'],
    ];
    for (const [body, message] of cases) {
      const res = await admin('POST', 'birthday-gifts', tokens.editor, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect((await admin('GET', 'birthday-gifts', tokens.editor)).json().total).toBe(before);
    expect((await admin('GET', 'birthday-gifts?month=0', tokens.editor)).statusCode).toBe(400);
    for (const [method, body] of [
      ['GET', undefined],
      ['PATCH', birthdayGiftBody()],
    ] as const) {
      const res = await admin(method, 'birthday-gifts/999999', tokens.editor, body);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('指定されたデータが見つかりません。');
    }
    expect((await admin('POST', 'birthday-gifts', tokens.support, birthdayGiftBody())).statusCode).toBe(403);
  });
});
