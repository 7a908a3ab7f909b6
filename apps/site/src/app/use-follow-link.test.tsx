import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useFollowLink } from './use-follow-link.ts';

const at = (entry: string) =>
  function Router({ children }: { children: ReactNode }) {
    return <MemoryRouter initialEntries={[entry]}>{children}</MemoryRouter>;
  };

const useProbe = () => ({ follow: useFollowLink(), location: useLocation(), type: useNavigationType() });

describe('useFollowLink', () => {
  it('pushes a new history entry for another screen', () => {
    const { result } = renderHook(useProbe, { wrapper: at('/news') });
    act(() => result.current.follow('/news/3'));
    expect(result.current.location.pathname).toBe('/news/3');
    expect(result.current.type).toBe('PUSH');
  });

  it('replaces the entry when the link leads to the screen already shown', () => {
    const { result } = renderHook(useProbe, { wrapper: at('/news?page=2') });
    act(() => result.current.follow('/news?page=2'));
    expect(result.current.type).toBe('REPLACE');
    act(() => result.current.follow('/news'));
    expect(result.current.type).toBe('PUSH');
  });

  it('keeps an explicit choice of the caller', () => {
    const { result } = renderHook(useProbe, { wrapper: at('/news') });
    act(() => result.current.follow('/news', { replace: false }));
    expect(result.current.type).toBe('PUSH');
  });
});
