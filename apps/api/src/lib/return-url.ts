import { sameOriginPath } from '@fanclub/domain/format';

/**
 * `requested` as an absolute URL of PUBLIC_URL's origin, or null when it names another place (or
 * is no URL). A relative path is resolved against PUBLIC_URL; the request's own Host never counts.
 * The path goes through `sameOriginPath` as well, so `https://our.site//evil.example` comes back
 * as `https://our.site/evil.example` and cannot become an open redirect where it is used again.
 */
export const ownUrl = (publicUrl: string, requested: string): string | null => {
  const own = new URL(publicUrl);
  let target: URL;
  try {
    target = new URL(requested, own);
  } catch {
    return null;
  }
  if (target.origin !== own.origin) return null;
  const path = sameOriginPath(`${target.pathname.replace(/^\/+/, '/')}${target.search}${target.hash}`, null);
  return path === null ? null : new URL(path, own).toString();
};

/**
 * Where the 3-D Secure challenge sends the browser back. Only our own site may be the target
 * (anything else would make the challenge page an open redirect); a foreign or missing URL falls
 * back to the given path.
 */
export const returnUrl = (publicUrl: string, requested: string | undefined, fallbackPath: string): string =>
  (requested ? ownUrl(publicUrl, requested) : null) ?? new URL(fallbackPath, publicUrl).toString();
