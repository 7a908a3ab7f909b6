// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useApiClient } from './ApiProvider.tsx';
import { useLogout, useSignIn } from './auth.ts';
import { queryKeys } from './query-keys.ts';
import { useVote } from './voting.ts';
import { createWrapper, fakeServer, json } from './test-support.ts';

afterEach(cleanup);

const member = {
  id: 42,
  memberNumber: '10000042',
  companyId: 3,
  email: 'fan@example.jp',
  lastName: '山田',
  firstName: '花子',
  lastNameKana: 'ヤマダ',
  firstNameKana: 'ハナコ',
  nickName: null,
  phone: '0312345678',
  zipCode: '1000001',
  prefectureId: 13,
  address1: '千代田区千代田',
  address2: '1-1',
  address3: null,
  birthDate: '2000-04-01',
  gender: 2,
  age: 25,
  isPaidMember: false,
  isReceivedGift: false,
  isTDS: false,
  TDSMiecruId: null,
  maskedCardNumber: null,
  isValidCard: false,
  subscription: null,
  votingPoint: 10,
};

describe('session boundaries', () => {
  it('asks for an ApiProvider instead of failing later', () => {
    expect(() => renderHook(() => useApiClient())).toThrow('useApiClient must be used inside <ApiProvider>.');
  });

  it('sends the sign-in body and hands the answer to the caller (the app keeps the session)', async () => {
    const answer = { access_token: 'access-1', refresh_token: 'refresh-1', user: member };
    const server = fakeServer({ 'POST /api/v1/users/sign-in': () => json(answer) });
    const { wrapper } = createWrapper(server.fetch, () => null);
    const seen: unknown[] = [];
    const { result } = renderHook(() => useSignIn({ onSuccess: (data) => void seen.push(data) }), {
      wrapper,
    });

    await act(() => result.current.mutateAsync({ email: 'fan@example.jp', password: 'secret123' }));

    expect(await server.requests[0]!.json()).toEqual({ email: 'fan@example.jp', password: 'secret123' });
    expect(server.requests[0]!.headers.has('authorization')).toBe(false);
    expect(seen).toEqual([answer]);
  });

  it("forgets the member's cached data on logout, even when the server fails, and keeps public data", async () => {
    const server = fakeServer({ 'POST /api/v1/users/logout': () => json({ message: 'error' }, 500) });
    const { wrapper, queryClient } = createWrapper(server.fetch);
    queryClient.setQueryData(queryKeys.cart.mine(), { id: 1, userID: 42, cartProducts: [] });
    queryClient.setQueryData(queryKeys.orders.list(), { data: [], total: 0 });
    queryClient.setQueryData(queryKeys.blogs.memberList(), { data: [], total: 0 });
    queryClient.setQueryData(queryKeys.blogs.list(), { data: [], total: 0 });
    const { result } = renderHook(() => useLogout(), { wrapper });

    await act(() => result.current.mutateAsync({ refresh_token: 'r' }).catch(() => undefined));

    expect(queryClient.getQueryData(queryKeys.cart.mine())).toBeUndefined();
    expect(queryClient.getQueryData(queryKeys.orders.list())).toBeUndefined();
    expect(queryClient.getQueryData(queryKeys.blogs.memberList())).toBeUndefined();
    expect(queryClient.getQueryData(queryKeys.blogs.list())).toEqual({ data: [], total: 0 });
  });

  it('marks voting data stale after a vote so totals and history refetch', async () => {
    const server = fakeServer({
      'POST /api/v1/users/votes': () =>
        json({ vote: { votingEventProfileId: 5, userId: 42, point: 3 }, votingPoint: 7 }),
    });
    const { wrapper, queryClient } = createWrapper(server.fetch);
    queryClient.setQueryData(queryKeys.voting.histories(), { data: [], total: 0 });
    queryClient.setQueryData(queryKeys.news.list(), { data: [], total: 0 });
    const { result } = renderHook(() => useVote(), { wrapper });

    await act(() => result.current.mutateAsync({ votingEventProfileId: 5, point: 3 }));

    expect(queryClient.getQueryState(queryKeys.voting.histories())?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(queryKeys.news.list())?.isInvalidated).toBe(false);
  });
});
