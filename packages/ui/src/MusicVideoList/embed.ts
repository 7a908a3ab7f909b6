/**
 * The privacy-friendly player address for a YouTube or Vimeo link (the site's CSP allows frames of
 * only these two), or null for anything else: a self-hosted file, or text that is not a web address.
 */
export const embedUrl = (url: string): string | null => {
  try {
    const u = new URL(url);
    const youtubeId = u.hostname.includes('youtu.be')
      ? u.pathname.slice(1)
      : u.hostname.includes('youtube.com')
        ? (u.searchParams.get('v') ?? u.pathname.split('/').pop())
        : null;
    if (youtubeId) return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}`;
    if (u.hostname.includes('vimeo.com'))
      return `https://player.vimeo.com/video/${encodeURIComponent(u.pathname.split('/').pop() ?? '')}`;
  } catch {
    // Not a URL: nothing to embed.
  }
  return null;
};
