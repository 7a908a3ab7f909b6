/**
 * Draws every demo image the fixtures reference into `mocks/public/demo/**` (paid-only ones into
 * `mocks/media/images/**`, served only by signed URL) as a small SVG in the item's colour: posters
 * with Japanese type, illustrated members, record jackets and goods where the fixture gives words
 * (`DemoText`), abstract pictures elsewhere. Run after changing fixtures:
 * `npx tsx mocks/scripts/generate-demo-images.ts`. Output is deterministic (shapes are seeded by the
 * path) so regenerating changes nothing. Type is set in the fonts of the device that shows the
 * picture (Noto Sans CJK JP where installed, the system's Japanese sans-serif elsewhere).
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoImages, type DemoImage, type DemoShape, type DemoText } from '../src/fixtures/index.ts';

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

const SANS = `'Noto Sans CJK JP','Noto Sans JP','Hiragino Sans','Yu Gothic',sans-serif`;
const SERIF = `Georgia,'Noto Serif CJK JP','Hiragino Mincho ProN',serif`;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Width of a character in ems: full width for Japanese, a little over half for Latin letters. */
const ems = (ch: string) => (ch.charCodeAt(0) <= 0xff ? 0.62 : 1);

/** Japanese line-breaking rules (kinsoku): what may not begin a line, and what may not end one. */
const NOT_AT_START = /^[」』）〉、。・！？ーャュョッァィゥェォ ]$/;
const NOT_AT_END = /^[「『（〈]$/;

const isLatin = (ch: string | undefined) => ch !== undefined && /[A-Za-z0-9\u00c0-\u00ff]/.test(ch);

/**
 * Breaks a title into lines of at most `perLine` ems: Japanese anywhere (but never before a
 * closing bracket or punctuation), Latin words only at a space. `null` when a Latin word alone is
 * wider than a line (the caller sets the type smaller).
 */
function wrap(text: string, perLine: number): string[] | null {
  const lines: string[] = [];
  let line = '';
  for (const ch of text) {
    const next = line + ch;
    const width = [...next].reduce((sum, c) => sum + ems(c), 0);
    if (width > perLine && line.trim() && !NOT_AT_START.test(ch)) {
      if (isLatin(ch) && isLatin(line.at(-1))) {
        const space = line.lastIndexOf(' ');
        // A Latin word is cut only at a space, or where Japanese meets it.
        let cut = Math.max(space, ...[...line].map((c, i) => (isLatin(c) ? -1 : i + 1)));
        if (NOT_AT_END.test(line[cut - 1] ?? '')) cut -= 1;
        if (cut <= 0) return null;
        lines.push(line.slice(0, cut).trim());
        line = line.slice(cut).trimStart() + ch;
        continue;
      }
      // An opening bracket goes down with what it opens.
      const carry = NOT_AT_END.test(line.at(-1) ?? '') ? line.at(-1)! : '';
      lines.push(line.slice(0, line.length - carry.length).trim());
      line = carry + (ch === ' ' ? '' : ch);
      continue;
    }
    line = next;
  }
  if (line.trim()) lines.push(line.trim());
  // No lone character on the last line: it takes the one before it along.
  const last = lines.at(-1);
  const before = lines.at(-2);
  if (last && before && [...last].length === 1 && !isLatin(before.at(-1))) {
    // Small kana and the long-vowel mark stay with the character before them.
    let take = 1;
    while (take < before.length - 1 && NOT_AT_START.test(before.at(-take) ?? '')) take += 1;
    lines[lines.length - 2] = before.slice(0, -take);
    lines[lines.length - 1] = before.slice(-take) + last;
  }
  return lines;
}

const textWidth = (text: string, size: number) => [...text].reduce((sum, c) => sum + ems(c), 0) * size;

/** A title set as large as fits `maxWidth` (down to `min`), on at most `maxLines` lines. */
function fitTitle(text: string, maxWidth: number, start: number, min: number, maxLines: number) {
  for (let size = start; size >= min; size -= 2) {
    const lines = wrap(text, maxWidth / size);
    if (lines && lines.length <= maxLines) return { size, lines };
  }
  return { size: min, lines: (wrap(text, maxWidth / min) ?? [text]).slice(0, maxLines) };
}

const lineTexts = (lines: string[], x: number, y: number, size: number, anchor: string, extra: string) =>
  lines
    .map(
      (l, i) =>
        `<text x="${x}" y="${Math.round(y + i * size * 1.25)}" font-size="${size}" text-anchor="${anchor}" ${extra}>${escapeXml(l)}</text>`,
    )
    .join('');

/** A typographic poster: brand mark, title, a line below it, and a call to action. */
function poster(image: DemoImage, text: DemoText, width: number, height: number): string {
  const { color } = image;
  const pad = Math.round(Math.min(width, height) * 0.09);
  const wide = width / height > 2.2;
  const maxWidth = width - pad * 2;
  const title = fitTitle(
    text.title,
    maxWidth * (wide ? 0.9 : 1),
    Math.round(height * (wide ? 0.2 : 0.12)),
    28,
    wide ? 1 : 2,
  );
  const subSize = Math.max(22, Math.round(title.size * 0.42));
  const sub = text.sub ? fitTitle(text.sub, maxWidth, subSize, 16, 1).lines : [];
  const ctaSize = Math.max(20, Math.round(subSize * 0.9));
  const block =
    title.lines.length * title.size * 1.25 +
    (sub.length ? subSize * 1.6 : 0) +
    (text.cta ? ctaSize * 2.6 : 0);
  let y = Math.round((height - block) / 2 + title.size * 0.9 + (wide ? 0 : pad * 0.3));
  const parts = [
    scene(image, width, height),
    `<rect width="${width}" height="${height}" fill="${shade(color, -0.55)}" fill-opacity=".28"/>`,
  ];
  parts.push(
    `<g fill="#fff" font-family="${SERIF}" font-style="italic"><polygon points="${star(pad + 14, pad + 4, 16)}"/><text x="${pad + 38}" y="${pad + 14}" font-size="28">Lumière</text></g>`,
  );
  parts.push(
    lineTexts(
      title.lines,
      width / 2,
      y,
      title.size,
      'middle',
      `font-family="${SANS}" font-weight="700" fill="#fff"`,
    ),
  );
  y += Math.round((title.lines.length - 1) * title.size * 1.25 + subSize * 1.5);
  if (sub.length) {
    parts.push(
      lineTexts(sub, width / 2, y, subSize, 'middle', `font-family="${SANS}" font-weight="500" fill="#fff"`),
    );
    y += Math.round(subSize * 0.6);
  }
  if (text.cta) {
    const w = Math.round(textWidth(text.cta, ctaSize) + ctaSize * 2.4);
    const h = Math.round(ctaSize * 2);
    const top = Math.round(y + ctaSize * 0.5);
    parts.push(
      `<rect x="${Math.round((width - w) / 2)}" y="${top}" width="${w}" height="${h}" rx="${h / 2}" fill="#fff"/>`,
      `<text x="${width / 2}" y="${Math.round(top + h / 2 + ctaSize * 0.36)}" font-size="${ctaSize}" text-anchor="middle" font-family="${SANS}" font-weight="700" fill="${shade(color, -0.35)}">${escapeXml(text.cta)} ›</text>`,
    );
  }
  return parts.join('');
}

/** One illustrated member: hair, face, shoulders in her colour. `cx`, `base`: where she stands. */
function figure(color: string, cx: number, base: number, scale: number, seed: string): string {
  const next = random(seed);
  const hair = shade(color, -0.55 - next() * 0.15);
  const long = next() > 0.4;
  const s = scale;
  const face = `<ellipse cx="${cx}" cy="${base - 250 * s}" rx="${62 * s}" ry="${72 * s}" fill="#f6dccd"/>`;
  const back = long
    ? `<path d="M${cx - 84 * s} ${base - 250 * s} q0 -120 ${84 * s} -120 q${84 * s} 0 ${84 * s} 120 v${150 * s} h${-168 * s} z" fill="${hair}"/>`
    : `<ellipse cx="${cx}" cy="${base - 270 * s}" rx="${82 * s}" ry="${86 * s}" fill="${hair}"/>`;
  const fringe = `<path d="M${cx - 66 * s} ${base - 262 * s} q${20 * s} ${-74 * s} ${66 * s} ${-74 * s} q${52 * s} 0 ${66 * s} ${74 * s} q${-36 * s} ${-30 * s} ${-66 * s} ${-26 * s} q${-30 * s} ${-4 * s} ${-66 * s} ${26 * s} z" fill="${hair}"/>`;
  const eyes = `<g fill="#3a2a3a"><ellipse cx="${cx - 22 * s}" cy="${base - 244 * s}" rx="${6 * s}" ry="${8 * s}"/><ellipse cx="${cx + 22 * s}" cy="${base - 244 * s}" rx="${6 * s}" ry="${8 * s}"/></g><path d="M${cx - 12 * s} ${base - 212 * s} q${12 * s} ${10 * s} ${24 * s} 0" stroke="#c0566b" stroke-width="${4 * s}" fill="none" stroke-linecap="round"/>`;
  const body = `<path d="M${cx - 130 * s} ${base} q0 ${-120 * s} ${130 * s} ${-130 * s} q${130 * s} ${10 * s} ${130 * s} ${130 * s} z" fill="${color}"/><path d="M${cx - 30 * s} ${base - 130 * s} l${30 * s} ${40 * s} l${30 * s} ${-40 * s}" fill="#fff" fill-opacity=".85"/>`;
  const neck = `<rect x="${cx - 18 * s}" y="${base - 190 * s}" width="${36 * s}" height="${60 * s}" fill="#efcdbb"/>`;
  return back + body + neck + face + fringe + eyes;
}

/** A member's portrait: her illustration on her colour, her name on a band at the foot. */
function person(image: DemoImage, text: DemoText, width: number, height: number): string {
  const scale = Math.min(width / 320, height / 420);
  const band = Math.round(height * 0.14);
  const size = Math.round(band * 0.46);
  return `${scene(image, width, height)}${figure(image.color, width / 2, height - band, scale, image.path)}<rect y="${height - band}" width="${width}" height="${band}" fill="#fff" fill-opacity=".92"/><text x="${width / 2}" y="${Math.round(height - band / 2 + size * 0.36)}" font-size="${size}" text-anchor="middle" font-family="${SANS}" font-weight="700" fill="${shade(image.color, -0.45)}">${escapeXml(text.title)}</text>`;
}

/** The five members side by side, with the group's name (hero and biography). */
function group(image: DemoImage, text: DemoText, width: number, height: number): string {
  const colors = ['#8E7CF0', '#4F8FE0', '#E889AE', '#3FA796', '#F2B84B'];
  const tall = height > width;
  const scale = tall ? width / 900 : height / 1000;
  const base = tall ? height * 0.97 : height;
  const span = tall ? width * 0.86 : width * 0.62;
  const left = tall ? width * 0.07 : width * 0.36;
  const people = colors
    .map((c, i) => {
      const cx = left + (span / 5) * (i + 0.5);
      const lift = i % 2 === 0 ? 0 : 30 * scale;
      return figure(c, cx, base - lift, scale * (i === 2 ? 1.08 : 1), `${image.path}-${i}`);
    })
    .join('');
  const titleSize = Math.round(tall ? width * 0.17 : height * 0.16);
  const subSize = Math.round(titleSize * 0.3);
  const x = tall ? width / 2 : width * 0.07;
  const anchor = tall ? 'middle' : 'start';
  const y = tall ? height * 0.17 : height * 0.42;
  return `${scene(image, width, height)}${people}<g font-family="${SERIF}" fill="#fff"><text x="${x}" y="${Math.round(y)}" font-size="${titleSize}" font-style="italic" text-anchor="${anchor}">${escapeXml(text.title)}</text>${
    text.sub
      ? `<text x="${x}" y="${Math.round(y + subSize * 1.9)}" font-size="${subSize}" text-anchor="${anchor}" font-family="${SANS}">${escapeXml(text.sub)}</text>`
      : ''
  }</g>`;
}

/** A record sleeve: rings in the work's colour, the title set large, the group's name small. */
function jacket(image: DemoImage, text: DemoText, width: number, height: number): string {
  const { color } = image;
  const rings = [0.42, 0.32, 0.22]
    .map(
      (r, i) =>
        `<circle cx="${width * 0.68}" cy="${height * 0.38}" r="${Math.round(width * r)}" fill="none" stroke="#fff" stroke-opacity="${0.18 + i * 0.12}" stroke-width="${Math.round(width * 0.012)}"/>`,
    )
    .join('');
  const title = fitTitle(
    text.title.replace(/[「」]/g, ' ').trim(),
    width * 0.84,
    Math.round(width * 0.1),
    30,
    3,
  );
  const y = Math.round(height * 0.92 - (title.lines.length - 1) * title.size * 1.25);
  return `<rect width="${width}" height="${height}" fill="${shade(color, -0.2)}"/>${rings}<text x="${Math.round(width * 0.08)}" y="${Math.round(height * 0.12)}" font-size="${Math.round(width * 0.06)}" font-family="${SERIF}" font-style="italic" fill="#fff">Lumière</text>${lineTexts(title.lines, Math.round(width * 0.08), y, title.size, 'start', `font-family="${SANS}" font-weight="700" fill="#fff"`)}`;
}

/** The shape of an item of merchandise, by the words of its file name. */
function goodsShape(path: string, color: string, cx: number, cy: number, s: number): string {
  const ink = shade(color, -0.35);
  const name = path.split('/').pop() ?? '';
  if (/tshirt|hoodie/.test(name))
    return `<path d="M${cx - 90 * s} ${cy - 110 * s} l${-80 * s} ${50 * s} l${30 * s} ${60 * s} l${40 * s} ${-20 * s} v${150 * s} h${200 * s} v${-150 * s} l${40 * s} ${20 * s} l${30 * s} ${-60 * s} l${-80 * s} ${-50 * s} q${-30 * s} ${40 * s} ${-90 * s} ${40 * s} q${-60 * s} 0 ${-90 * s} ${-40 * s} z" fill="${color}" stroke="${ink}" stroke-width="${6 * s}"/><polygon points="${star(cx, cy, 34 * s)}" fill="#fff"/>`;
  if (/muffler|towel/.test(name))
    return `<rect x="${cx - 60 * s}" y="${cy - 130 * s}" width="${120 * s}" height="${260 * s}" rx="${14 * s}" fill="${color}" stroke="${ink}" stroke-width="${6 * s}"/>${[0, 1, 2].map((i) => `<rect x="${cx - 60 * s}" y="${cy + (40 + i * 26) * s}" width="${120 * s}" height="${10 * s}" fill="#fff" fill-opacity=".8"/>`).join('')}`;
  if (/cap/.test(name))
    return `<path d="M${cx - 110 * s} ${cy + 30 * s} q0 ${-140 * s} ${110 * s} ${-140 * s} q${110 * s} 0 ${110 * s} ${140 * s} z" fill="${color}" stroke="${ink}" stroke-width="${6 * s}"/><path d="M${cx - 10 * s} ${cy + 30 * s} h${170 * s} q${10 * s} ${30 * s} ${-30 * s} ${36 * s} h${-140 * s} z" fill="${ink}"/>`;
  if (/penlight/.test(name))
    return `<rect x="${cx - 22 * s}" y="${cy - 150 * s}" width="${44 * s}" height="${210 * s}" rx="${22 * s}" fill="${color}" stroke="${ink}" stroke-width="${6 * s}"/><rect x="${cx - 28 * s}" y="${cy + 60 * s}" width="${56 * s}" height="${90 * s}" rx="${10 * s}" fill="${ink}"/><circle cx="${cx}" cy="${cy - 60 * s}" r="${70 * s}" fill="${color}" fill-opacity=".25"/>`;
  if (/mug/.test(name))
    return `<rect x="${cx - 90 * s}" y="${cy - 100 * s}" width="${160 * s}" height="${200 * s}" rx="${18 * s}" fill="#fff" stroke="${ink}" stroke-width="${6 * s}"/><path d="M${cx + 70 * s} ${cy - 50 * s} h${30 * s} a${40 * s} ${40 * s} 0 0 1 0 ${90 * s} h${-30 * s}" fill="none" stroke="${ink}" stroke-width="${14 * s}"/><polygon points="${star(cx - 10 * s, cy, 40 * s)}" fill="${color}"/>`;
  if (/badge/.test(name))
    return [
      [-70, -60],
      [70, -60],
      [0, 10],
      [-70, 80],
      [70, 80],
    ]
      .map(
        ([dx, dy], i) =>
          `<circle cx="${cx + dx! * s}" cy="${cy + dy! * s}" r="${58 * s}" fill="${shade(color, i * 0.12 - 0.1)}" stroke="#fff" stroke-width="${6 * s}"/>`,
      )
      .join('');
  if (/calendar/.test(name))
    return `<rect x="${cx - 120 * s}" y="${cy - 90 * s}" width="${240 * s}" height="${190 * s}" rx="${10 * s}" fill="#fff" stroke="${ink}" stroke-width="${6 * s}"/><rect x="${cx - 120 * s}" y="${cy - 90 * s}" width="${240 * s}" height="${50 * s}" fill="${color}"/>${Array.from({ length: 12 }, (_, i) => `<rect x="${cx + (-100 + (i % 6) * 34) * s}" y="${cy + (-20 + Math.floor(i / 6) * 50) * s}" width="${24 * s}" height="${24 * s}" fill="${color}" fill-opacity=".35"/>`).join('')}`;
  if (/single|album|cd|blu/.test(name))
    return `<rect x="${cx - 130 * s}" y="${cy - 130 * s}" width="${260 * s}" height="${260 * s}" fill="${color}" stroke="${ink}" stroke-width="${6 * s}"/><circle cx="${cx + 40 * s}" cy="${cy}" r="${110 * s}" fill="#eee" stroke="${ink}" stroke-width="${4 * s}"/><circle cx="${cx + 40 * s}" cy="${cy}" r="${20 * s}" fill="${color}"/>`;
  if (/photobook|book/.test(name))
    return `<rect x="${cx - 110 * s}" y="${cy - 140 * s}" width="${220 * s}" height="${280 * s}" rx="${6 * s}" fill="${color}" stroke="${ink}" stroke-width="${6 * s}"/><rect x="${cx - 80 * s}" y="${cy - 100 * s}" width="${160 * s}" height="${120 * s}" fill="#fff" fill-opacity=".85"/><text x="${cx}" y="${cy + 80 * s}" font-size="${30 * s}" text-anchor="middle" font-family="${SERIF}" font-style="italic" fill="#fff">Lumière</text>`;
  if (/cheki|card|ticket/.test(name))
    return `<rect x="${cx - 90 * s}" y="${cy - 130 * s}" width="${180 * s}" height="${230 * s}" fill="#fff" stroke="${ink}" stroke-width="${6 * s}"/><rect x="${cx - 72 * s}" y="${cy - 112 * s}" width="${144 * s}" height="${150 * s}" fill="${color}"/><path d="M${cx - 50 * s} ${cy + 70 * s} q${50 * s} ${-30 * s} ${100 * s} 0" stroke="${ink}" stroke-width="${5 * s}" fill="none"/>`;
  // Acrylic stands and key holders, and anything else: a clear plate with a member's star.
  return `<rect x="${cx - 80 * s}" y="${cy - 140 * s}" width="${160 * s}" height="${230 * s}" rx="${24 * s}" fill="#fff" fill-opacity=".55" stroke="${ink}" stroke-width="${6 * s}"/><polygon points="${star(cx, cy - 30 * s, 60 * s)}" fill="${color}"/><rect x="${cx - 100 * s}" y="${cy + 100 * s}" width="${200 * s}" height="${26 * s}" rx="${8 * s}" fill="${ink}"/>`;
}

/** An item of merchandise on a light ground with its name below, as on a shop's product shot. */
function goods(image: DemoImage, text: DemoText, width: number, height: number): string {
  const s = width / 800;
  const title = fitTitle(text.title, width * 0.86, Math.round(width * 0.06), 24, 2);
  const y = Math.round(height * 0.84 - (title.lines.length - 1) * title.size * 0.6);
  return `<rect width="${width}" height="${height}" fill="${shade(image.color, 0.82)}"/><circle cx="${width / 2}" cy="${height * 0.4}" r="${width * 0.3}" fill="${shade(image.color, 0.6)}"/>${goodsShape(image.path, image.color, width / 2, height * 0.4, s * 1.1)}${lineTexts(title.lines, width / 2, y, title.size, 'middle', `font-family="${SANS}" font-weight="700" fill="${shade(image.color, -0.5)}"`)}`;
}

function pictured(image: DemoImage, width: number, height: number): string {
  const { text } = image;
  if (!text) return scene(image, width, height);
  switch (text.kind) {
    case 'poster':
      return poster(image, text, width, height);
    case 'person':
      return person(image, text, width, height);
    case 'group':
      return group(image, text, width, height);
    case 'jacket':
      return jacket(image, text, width, height);
    case 'goods':
      return goods(image, text, width, height);
  }
}

function svg(image: DemoImage): string {
  const [width, height] = sizes[image.shape];
  const body =
    image.shape === 'icon'
      ? icon(image)
      : image.shape === 'logo'
        ? logo(image)
        : pictured(image, width, height);
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
