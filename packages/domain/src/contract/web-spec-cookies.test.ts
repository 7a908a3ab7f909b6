import { describe, expect, it } from 'vitest';
import type { WebSpecification } from './entities.ts';
import {
  readSocialLinksFromCookies,
  readWebSpecFromCookies,
  webSpecCookieValues,
  WEB_SPEC_COOKIES,
} from './web-spec-cookies.ts';

/** The cookie values as the browser holds them: URL-encoded, as the API's cookie plugin sends them. */
const splitWebSpec = (spec: WebSpecification) =>
  Object.fromEntries(
    Object.entries(webSpecCookieValues(spec)).map(([name, value]) => [name, encodeURIComponent(value)]),
  ) as Record<string, string>;

const section = { imageURL: null, color: null };
const spec: WebSpecification = {
  siteTitle: 'ひなたファンクラブ',
  siteDescription: '公式ファンクラブ; "特典" いっぱい',
  siteOGImage: 'https://cdn.example.jp/og.png',
  logos: { logoHeader: '/images/logo.svg', logoFooter: null },
  favicon: '/favicon.ico',
  mainColor: '#e4007f',
  secondaryColor: '#1d2088',
  firstViewImagePC: '/images/fv-pc.jpg',
  firstViewImageMobile: '/images/fv-sp.jpg',
  tiktokLink: null,
  instagramLink: 'https://instagram.com/hinata',
  xLink: 'https://x.com/hinata',
  youtubeLink: null,
  sections: {
    profile: { imageURL: '/images/profile.jpg', color: '#ffeeee' },
    topic: section,
    news: section,
    schedule: section,
    blog: section,
    product: section,
    discography: section,
    header: { imageURL: null, color: '#ffffff' },
    footer: section,
    background: section,
  },
};

const header = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');

describe('web specification cookies', () => {
  it('round-trips the specification through the three cookies', () => {
    const cookies = splitWebSpec(spec);
    expect(Object.keys(cookies).sort()).toEqual(Object.values(WEB_SPEC_COOKIES).sort());
    // Cookie values must not carry separators.
    for (const value of Object.values(cookies)) expect(value).not.toMatch(/[;,\s"]/);
    expect(readWebSpecFromCookies(`other=1; ${header(cookies)}`)).toEqual(spec);
  });

  it('keeps images out of the data cookie and links out of both', () => {
    const cookies = splitWebSpec(spec);
    const data = decodeURIComponent(cookies[WEB_SPEC_COOKIES.data]!);
    expect(data).not.toContain('og.png');
    expect(data).not.toContain('instagram');
    expect(decodeURIComponent(cookies[WEB_SPEC_COOKIES.images]!)).toContain('og.png');
  });

  it('answers null when a part is missing or broken, so the site asks the API', () => {
    const cookies = splitWebSpec(spec);
    expect(readWebSpecFromCookies(header({ ...cookies, [WEB_SPEC_COOKIES.images]: '%7Bbroken' }))).toBeNull();
    const { [WEB_SPEC_COOKIES.social]: _social, ...withoutSocial } = cookies;
    expect(readWebSpecFromCookies(header(withoutSocial))).toBeNull();
    expect(readWebSpecFromCookies('')).toBeNull();
  });

  it('reads the social links on their own', () => {
    const cookies = splitWebSpec(spec);
    expect(readSocialLinksFromCookies(header(cookies))).toEqual({
      tiktokLink: null,
      instagramLink: 'https://instagram.com/hinata',
      xLink: 'https://x.com/hinata',
      youtubeLink: null,
    });
  });
});
