/**
 * Draws every demo image the fixtures reference into `mocks/public/demo/**` (paid-only ones into
 * `mocks/media/images/**`, served only by signed URL) as a small abstract SVG in the item's colour. Run after changing fixtures: `npx tsx mocks/scripts/generate-demo-images.ts`.
 * Output is deterministic (shapes are seeded by the path) so regenerating changes nothing.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoImages, type DemoImage, type DemoShape } from '../src/fixtures/index.ts';

const outDir = fileURLToPath(new URL('../public/demo', import.meta.url));
const paidDir = fileURLToPath(new URL('../media/images', import.meta.url));

const sizes: Record<DemoShape, [number, number]> = {
  photo: [1200, 800],
  square: [800, 800],
  portrait: [600, 800],
  banner: [1600, 500],
  wide: [1600, 900],
  icon: [256, 256],
  logo: [480, 120],
};

/** Small string hash -> pseudo-random sequence, so every image differs but never changes. */
function random(seed: string) {
  let h = 2166136261;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    return ((h ^= h >>> 16) >>> 0) / 4294967296;
  };
}

function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const mix = (c: number) => Math.round(amount < 0 ? c * (1 + amount) : c + (255 - c) * amount);
  const r = mix((n >> 16) & 255);
  const g = mix((n >> 8) & 255);
  const b = mix(n & 255);
  return `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`;
}

const star = (cx: number, cy: number, r: number) =>
  Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? r : r * 0.45;
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    return `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`;
  }).join(' ');

function icon({ path, color }: DemoImage): string {
  const locked = path.endsWith('-locked');
  const inner = locked
    ? `<rect x="98" y="118" width="60" height="48" rx="8" fill="#fff"/><path d="M108 118v-14a20 20 0 0 1 40 0v14" fill="none" stroke="#fff" stroke-width="10"/>`
    : `<polygon points="${star(128, 132, 62)}" fill="#fff"/>`;
  return `<circle cx="128" cy="128" r="120" fill="${color}"/><circle cx="128" cy="128" r="104" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="4" stroke-dasharray="10 8"/>${inner}`;
}

function logo({ color }: DemoImage): string {
  const ink = color.toUpperCase() === '#FFFFFF' ? '#FFFFFF' : color;
  return `<polygon points="${star(52, 60, 34)}" fill="${ink}"/><text x="100" y="78" font-family="Georgia,serif" font-size="54" font-style="italic" fill="${ink}">Lumière</text>`;
}

function scene(image: DemoImage, width: number, height: number): string {
  const next = random(image.path);
  const { color } = image;
  const circles = Array.from({ length: 4 }, () => {
    const r = (0.15 + next() * 0.35) * Math.min(width, height);
    return `<circle cx="${Math.round(next() * width)}" cy="${Math.round(next() * height)}" r="${Math.round(r)}" fill="#fff" fill-opacity="${(0.08 + next() * 0.14).toFixed(2)}"/>`;
  }).join('');
  const sparkles = Array.from(
    { length: 3 },
    () =>
      `<polygon points="${star(Math.round(next() * width), Math.round(next() * height), Math.round(10 + next() * 24))}" fill="#fff" fill-opacity=".7"/>`,
  ).join('');
  return `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(color, 0.25)}"/><stop offset="1" stop-color="${shade(color, -0.25)}"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#g)"/>${circles}${sparkles}`;
}

function svg(image: DemoImage): string {
  const [width, height] = sizes[image.shape];
  const body =
    image.shape === 'icon' ? icon(image) : image.shape === 'logo' ? logo(image) : scene(image, width, height);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>\n`;
}

const images = demoImages();
// Start clean so images no fixture references any more do not linger.
for (const entry of readdirSync(outDir, { withFileTypes: true }))
  rmSync(join(outDir, entry.name), { recursive: true, force: true });
rmSync(paidDir, { recursive: true, force: true });
for (const image of images) {
  const file = join(image.paid ? paidDir : outDir, `${image.path}.svg`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, svg(image));
}
console.log(`wrote ${images.length} demo images to ${outDir} and ${paidDir}`);
