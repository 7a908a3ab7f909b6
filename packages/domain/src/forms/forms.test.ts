import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type * as zm from 'zod/mini';
import {
  emailBody,
  emailChangeBody,
  forgotPasswordBody,
  inquiryBody,
  profileFieldsSchema,
  sendEmailBody,
  signInBody,
  signUpBody,
  updatePasswordBody,
} from '../contract/requests.ts';
import {
  emailChangeForm,
  emailForm,
  inquiryForm,
  profileForm,
  resetPasswordForm,
  sendEmailForm,
  signInForm,
  signUpForm,
  updatePasswordForm,
} from './index.ts';

interface Parser {
  safeParse(value: unknown): {
    success: boolean;
    data?: unknown;
    error?: { issues: readonly { code: string; path: readonly PropertyKey[]; message: string }[] };
  };
}

/** What a form sees of an answer: the values it submits, or each issue's code, field and message. */
const answer = (schema: Parser, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success
    ? { data: result.data }
    : { issues: result.error?.issues.map(({ code, path, message }) => ({ code, path, message })) };
};

const texts = (longer: number): readonly unknown[] => [
  '',
  ' ',
  '　',
  'a',
  ' 山田 ',
  'ﾔﾏﾀﾞ',
  'ヤマダ　タロウ',
  'やまだ',
  'Ｙａｍａｄａ１２３',
  'x'.repeat(longer),
  'x'.repeat(longer + 1),
  'a\u0000b',
  'a\uD800b',
  null,
  undefined,
  42,
];

const emails: readonly unknown[] = [
  '',
  'fan@example.jp',
  ' fan@example.jp ',
  'ｆａｎ＠ｅｘａｍｐｌｅ．ｊｐ',
  'fan@example',
  'fan example@x.jp',
  `${'a'.repeat(250)}@x.jp`,
  undefined,
  7,
];
const passwords: readonly unknown[] = [
  '',
  'abc',
  'abcdefgh',
  '12345678',
  'abcd1234',
  `a1${'x'.repeat(71)}`,
  'abcd1234\u0000',
  undefined,
];

/** Every combination would be too many; each field runs through its cases on top of a valid base. */
const cases = (base: Record<string, unknown>, fields: Record<string, readonly unknown[]>) => [
  base,
  {},
  null,
  'not an object',
  ...Object.entries(fields).flatMap(([field, values]) =>
    values.map((value) => ({ ...base, [field]: value })),
  ),
];

const person = {
  lastName: '山田',
  firstName: '太郎',
  lastNameKana: 'ヤマダ',
  firstNameKana: 'タロウ',
  phone: '090-1234-5678',
  zipCode: '150-0001',
  prefectureId: '13',
  address1: '渋谷区',
  address2: '神宮前1-1-1',
  address3: '',
};
const personCases = {
  lastName: texts(50),
  firstName: texts(50),
  lastNameKana: [...texts(100), 'ﾀﾛｳ', 'タロウ ジロウ', 'Taro'],
  firstNameKana: ['', 'たろう', 'タロウ'],
  phone: ['', '０９０１２３４５６７８', '090 1234 5678', '12345678901', '0312345678', '031234567', null],
  zipCode: ['', '1500001', '１５０－０００１', '150-00011', 'abc-defg', ' 150-0001 ', undefined],
  prefectureId: ['', '0', '1', '47', '48', '1.5', 'x', 13, null, undefined],
  address1: texts(100),
  address2: texts(100),
  address3: texts(100),
};
const profile = { ...person, nickName: '', birthDate: '1990-05-01', gender: '1' };
const profileCases = {
  ...personCases,
  nickName: texts(50),
  birthDate: ['', '1990-5-1', '1990-02-30', '1990-13-01', '19900501', '2000-02-29', 'x', undefined],
  gender: ['', '0', '1', '2', '3', '9', 9, 'x', null, undefined],
};

const pairs: [string, Parser, Parser, unknown[]][] = [
  [
    'signInForm = signInBody',
    signInForm,
    signInBody,
    cases(
      { email: 'fan@example.jp', password: 'secret' },
      { email: emails, password: ['', ' ', 'x', undefined] },
    ),
  ],
  ['emailForm = emailBody', emailForm, emailBody, cases({ email: 'fan@example.jp' }, { email: emails })],
  [
    'emailChangeForm = emailChangeBody',
    emailChangeForm,
    emailChangeBody,
    cases(
      { email: 'fan@example.jp', currentPassword: 'secret' },
      { email: emails, currentPassword: ['', ' ', 'x', 'a\u0000', undefined] },
    ),
  ],
  [
    'sendEmailForm = sendEmailBody',
    sendEmailForm,
    sendEmailBody,
    cases(
      { email: 'fan@example.jp', confirmEmail: 'fan@example.jp' },
      { email: emails, confirmEmail: [...emails, 'other@example.jp'] },
    ),
  ],
  [
    'resetPasswordForm = forgotPasswordBody',
    resetPasswordForm,
    forgotPasswordBody,
    cases(
      { password: 'abcd1234', passwordConfirm: 'abcd1234', token: 't' },
      { password: passwords, passwordConfirm: ['', 'abcd1235', undefined], token: ['', undefined] },
    ),
  ],
  ['profileForm = profileFieldsSchema', profileForm, profileFieldsSchema, cases(profile, profileCases)],
  [
    'signUpForm = signUpBody',
    signUpForm,
    signUpBody,
    cases(
      { ...profile, token: 't', email: 'fan@example.jp', password: 'abcd1234', passwordConfirm: 'abcd1234' },
      {
        ...profileCases,
        token: ['', undefined],
        email: emails,
        password: passwords,
        passwordConfirm: ['', 'abcd1235', undefined],
      },
    ),
  ],
  [
    'updatePasswordForm = updatePasswordBody',
    updatePasswordForm,
    updatePasswordBody,
    cases(
      { currentPassword: 'old', newPassword: 'abcd1234', confirmNewPassword: 'abcd1234' },
      { currentPassword: ['', undefined], newPassword: passwords, confirmNewPassword: ['', 'x', undefined] },
    ),
  ],
  [
    'inquiryForm = inquiryBody',
    inquiryForm,
    inquiryBody,
    cases(
      { name: '山田', kana: '', email: 'fan@example.jp', phone: '', orderNumber: '', content: '質問です' },
      {
        name: texts(100),
        kana: ['', 'ヤマダ', undefined, null, 1],
        email: emails,
        zip: texts(8),
        address: texts(200),
        phone: texts(20),
        orderNumber: texts(50),
        contactNumber: texts(50),
        content: texts(4000),
      },
    ),
  ],
];

describe.each(pairs)('%s', (_name, form, contract, inputs) => {
  it('has the same fields', () => {
    const keys = (schema: Parser) => Object.keys((schema as unknown as { shape: object }).shape ?? {});
    const shapeOf = (schema: Parser) =>
      keys(schema).length > 0
        ? keys(schema)
        : Object.keys((schema as unknown as { _zod: { def: { shape: object } } })._zod.def.shape);
    expect(shapeOf(form)).toEqual(shapeOf(contract));
  });

  it.each(inputs.map((input) => [JSON.stringify(input) ?? String(input), input]))(
    'answers %s as the contract does',
    (_label, input) => {
      expect(answer(form, input)).toEqual(answer(contract, input));
    },
  );
});

describe('types', () => {
  it('takes and gives the contract’s types', () => {
    expectTypeOf<zm.input<typeof signInForm>>().toEqualTypeOf<z.input<typeof signInBody>>();
    expectTypeOf<zm.output<typeof signInForm>>().toEqualTypeOf<z.output<typeof signInBody>>();
    expectTypeOf<zm.input<typeof signUpForm>>().toEqualTypeOf<z.input<typeof signUpBody>>();
    expectTypeOf<zm.output<typeof signUpForm>>().toEqualTypeOf<z.output<typeof signUpBody>>();
    expectTypeOf<zm.input<typeof inquiryForm>>().toEqualTypeOf<z.input<typeof inquiryBody>>();
    expectTypeOf<zm.output<typeof inquiryForm>>().toEqualTypeOf<z.output<typeof inquiryBody>>();
    expectTypeOf<zm.output<typeof profileForm>>().toEqualTypeOf<z.output<typeof profileFieldsSchema>>();
    expectTypeOf<zm.output<typeof resetPasswordForm>>().toEqualTypeOf<z.output<typeof forgotPasswordBody>>();
    expectTypeOf<zm.output<typeof sendEmailForm>>().toEqualTypeOf<z.output<typeof sendEmailBody>>();
    expectTypeOf<zm.output<typeof updatePasswordForm>>().toEqualTypeOf<z.output<typeof updatePasswordBody>>();
    expectTypeOf<zm.output<typeof emailForm>>().toEqualTypeOf<z.output<typeof emailBody>>();
  });
});

describe('an empty password confirmation', () => {
  it('is flagged on its field as empty, however the password is filled in', () => {
    const issues = (schema: Parser, value: unknown) =>
      answer(schema, value).issues?.filter((issue) => issue.path.join('.') !== 'password');
    const empty = { code: 'too_small', path: ['passwordConfirm'], message: '入力してください。' };
    expect(issues(resetPasswordForm, { password: '', passwordConfirm: '', token: 't' })).toContainEqual(
      empty,
    );
    expect(
      issues(resetPasswordForm, { password: 'abcd1234', passwordConfirm: '', token: 't' }),
    ).toContainEqual(empty);
    expect(
      answer(updatePasswordForm, { currentPassword: 'old', newPassword: 'abcd1234', confirmNewPassword: '' })
        .issues,
    ).toContainEqual({ ...empty, path: ['confirmNewPassword'] });
  });
});
