import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Files that not everyone may fetch (paid videos, birthday and stamp rewards) live outside every
 * public folder and are served at `/media/...` only with a signature the API adds when it hands
 * the URL to someone allowed to see it (DESIGN.md "Paid content"). A URL works for an hour to an
 * hour and a quarter: expiry is rounded up to a quarter hour so repeated answers carry the same URL
 * and the browser's cache still helps.
 */
export const MEDIA_PREFIX = '/media/';
export const MEDIA_URL_LIFETIME_MS = 60 * 60 * 1000;
const STEP_MS = 15 * 60 * 1000;

/** The path as the browser sends it and as the database stores it compare equal once decoded. */
const normalise = (path: string) => {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
};

export interface MediaSigner {
  /** A media URL with `expires` and `signature`; any other URL unchanged. */
  sign: (url: string, now?: number) => string;
  verify: (path: string, expires: string | null, signature: string | null, now?: number) => boolean;
}

export const mediaSigner = (secret: Uint8Array): MediaSigner => {
  // A key of its own, so a media signature can never pass for anything else signed with the secret.
  const key = createHmac('sha256', secret).update('fanclub:media-url').digest();
  const mac = (path: string, expires: number) =>
    createHmac('sha256', key)
      .update(`${normalise(path)}\n${expires}`)
      .digest();
  return {
    sign: (url, now = Date.now()) => {
      if (!url.startsWith(MEDIA_PREFIX)) return url;
      const path = url.split(/[?#]/)[0]!;
      const expires = (Math.ceil((now + MEDIA_URL_LIFETIME_MS) / STEP_MS) * STEP_MS) / 1000;
      return `${path}?expires=${expires}&signature=${mac(path, expires).toString('base64url')}`;
    },
    verify: (path, expires, signature, now = Date.now()) => {
      const at = Number(expires);
      if (!signature || !Number.isInteger(at) || at * 1000 <= now) return false;
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(path, at);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
};

/** Every media URL inside an answer, signed (the answer is otherwise unchanged). */
export const signMediaUrls = (value: unknown, sign: (url: string) => string): unknown => {
  if (typeof value === 'string') return value.startsWith(MEDIA_PREFIX) ? sign(value) : value;
  if (Array.isArray(value)) return value.map((item) => signMediaUrls(item, sign));
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, signMediaUrls(v, sign)]));
  }
  return value;
};
