import type { WebSpecification } from '@fanclub/domain/contract';
import { brandVariables } from './brand-colors.ts';

/** The icon of the home-screen app when the web specification names no favicon. */
export const DEFAULT_APP_ICON = '/app-icon.svg';

const iconType = (url: string) =>
  url.endsWith('.svg') ? 'image/svg+xml' : url.endsWith('.png') ? 'image/png' : undefined;

/**
 * The web app manifest (`/manifest.webmanifest`): a fan adds the site to the home screen and it
 * opens on the membership card, which works offline once loaded. Name, colours and icon come from
 * the web specification.
 */
export const webManifest = (spec: WebSpecification | null) => {
  const name = spec?.siteTitle ?? 'ファンクラブ';
  const icon = spec?.favicon ?? DEFAULT_APP_ICON;
  const type = iconType(icon);
  return {
    name: `${name} 会員証`,
    short_name: '会員証',
    description: spec?.siteDescription ?? 'ファンクラブ公式サイト',
    lang: 'ja',
    start_url: '/my-account/card',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: spec ? brandVariables(spec)['--brand-main'] : '#c2185b',
    icons: [
      { src: DEFAULT_APP_ICON, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      ...(icon !== DEFAULT_APP_ICON ? [{ src: icon, sizes: 'any', ...(type ? { type } : {}) }] : []),
    ],
    shortcuts: [{ name: '会員証', url: '/my-account/card' }],
  };
};
