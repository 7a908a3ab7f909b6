import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  displayText,
  emailField,
  fieldMessages,
  idField,
  int,
  kanaField,
  optionalDisplayText,
  optionalText,
  passwordField,
  phoneField,
  zipField,
} from './fields.ts';
import { orderBody, signUpBody } from './requests.ts';

const messageOf = (schema: z.core.$ZodType, value: unknown) =>
  z.safeParse(schema, value).error?.issues[0]?.message;

describe('form fields', () => {
  it('normalises full-width input before checking it', () => {
    expect(emailField.parse('ｆａｎ＠ｅｘａｍｐｌｅ．ｊｐ')).toBe('fan@example.jp');
    expect(zipField.parse('１５０－０００１')).toBe('1500001');
    expect(phoneField.parse('090-1234-5678')).toBe('09012345678');
    expect(kanaField.parse('ﾎｼﾉ')).toBe('ホシノ');
  });

  it('keeps display text as typed (full-width ！ and ：), NFKC only where identity matters', () => {
    expect(displayText(100).parse(' 新曲：先行試聴！\u200B ')).toBe('新曲：先行試聴！');
    expect(optionalDisplayText(100).parse('（ポスト投函）')).toBe('（ポスト投函）');
    expect(optionalDisplayText(100).parse('  ')).toBeNull();
    expect(z.safeParse(displayText(100), '   ').error?.issues[0]?.message).toBe(fieldMessages.required);
    expect(optionalText(100).parse('（ポスト投函）')).toBe('(ポスト投函)');
  });

  it('answers bad input with the Japanese message a fan sees', () => {
    expect(messageOf(emailField, 'fan@')).toBe(fieldMessages.email);
    expect(messageOf(emailField, '')).toBe(fieldMessages.required);
    expect(messageOf(kanaField, 'ほしの')).toBe(fieldMessages.kana);
    expect(messageOf(zipField, '15000')).toBe(fieldMessages.zip);
    expect(messageOf(phoneField, '12345')).toBe(fieldMessages.phone);
    expect(messageOf(passwordField, 'password')).toBe(fieldMessages.password);
    expect(messageOf(passwordField, '12345678')).toBe(fieldMessages.password);
    expect(passwordField.safeParse('passw0rd').success).toBe(true);
  });

  it("answers an empty or broken number in Japanese, with a chosen field's own word", () => {
    expect(messageOf(int(), undefined)).toBe(fieldMessages.required);
    expect(messageOf(int(), '3')).toBe(fieldMessages.required);
    expect(messageOf(int(), 1.5)).toBe('整数で入力してください。');
    expect(messageOf(int(), 2 ** 31)).toBe(fieldMessages.outOfRange);
    expect(messageOf(idField, 0)).toBe(fieldMessages.positiveInt);
    expect(messageOf(int('カテゴリーを選択してください。'), null)).toBe('カテゴリーを選択してください。');
    expect(int().parse(0)).toBe(0);
  });

  it('stores empty optional text as null', () => {
    expect(optionalText().parse('  ')).toBeNull();
    expect(optionalText().parse(undefined)).toBeNull();
    expect(messageOf(optionalText(3), 'abcd')).toBe(fieldMessages.tooLong(3));
  });
});

describe('confirmation fields', () => {
  const signUp = {
    token: 't',
    email: 'fan@example.jp',
    password: 'passw0rd',
    passwordConfirm: 'passw0rd',
    lastName: '星野',
    firstName: 'ミライ',
    lastNameKana: 'ホシノ',
    firstNameKana: 'ミライ',
    phone: '09012345678',
    zipCode: '1500001',
    prefectureId: 13,
    address1: '渋谷区神宮前',
    address2: '1-2-3',
    birthDate: '2000-04-01',
    gender: 2,
  };

  it('accepts a complete sign-up and rejects a mismatched password on its confirmation field', () => {
    expect(signUpBody.safeParse(signUp).success).toBe(true);
    const issue = signUpBody.safeParse({ ...signUp, passwordConfirm: 'other0000' }).error?.issues[0];
    expect(issue?.path).toEqual(['passwordConfirm']);
    expect(issue?.message).toBe(fieldMessages.passwordMismatch);
  });

  it('rejects an order whose confirmEmail differs', () => {
    const { token: _t, password: _p, passwordConfirm: _c, birthDate: _b, gender: _g, ...person } = signUp;
    const order = {
      ...person,
      confirmEmail: 'other@example.jp',
      deliveryMethodId: 1,
      deliveryCost: 500,
      orderProducts: [{ productSkuID: 1, count: 1, price: 3300 }],
      paymentMethod: 'credit_card',
      totalProductPrice: 3300,
      finalPrice: 3800,
      cardToken: 'tok',
    };
    const issue = orderBody.safeParse(order).error?.issues[0];
    expect(issue?.path).toEqual(['confirmEmail']);
    expect(issue?.message).toBe(fieldMessages.emailMismatch);
  });
});
