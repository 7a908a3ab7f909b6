/**
 * Where the 3-D Secure challenge sends the browser back. Only our own site may be the target
 * (anything else would make the challenge page an open redirect); a relative path is resolved
 * against PUBLIC_URL, and a foreign or missing URL falls back to the given path.
 */
export const returnUrl = (publicUrl: string, requested: string | undefined, fallbackPath: string): string => {
  const own = new URL(publicUrl);
  if (requested) {
    try {
      const target = new URL(requested, own);
      if (target.origin === own.origin) return target.toString();
    } catch {
      // not a URL: use the fallback
    }
  }
  return new URL(fallbackPath, own).toString();
};
