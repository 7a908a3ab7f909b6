import type { WebSpecification } from './entities.ts';
import { sectionKeys } from './values.ts';

/**
 * The cookies the API sets on every HTML response (spec section 3: the web specification is split
 * into image data and other data in two cookies, and the social links are kept in a cookie).
 * Each value is `JSON.stringify(part)`, sent URL-encoded (@fastify/cookie encodes with
 * encodeURIComponent). The exact shapes are documented in docs/web-spec-cookies.md. The one writer
 * (`webSpecCookieValues`, used by the API) and the one reader (`readWebSpecFromCookies`, used by the
 * site before its first paint) live here together.
 */
export const WEB_SPEC_COOKIES = {
  /** Titles and colours. */
  data: 'fc_web_spec',
  /** Image URLs (they make the cookie large, so they travel apart). */
  images: 'fc_web_spec_images',
  /** tiktok, instagram, x, youtube. */
  social: 'fc_social_links',
} as const;

type SectionKey = (typeof sectionKeys)[number];
type SectionMap = Record<SectionKey, string | null>;

export interface WebSpecDataCookie {
  siteTitle: string;
  siteDescription: string;
  mainColor: string;
  secondaryColor: string;
  sectionColors: SectionMap;
}

export interface WebSpecImagesCookie {
  siteOGImage: string | null;
  logos: WebSpecification['logos'];
  favicon: string | null;
  firstViewImagePC: string | null;
  firstViewImageMobile: string | null;
  sectionImages: SectionMap;
}

export type SocialLinks = Pick<WebSpecification, 'tiktokLink' | 'instagramLink' | 'xLink' | 'youtubeLink'>;

/** The three cookie values for one specification, as JSON text (what the API writes). */
export const webSpecCookieValues = (spec: WebSpecification): Record<string, string> => {
  const sectionsOf = (pick: 'imageURL' | 'color') =>
    Object.fromEntries(sectionKeys.map((key) => [key, spec.sections[key][pick]])) as SectionMap;
  const data: WebSpecDataCookie = {
    siteTitle: spec.siteTitle,
    siteDescription: spec.siteDescription,
    mainColor: spec.mainColor,
    secondaryColor: spec.secondaryColor,
    sectionColors: sectionsOf('color'),
  };
  const images: WebSpecImagesCookie = {
    siteOGImage: spec.siteOGImage,
    logos: spec.logos,
    favicon: spec.favicon,
    firstViewImagePC: spec.firstViewImagePC,
    firstViewImageMobile: spec.firstViewImageMobile,
    sectionImages: sectionsOf('imageURL'),
  };
  const social: SocialLinks = {
    tiktokLink: spec.tiktokLink,
    instagramLink: spec.instagramLink,
    xLink: spec.xLink,
    youtubeLink: spec.youtubeLink,
  };
  return {
    [WEB_SPEC_COOKIES.data]: JSON.stringify(data),
    [WEB_SPEC_COOKIES.images]: JSON.stringify(images),
    [WEB_SPEC_COOKIES.social]: JSON.stringify(social),
  };
};

const parseCookies = (cookieHeader: string): Map<string, string> => {
  const map = new Map<string, string>();
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0) map.set(part.slice(0, eq).trim(), part.slice(eq + 1).trim());
  }
  return map;
};

const readJson = (cookies: Map<string, string>, name: string): unknown => {
  const raw = cookies.get(name);
  if (raw === undefined) return undefined;
  try {
    return JSON.parse(decodeURIComponent(raw)) as unknown;
  } catch {
    return undefined;
  }
};

const isString = (value: unknown): value is string => typeof value === 'string';
const isNullableString = (value: unknown): value is string | null => value === null || isString(value);

/**
 * The shape `webSpecificationSchema` asks for, checked by hand: the cookies are read before the
 * first paint, and the contract's zod schemas load later, alongside the first API call.
 */
const isWebSpecification = (value: Record<string, unknown>): value is WebSpecification => {
  const logos = value.logos as Record<string, unknown> | null | undefined;
  const sections = value.sections as Record<string, Record<string, unknown>>;
  return (
    ['siteTitle', 'siteDescription', 'mainColor', 'secondaryColor'].every((key) => isString(value[key])) &&
    [
      'siteOGImage',
      'favicon',
      'firstViewImagePC',
      'firstViewImageMobile',
      'tiktokLink',
      'instagramLink',
      'xLink',
      'youtubeLink',
    ].every((key) => isNullableString(value[key])) &&
    typeof logos === 'object' &&
    logos !== null &&
    isNullableString(logos.logoHeader) &&
    isNullableString(logos.logoFooter) &&
    sectionKeys.every(
      (key) => isNullableString(sections[key]?.imageURL) && isNullableString(sections[key]?.color),
    )
  );
};

/**
 * The web specification rebuilt from the cookies, or null when any part is missing or malformed
 * (the caller then asks the API, whose answer the client validates with the contract's schema).
 */
export const readWebSpecFromCookies = (cookieHeader: string): WebSpecification | null => {
  const cookies = parseCookies(cookieHeader);
  const data = readJson(cookies, WEB_SPEC_COOKIES.data) as Partial<WebSpecDataCookie> | undefined;
  const images = readJson(cookies, WEB_SPEC_COOKIES.images) as Partial<WebSpecImagesCookie> | undefined;
  const social = readJson(cookies, WEB_SPEC_COOKIES.social) as Partial<SocialLinks> | undefined;
  if (!data || !images || !social || typeof data !== 'object' || typeof images !== 'object') return null;
  const sections = Object.fromEntries(
    sectionKeys.map((key) => [
      key,
      { imageURL: images.sectionImages?.[key] ?? null, color: data.sectionColors?.[key] ?? null },
    ]),
  );
  const logos = images.logos as Partial<WebSpecification['logos']> | undefined;
  const candidate = {
    siteTitle: data.siteTitle,
    siteDescription: data.siteDescription,
    mainColor: data.mainColor,
    secondaryColor: data.secondaryColor,
    siteOGImage: images.siteOGImage ?? null,
    // Only the known keys, as the schema would strip any others.
    logos:
      logos && typeof logos === 'object'
        ? { logoHeader: logos.logoHeader, logoFooter: logos.logoFooter }
        : null,
    favicon: images.favicon ?? null,
    firstViewImagePC: images.firstViewImagePC ?? null,
    firstViewImageMobile: images.firstViewImageMobile ?? null,
    tiktokLink: social.tiktokLink ?? null,
    instagramLink: social.instagramLink ?? null,
    xLink: social.xLink ?? null,
    youtubeLink: social.youtubeLink ?? null,
    sections,
  };
  return isWebSpecification(candidate) ? candidate : null;
};

/** Social links alone (the header reads them even when the rest failed). */
export const readSocialLinksFromCookies = (cookieHeader: string): SocialLinks | null => {
  const social = readJson(parseCookies(cookieHeader), WEB_SPEC_COOKIES.social) as
    Partial<SocialLinks> | undefined;
  if (!social || typeof social !== 'object') return null;
  const link = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
  return {
    tiktokLink: link(social.tiktokLink),
    instagramLink: link(social.instagramLink),
    xLink: link(social.xLink),
    youtubeLink: link(social.youtubeLink),
  };
};
