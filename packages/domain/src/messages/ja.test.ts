import { describe, expect, it } from 'vitest';
import { actionFailures, errorDisplay, fetchFailures, isErrorMessageKey, ja, validation } from './ja.ts';

const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;

describe('ja catalogue', () => {
  it('has one fetch-failure message for each item of spec section 8', () => {
    // The spec's 30 items, plus the gift-post calls (the spec names only their category) and the
    // order's receipt.
    expect(Object.keys(fetchFailures)).toHaveLength(32);
    for (const message of Object.values(fetchFailures)) {
      expect(message).toMatch(/^.+を取得できませんでした。$/);
    }
    expect(ja.fetchNewsFailed).toBe('ニュースを取得できませんでした。');
  });

  it('keeps every fetch-failure message distinct', () => {
    const messages = Object.values(fetchFailures);
    expect(new Set(messages).size).toBe(messages.length);
  });

  it('uses the wording the spec gives for orders and an expired login', () => {
    expect(ja.orderFailed).toBe('注文できませんでした。');
    expect(ja.loginExpired).toBe('ログインの有効期限が切れました。再度ログインしてください。');
  });

  it("appends the server's message where the spec says so, and stands alone without one", () => {
    expect(ja.membershipPlanUpdateFailed('カードの有効期限が切れています。')).toBe(
      '会員プランの変更に失敗しました。カードの有効期限が切れています。',
    );
    expect(ja.signUpFailed()).toBe('会員登録に失敗しました。');
    expect(ja.passwordUpdateFailed('現在のパスワードが正しくありません。')).toContain(
      '現在のパスワードが正しくありません。',
    );
  });

  it("shows the card provider's message or code with a card error", () => {
    expect(ja.cardProcessingFailed('invalid_card_number')).toBe(
      'カード情報の処理中にエラーが発生しました。（invalid_card_number）',
    );
    expect(ja.cardProcessingFailed()).toBe('カード情報の処理中にエラーが発生しました。');
  });

  it('writes every message in Japanese, ending like a sentence', () => {
    const { httpError, ...fixedDisplay } = errorDisplay;
    const texts = [
      ...Object.values(fetchFailures),
      ...Object.values(actionFailures),
      ...Object.values(fixedDisplay),
    ]
      .map((entry) => (typeof entry === 'function' ? entry() : entry))
      .concat(httpError(500));
    for (const text of texts) {
      expect(text).toMatch(JAPANESE);
      expect(text).toMatch(/[。）]$/);
    }
  });

  it('has every validation message in Japanese', () => {
    for (const entry of Object.values(validation)) {
      const text = typeof entry === 'function' ? entry('項目' as never) : entry;
      expect(text).toMatch(JAPANESE);
    }
    expect(validation.requiredField('メールアドレス')).toBe('メールアドレスを入力してください。');
    expect(validation.selectRequired('都道府県')).toBe('都道府県を選択してください。');
  });

  it('does not let one group overwrite another key', () => {
    const groups = [fetchFailures, actionFailures, errorDisplay];
    const total = groups.reduce((sum, group) => sum + Object.keys(group).length, 0);
    expect(Object.keys(ja)).toHaveLength(total + 2);
  });

  it('recognises catalogue keys an endpoint may name', () => {
    expect(isErrorMessageKey('fetchNewsFailed')).toBe(true);
    expect(isErrorMessageKey('drawFailed')).toBe(true);
    expect(isErrorMessageKey('networkError')).toBe(false);
    expect(isErrorMessageKey('toString')).toBe(false);
  });
});
