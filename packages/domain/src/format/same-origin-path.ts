/**
 * Where a redirect may send the browser: a path of this site, never another origin. Every
 * redirect the kit makes from something a visitor sent goes through here (the API's no-script form
 * fallback, the 3-D Secure return addresses, the site's `?to=` after sign-in).
 *
 * A browser reads a `Location` (or a link) with the WHATWG URL parser, which is more forgiving than
 * a `startsWith('/')` check: it turns `\` into `/`, drops tabs and line breaks anywhere and control
 * characters and spaces at both ends, and removes `.` segments, so `/\evil.example`,
 * `/<TAB>/evil.example` and `/.//evil.example` all lead off-site. So the path is read the way the
 * browser will read it, and what is sent back is the parsed path, with any run of leading slashes
 * collapsed to one. A target that would leave the origin, or that carries a backslash or a
 * control character (never in one of our paths, only in tricks), gives the fallback.
 */
const BASE = 'http://same-origin.invalid';

/** Characters a browser strips from a URL or turns into a slash; never in one of our paths. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const RAW_TRICKS = /[\u0000-\u001f\u007f\\]/;

/** Invisible or look-alike characters that have no business at the start of a path. */
const LEADING_SPACE = /^\/?[\s\u00a0\u1680\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff]/u;

/** The path as a second decoder (a proxy, a framework) would read it: up to three rounds. */
const decoded = (path: string) => {
  let current = path;
  for (let round = 0; round < 3; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      // A stray `%` (`/100%`) decodes no further; it cannot form a slash either.
      break;
    }
    if (next === current) break;
    current = next;
  }
  return current;
};

/** The same-origin path `target` names (path, query, hash), or `fallback` when it names none. */
export function sameOriginPath(target: string, fallback: string): string;
export function sameOriginPath(target: string, fallback: null): string | null;
export function sameOriginPath(target: string, fallback: string | null): string | null {
  if (typeof target !== 'string' || target.length === 0 || target.length > 2048) return fallback;
  if (!target.startsWith('/') || RAW_TRICKS.test(target) || LEADING_SPACE.test(target)) return fallback;
  let url: URL;
  try {
    url = new URL(target, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const path = url.pathname.replace(/^\/+/, '/');
  // `/%2F/evil` is harmless to a browser, but not to every decoder behind it: refused as well.
  const plain = decoded(path);
  if (/^\/\//.test(plain) || RAW_TRICKS.test(plain) || LEADING_SPACE.test(plain)) return fallback;
  return `${path}${url.search}${url.hash}`;
}

/** True when `target` is already a same-origin path as it stands (a `?to=` worth keeping). */
export const isSameOriginPath = (target: string): boolean => sameOriginPath(target, null) === target;
