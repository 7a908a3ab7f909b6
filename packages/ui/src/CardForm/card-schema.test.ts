import { describe, expect, it } from 'vitest';
import { cardFormSchema, newCardIssues, tidyNewCard } from './card-schema.ts';

const typed = {
  cardNumber: '４１１１ １１１１ １１１１ １１１１',
  cardExpire: '1235',
  securityCode: '123',
  cardholderName: ' taro  yamada ',
};
const now = new Date('2026-11-24T12:00:00+09:00');

describe('newCardIssues', () => {
  it('accepts a card as people type it', () => {
    expect(newCardIssues(typed, now)).toEqual([]);
  });

  it('names each wrong field once, in the form order', () => {
    const issues = newCardIssues(
      { cardNumber: '4111111111111112', cardExpire: '10/26', securityCode: '', cardholderName: 'やまだ' },
      now,
    );
    expect(issues.map((issue) => issue.field)).toEqual([
      'cardNumber',
      'cardExpire',
      'securityCode',
      'cardholderName',
    ]);
    expect(issues[1]!.message).toBe('有効期限が切れています。別のカードをご利用ください。');
  });
});

describe('tidyNewCard', () => {
  it('gives the provider bare digits, MM/YY and an upper-case name', () => {
    expect(tidyNewCard(typed)).toEqual({
      cardNumber: '4111111111111111',
      cardExpire: '12/35',
      securityCode: '123',
      cardholderName: 'TARO YAMADA',
    });
  });
});

describe('cardFormSchema', () => {
  it('needs no card fields for the saved card', () => {
    expect(
      cardFormSchema.parse({
        useSaved: true,
        cardNumber: '',
        cardExpire: '',
        securityCode: '',
        cardholderName: '',
      }),
    ).toEqual({ useSaved: true });
  });
});
