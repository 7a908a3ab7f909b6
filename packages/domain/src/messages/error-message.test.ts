import { describe, expect, it } from 'vitest';
import { ApiError, ApiTypeError } from '../client/errors.ts';
import { errorMessage } from './error-message.ts';

const serverError = new ApiError(400, '選択されたプランは現在ご利用いただけません。');
const bareError = new ApiError(503);
const networkError = new ApiError(0);
const typeError = new ApiTypeError('GET /api/v1/news', 'id: expected number');

describe('errorMessage', () => {
  it('shows the fixed catalogue message for a fetch failure, whatever went wrong', () => {
    for (const error of [serverError, bareError, typeError]) {
      expect(errorMessage(error, 'fetchNewsFailed')).toBe('ニュースを取得できませんでした。');
    }
  });

  it('names a network failure after the catalogue message', () => {
    expect(errorMessage(networkError, 'fetchNewsFailed')).toBe(
      'ニュースを取得できませんでした。（ネットワークに接続できませんでした。通信環境をご確認ください。）',
    );
    expect(errorMessage(networkError, 'orderFailed')).toBe(
      '注文できませんでした。（ネットワークに接続できませんでした。通信環境をご確認ください。）',
    );
  });

  it("appends the server's message for keys that take one", () => {
    expect(errorMessage(serverError, 'membershipPlanUpdateFailed')).toBe(
      '会員プランの変更に失敗しました。選択されたプランは現在ご利用いただけません。',
    );
  });

  it('never appends a bare status code or the raw "network error"', () => {
    expect(errorMessage(bareError, 'passwordUpdateFailed')).toBe('パスワードの変更に失敗しました。');
    expect(errorMessage(networkError, 'signUpFailed')).not.toContain('network error');
  });

  it("passes the server's message on when no key is given", () => {
    expect(errorMessage(serverError)).toBe('選択されたプランは現在ご利用いただけません。');
  });

  it('explains network, shape, status-only and unknown errors in Japanese', () => {
    expect(errorMessage(networkError)).toBe(
      'ネットワークに接続できませんでした。通信環境をご確認のうえ、もう一度お試しください。',
    );
    expect(errorMessage(typeError)).toBe(
      'サーバーから想定外の応答がありました。時間をおいて再度お試しください。',
    );
    expect(errorMessage(bareError)).toBe('エラーが発生しました。（503）');
    expect(errorMessage(new Error('boom'))).toBe('エラーが発生しました。時間をおいて再度お試しください。');
  });
});
