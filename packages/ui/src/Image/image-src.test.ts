import { describe, expect, it } from 'vitest';
import { imageSrcSet, imageUrl } from './image-src.ts';

describe('imageUrl', () => {
  it('adds width and quality 75 by default', () => {
    expect(imageUrl('/img/a.jpg', 640)).toBe('/img/a.jpg?w=640&q=75');
    expect(imageUrl('/img/a.jpg?v=2', 16, 50)).toBe('/img/a.jpg?v=2&w=16&q=50');
  });
});

describe('imageSrcSet', () => {
  it('offers every device width when the image is responsive', () => {
    const { srcSet, src } = imageSrcSet('/a.jpg', {});
    expect(srcSet.split(', ').map((c) => c.split(' ')[1])).toEqual([
      '640w',
      '750w',
      '828w',
      '1080w',
      '1200w',
      '1920w',
      '2048w',
      '3840w',
    ]);
    expect(src).toBe('/a.jpg?w=3840&q=75');
  });
  it('adds the small widths 16-384 when sizes are given', () => {
    const { srcSet } = imageSrcSet('/a.jpg', { sizes: '(max-width: 768px) 50vw, 25vw' });
    expect(srcSet.startsWith('/a.jpg?w=16&q=75 16w, /a.jpg?w=32&q=75 32w')).toBe(true);
    expect(srcSet.split(', ')).toHaveLength(16);
  });
  it('uses 1x and 2x candidates for a fixed width', () => {
    expect(imageSrcSet('/a.jpg', { width: 100 }).srcSet).toBe('/a.jpg?w=128&q=75 1x, /a.jpg?w=256&q=75 2x');
    expect(imageSrcSet('/a.jpg', { width: 4000 }).srcSet).toBe(
      '/a.jpg?w=3840&q=75 1x, /a.jpg?w=3840&q=75 2x',
    );
  });
});
