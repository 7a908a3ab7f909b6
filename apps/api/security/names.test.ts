import { adminEndpoints, contentBodyFor, contentTypeNames } from '@fanclub/domain/admin';
import { endpoints, fieldMessages, type EndpointDef } from '@fanclub/domain/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { operators, users } from '../src/db/schema/index.ts';
import { adminRequest, headers, type TestApp } from '../test/helpers.ts';
import { attackApp, type Members } from './member-fixtures.ts';
import { operatorTokens } from './operator-fixtures.ts';

/**
 * Names that disguise themselves. A bidi control (U+202E RIGHT-TO-LEFT OVERRIDE and its kin) shows
 * a member's name reversed in the console; zero-width and filler characters make two names look
 * alike or a name look blank; a Cyrillic е makes an operator's address pass for another's. Every
 * name, address and free-text field of both contracts refuses the first (in Japanese) and drops
 * the others, in the contract's field rules (the site's forms, the mocks and the API read the
 * same ones); emails are NFKC with a lower-case domain, and an operator's may not mix scripts.
 */
const RLO = '\u202e';
const DIRECTION_CONTROLS = [
  '\u202a',
  '\u202b',
  '\u202c',
  '\u202d',
  RLO,
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u200e',
  '\u200f',
  '\u061c',
];
const INVISIBLE = [
  '\u200b',
  '\u200c',
  '\u200d',
  '\u2060',
  '\u2062',
  '\ufeff',
  '\u00ad',
  '\u180e',
  '\u{e0041}',
  '\u3164',
  '\u115f',
  '\uffa0',
];

/** Fields that carry no one's words: secrets, tokens and provider values, never shown to a person. */
const NOT_TYPED_TEXT = new Set([
  'password',
  'passwordConfirm',
  'currentPassword',
  'newPassword',
  'confirmNewPassword',
  'token',
  'refresh_token',
  'otp',
  'cardToken',
  'tokenExpireDate',
  'maskedCardNumber',
  'cardholderName',
  'idempotencyKey',
  'redirectionUrl',
  'orderId',
  'qRCodeValue',
  'path',
  'referrer',
  'kind',
  // A carrier's CSV file as read: each cell is checked on its own (an order number, a tracking
  // number of letters, digits and hyphens), so no direction control reaches an order.
  'csv',
]);

/** The top-level fields of a zod object schema (through pipes and refinements). */
const shapeOf = (schema: z.ZodType | undefined): Record<string, z.ZodType> => {
  let current = schema as unknown as
    | {
        shape?: Record<string, z.ZodType>;
        _zod?: { def?: { in?: unknown; shape?: Record<string, z.ZodType> } };
      }
    | undefined;
  for (let i = 0; i < 5 && current; i += 1) {
    const shape = current.shape ?? current._zod?.def?.shape;
    if (shape) return shape;
    current = current._zod?.def?.in as typeof current;
  }
  return {};
};

/** Every body of both contracts, and each content type's, with the fields a person types. */
const typedFields = () => {
  const bodies: [string, z.ZodType | undefined][] = [
    ...(Object.entries(endpoints) as [string, EndpointDef][]).map(
      ([n, e]) => [n, e.body] as [string, z.ZodType | undefined],
    ),
    ...(Object.entries(adminEndpoints) as [string, EndpointDef][]).map(
      ([n, e]) => [`admin ${n}`, e.body] as [string, z.ZodType | undefined],
    ),
    ...contentTypeNames.map((type) => [`content ${type}`, contentBodyFor(type)] as [string, z.ZodType]),
  ];
  const fields: { where: string; schema: z.ZodType }[] = [];
  for (const [name, body] of bodies) {
    for (const [field, schema] of Object.entries(shapeOf(body))) {
      if (NOT_TYPED_TEXT.has(field)) continue;
      // A field that takes a plain Japanese name is a field a person types words into.
      if (!schema.safeParse('山田花子').success) continue;
      fields.push({ where: `${name}.${field}`, schema });
    }
  }
  return fields;
};

describe('the field rules: every typed field of both contracts', () => {
  const fields = typedFields();

  it(`finds the typed fields (${fields.length}), the finding's among them`, () => {
    const where = fields.map((f) => f.where);
    for (const named of [
      'updateProfile.lastName',
      'updateProfile.nickName',
      'updateProfile.address2',
      'signUp.firstName',
      'createOrder.address1',
      'createOrder.companyName',
      'createInquiry.name',
      'createInquiry.content',
      'unsubscribe.reason',
      'admin banMember.reason',
      'admin createOperator.name',
      'admin createNews.title',
    ])
      expect(where, named).toContain(named);
    expect(fields.length).toBeGreaterThan(60);
  });

  it('refuses every direction control in each of them, with the Japanese message', () => {
    const passed: string[] = [];
    for (const { where, schema } of fields) {
      for (const control of DIRECTION_CONTROLS) {
        const result = schema.safeParse(`山田${control}花子`);
        if (result.success || result.error.issues[0]?.message !== fieldMessages.directionControl)
          passed.push(`${where} U+${control.codePointAt(0)!.toString(16)}`);
      }
    }
    expect(passed).toEqual([]);
  });

  it('drops the invisible characters in each of them; an emoji’s joiner stays', () => {
    const kept: string[] = [];
    for (const { where, schema } of fields) {
      for (const invisible of INVISIBLE) {
        const result = schema.safeParse(`山田${invisible}花子`);
        if (!result.success || result.data !== '山田花子')
          kept.push(`${where} U+${invisible.codePointAt(0)!.toString(16)}: ${JSON.stringify(result.data)}`);
      }
      const emoji = schema.safeParse('はな👩‍💻');
      if (!emoji.success || emoji.data !== 'はな👩‍💻') kept.push(`${where}: the emoji lost its joiner`);
    }
    expect(kept).toEqual([]);
  });

  it('a name of fillers only is empty (required) or none (optional), never a blank-looking name', () => {
    const profile = shapeOf(endpoints.updateProfile.body);
    expect(profile.lastName!.safeParse('\u3164\u200b').success).toBe(false);
    expect(profile.nickName!.safeParse('\u3164\u3164').data).toBeNull();
  });
});

describe('names over the API', () => {
  let t: TestApp;
  let m: Members;
  let owner: string;
  beforeAll(async () => {
    ({ t, members: m } = await attackApp());
    owner = (await operatorTokens(t)).owner;
  });
  afterAll(() => t.close());

  const profile = {
    lastName: '山田',
    firstName: '花子',
    lastNameKana: 'ヤマダ',
    firstNameKana: 'ハナコ',
    phone: '09012345678',
    zipCode: '1500001',
    prefectureId: 13,
    address1: '渋谷区',
    address2: '1-2-3',
    birthDate: '1995-04-01',
    gender: 2,
  };
  const update = (body: object) =>
    t.app.inject({
      method: 'PATCH',
      url: '/api/v1/users/update-profile',
      headers: headers(m.other.token),
      payload: { ...profile, ...body },
    });
  const stored = async () => (await t.db.db.select().from(users).where(eq(users.id, m.other.id)))[0]!;

  it('a member’s name with U+202E is refused in Japanese and nothing changes', async () => {
    const before = await stored();
    for (const body of [
      { nickName: `${RLO}ねこ` },
      { lastName: `山${RLO}田` },
      { address2: `1-2-3${RLO}` },
      { address3: `${RLO}ハイツ` },
    ]) {
      const res = await update(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(fieldMessages.directionControl);
    }
    expect(await stored()).toEqual(before);
  });

  it('a member’s name with zero-width characters is stored without them', async () => {
    const res = await update({ nickName: 'は\u200bな\ufeff', lastName: '\u200b佐藤' });
    expect(res.statusCode, res.body).toBe(200);
    const row = await stored();
    expect(row.nickName).toBe('はな');
    expect(row.lastName).toBe('佐藤');
  });

  it('an operator’s words with U+202E are refused: a ban reason, a news title, an operator’s name', async () => {
    const ban = await adminRequest(t, 'POST', `members/${m.free.id}/ban`, owner, {
      reason: `規約違反${RLO}`,
    });
    expect(ban.statusCode).toBe(400);
    expect(ban.json().message).toBe(fieldMessages.directionControl);
    const rename = await adminRequest(t, 'GET', 'operators', owner);
    const someone = (rename.json().data as { id: number; role: string }[]).find((o) => o.role === 'editor')!;
    const renamed = await adminRequest(t, 'PATCH', `operators/${someone.id}`, owner, {
      name: `編集${RLO}者`,
    });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().message).toBe(fieldMessages.directionControl);
  });

  it('an operator with a look-alike address (Cyrillic е) cannot be created', async () => {
    for (const email of ['owner@\u0435xample.jp', '\u043ewner@example.jp', 'оwnеr@example.jp']) {
      const res = await adminRequest(t, 'POST', 'operators', owner, {
        email,
        name: '偽のオーナー',
        role: 'owner',
        password: 'Passw0rd!long',
      });
      expect(res.statusCode, email).toBe(400);
      expect(res.json().message).toMatch(/種類の違う文字/);
    }
    const rows = await t.db.db.select({ email: operators.email }).from(operators);
    expect(rows.some((row) => /[^\p{ASCII}]/u.test(row.email))).toBe(false);
  });

  it('emails are NFKC with a lower-case domain: full-width and capitals reach one address', async () => {
    const res = await adminRequest(t, 'POST', 'operators', owner, {
      email: 'Ｎｅｗ.Ｓｔａｆｆ@ＥＸＡＭＰＬＥ.ＪＰ',
      name: '新しい 担当者',
      role: 'support',
      password: 'Passw0rd!long',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.db.db
      .select({ email: operators.email })
      .from(operators)
      .where(eq(operators.name, '新しい 担当者'));
    expect(row!.email).toBe('new.staff@example.jp');

    const mailed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/send-email',
      headers: headers(),
      payload: { email: 'Ｆａｎ@Ｅｘａｍｐｌｅ.ＪＰ', confirmEmail: 'Fan@EXAMPLE.jp' },
    });
    expect(mailed.statusCode, mailed.body).toBe(200);
    expect(t.mailer.sent.at(-1)!.to).toMatch(/Fan@example\.jp/i);
    expect(String(t.mailer.sent.at(-1)!.to)).toContain('@example.jp');
  });
});
