import { describe, expect, it } from 'vitest';
import { shouldClientNavigate } from './link-navigation.tsx';

const ORIGIN = 'https://fc.example.jp';
const click = (changes: Partial<MouseEvent> = {}) => ({
  button: 0,
  metaKey: false,
  ctrlKey: false,
  altKey: false,
  shiftKey: false,
  defaultPrevented: false,
  ...changes,
});
const link = (href: string, attributes: Record<string, string> = {}) => ({
  origin: new URL(href, ORIGIN).origin,
  getAttribute: (name: string) => attributes[name] ?? null,
  hasAttribute: (name: string) => name in attributes,
});

describe('shouldClientNavigate', () => {
  it('routes a plain primary click on a same-origin link', () => {
    expect(shouldClientNavigate(click(), link('/products'), ORIGIN)).toBe(true);
    expect(shouldClientNavigate(click(), link('/products', { target: '_self' }), ORIGIN)).toBe(true);
  });

  it('leaves new-tab, new-window and download gestures to the browser', () => {
    for (const key of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const) {
      expect(shouldClientNavigate(click({ [key]: true }), link('/products'), ORIGIN)).toBe(false);
    }
    expect(shouldClientNavigate(click({ button: 1 }), link('/products'), ORIGIN)).toBe(false);
  });

  it('leaves targets, downloads and other origins to the browser', () => {
    expect(shouldClientNavigate(click(), link('/products', { target: '_blank' }), ORIGIN)).toBe(false);
    expect(shouldClientNavigate(click(), link('/price.pdf', { download: '' }), ORIGIN)).toBe(false);
    expect(shouldClientNavigate(click(), link('https://example.com/'), ORIGIN)).toBe(false);
    // tel: and mailto: links have an opaque origin.
    expect(shouldClientNavigate(click(), { ...link('/'), origin: 'null' }, ORIGIN)).toBe(false);
  });

  it('does nothing when a handler already prevented the default', () => {
    expect(shouldClientNavigate(click({ defaultPrevented: true }), link('/products'), ORIGIN)).toBe(false);
  });
});
