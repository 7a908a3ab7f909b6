/**
 * Renders every demo video the fixtures reference (`/media/videos/*.mp4`) into
 * `mocks/public/media/videos/`: a four-second title card in the item's colour with its title, so the
 * seeded music videos, vlogs, birthday messages, gift posts and stamp rewards really play.
 * Needs ffmpeg and the Noto CJK fonts (`apt-get install ffmpeg fonts-noto-cjk`); only for whoever
 * changes the fixtures: the files are committed. `npx tsx mocks/scripts/generate-demo-videos.ts`
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fixtures } from '../src/fixtures/index.ts';

const outDir = fileURLToPath(new URL('../public/media/videos', import.meta.url));
const FONT_BOLD = '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc';
const FONT = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';
const COLOURS = ['0x4F8FE0', '0xF08DB4', '0x5BBFA8', '0x8C6FD1', '0xE07A5F', '0x3D5A80'];

/** Every `/media/videos/x.mp4` in the fixtures with the title (or name) of the item holding it. */
function collect(value: unknown, found: Map<string, string>) {
  if (Array.isArray(value)) return value.forEach((item) => collect(item, found));
  if (!value || typeof value !== 'object') return;
  const record = value as Record<string, unknown>;
  for (const [key, field] of Object.entries(record)) {
    if (typeof field === 'string' && /^\/demo\/videos\/[\w-]+\.mp4$/.test(field) && /video/i.test(key)) {
      const title = record.title ?? record.name;
      found.set(field, typeof title === 'string' ? title : 'デモ映像');
    } else collect(field, found);
  }
}

const videos = new Map<string, string>();
collect(fixtures, videos);
mkdirSync(outDir, { recursive: true });
for (const file of readdirSync(outDir)) rmSync(join(outDir, file));
const work = mkdtempSync(join(tmpdir(), 'demo-videos-'));
let index = 0;
for (const [url, title] of [...videos].sort()) {
  const name = url.slice('/media/videos/'.length);
  // drawtext reads the title from a file: no escaping of quotes, colons or brackets.
  const titleFile = join(work, `${index}.txt`);
  writeFileSync(titleFile, title);
  const colour = COLOURS[index++ % COLOURS.length];
  const filters = [
    // A bar crossing the frame, so a playing video visibly moves.
    `drawbox=x='mod(t*160,640)':y=300:w=80:h=8:color=white@0.8:t=fill`,
    `drawtext=fontfile=${FONT_BOLD}:textfile=${titleFile}:fontcolor=white:fontsize=28:x=(w-text_w)/2:y=(h-text_h)/2-20`,
    `drawtext=fontfile=${FONT}:text=デモ映像:fontcolor=white:fontsize=22:x=(w-text_w)/2:y=h/2+30`,
  ].join(',');
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', `color=c=${colour}:s=640x360:d=4:r=24`],
    ...['-vf', filters],
    ...['-c:v', 'libx264', '-preset', 'veryslow', '-crf', '34', '-pix_fmt', 'yuv420p'],
    ...['-profile:v', 'baseline', '-movflags', '+faststart', '-an', '-map_metadata', '-1'],
    ...['-fflags', '+bitexact', '-flags:v', '+bitexact', join(outDir, name)],
  ]);
  console.log(`${name}  ${title}`);
}
rmSync(work, { recursive: true });
console.log(`${videos.size} videos in ${outDir}`);
