import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { apiClient } from './api.ts';
import { siteRoutes } from './router.tsx';
import {
  isKnownPath,
  COMPANY_PAGE_SCREENS,
  isCompanyPageKey,
  isPublicPath,
  paths,
  PUBLIC_ROUTE_PATTERNS,
  signInPath,
} from './paths.ts';

describe('public routes (spec section 2)', () => {
  it('opens exactly the listed routes to guests', () => {
    const open = [
      '/',
      '/sign-in',
      '/topic',
      '/topic/12',
      '/notice/3',
      '/q&a',
      '/q%26a',
      '/products/5',
      '/get-stamp',
      '/stamp/scan',
      '/special-video',
      '/membership-registration/information',
      // Beyond spec section 2: the undo link of an email change reaches an owner who was signed out.
      '/email/undo',
      // Beyond spec section 2: the membership guide invites guests in.
      '/membership-guide',
    ];
    for (const path of open) expect(isPublicPath(path), path).toBe(true);
    expect(PUBLIC_ROUTE_PATTERNS).toHaveLength(26);
  });

  it('keeps every other route for members, including content screens and company pages', () => {
    const closed = [
      '/news',
      '/news/1',
      '/blog',
      '/my-account',
      '/cart',
      '/order/history',
      '/voting',
      '/schedule',
      '/profile/2',
      '/topic/1/extra',
      '/products/1/2',
      '/unknown-key',
    ];
    for (const path of closed) expect(isPublicPath(path), path).toBe(false);
  });
});

describe('company pages', () => {
  it('maps every known key to a screen under the same first segment', () => {
    for (const [key, screen] of Object.entries(COMPANY_PAGE_SCREENS)) {
      expect(screen).toBe(`/${key}`);
    }
    expect(isCompanyPageKey('news')).toBe(true);
    expect(isCompanyPageKey('toString')).toBe(false);
  });
});

describe('signInPath', () => {
  it('remembers same-site destinations only', () => {
    expect(signInPath(paths.newsDetail(3))).toBe('/sign-in?to=%2Fnews%2F3');
    expect(signInPath('//evil.example')).toBe('/sign-in');
    expect(signInPath('https://evil.example')).toBe('/sign-in');
  });
});

describe('isKnownPath', () => {
  it('knows every route of the router, and nothing else', () => {
    const routes = siteRoutes({ queryClient: new QueryClient(), api: apiClient });
    const children = routes[0]?.children?.[0]?.children ?? [];
    const declared = children.map((route) => route.path).filter((path) => path && path !== '*');
    expect(declared.length).toBeGreaterThan(50);
    for (const path of declared) expect(isKnownPath(path!.replace(':id', '12')), path).toBe(true);
    expect(isKnownPath('/news/99999')).toBe(true);
    expect(isKnownPath('/my-account/plan')).toBe(true);
    for (const unknown of ['/no-such-page', '/news/1/extra', '/%E0%A4%A', '/admin'])
      expect(isKnownPath(unknown), unknown).toBe(false);
  });
});
