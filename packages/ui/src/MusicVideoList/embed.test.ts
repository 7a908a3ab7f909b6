import { describe, expect, it } from 'vitest';
import { embedUrl } from './embed.ts';

describe('embedUrl', () => {
  it('turns YouTube links (watch, short, embed) into the no-cookie player', () => {
    expect(embedUrl('https://www.youtube.com/watch?v=abc123')).toBe(
      'https://www.youtube-nocookie.com/embed/abc123',
    );
    expect(embedUrl('https://youtu.be/abc123')).toBe('https://www.youtube-nocookie.com/embed/abc123');
    expect(embedUrl('https://www.youtube.com/embed/abc123')).toBe(
      'https://www.youtube-nocookie.com/embed/abc123',
    );
  });

  it('turns Vimeo links into the Vimeo player', () => {
    expect(embedUrl('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871');
  });

  it('leaves self-hosted files and text that is not an address to the browser player', () => {
    expect(embedUrl('https://cdn.example.com/mv/hikari.mp4')).toBeNull();
    expect(embedUrl('not a url')).toBeNull();
  });
});
