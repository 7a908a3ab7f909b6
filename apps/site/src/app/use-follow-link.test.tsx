import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isDocumentHref, useFollowLink, useSiteHref } from './use-follow-link.ts';

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

describe('links to pages outside the app', () => {
  afterEach(() => vi.restoreAllMocks());

  it("keeps an absolute URL as written (a konbini slip page), and resolves the app's paths", () => {
    const slip = 'http://localhost:4700/sandbox-pay/konbini/kp_0123';
    const { result } = renderHook(() => [useSiteHref(slip), useSiteHref('/news/3')], {
      wrapper: at('/order/history/7'),
    });
    expect(result.current).toEqual([slip, '/news/3']);
  });

  it('knows the pages the server answers itself', () => {
    expect(isDocumentHref('/sandbox-pay/konbini/kp_0123')).toBe(true);
    expect(isDocumentHref('//example.com/x')).toBe(true);
    expect(isDocumentHref('mailto:fan@example.jp')).toBe(true);
    expect(isDocumentHref('/order/history/7')).toBe(false);
  });

  it('loads such a page as a document instead of showing the not-found screen', () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    const { result } = renderHook(useProbe, { wrapper: at('/order/history/7') });
    act(() => result.current.follow('/sandbox-pay/konbini/kp_0123'));
    expect(assign).toHaveBeenCalledWith('/sandbox-pay/konbini/kp_0123');
    expect(result.current.location.pathname).toBe('/order/history/7');
  });
});
