#!/usr/bin/env node
// Accepts what the last visual comparison saw as the new baseline of one story (all its
// screenshots: desktop, phone, palettes) or of one screenshot:
//   npm run visual:accept -- commerce-productcard--default          every shot of the story
//   npm run visual:accept -- commerce-productcard--default--dark    that shot only
// It copies the actual picture from the report (visual/report/, written by every run of
// `npm run test:visual`), so what is accepted is exactly what the reviewer looked at.
import { copyFileSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const here = import.meta.dirname;
const resultsFile = join(here, 'report', 'results.json');
const names = process.argv.slice(2).map((name) => name.replace(/\.png$/, ''));

if (names.length === 0) {
  console.error('Usage: npm run visual:accept -- <story id or screenshot name> [...]');
  console.error('The names are in visual/report/index.html, beside each difference.');
  process.exit(2);
}
if (!existsSync(resultsFile)) {
  console.error('No visual report yet: run `npm run test:visual` first.');
  process.exit(1);
}

/** @type {{ file: string; status: string; actual?: string }[]} */
const shots = JSON.parse(readFileSync(resultsFile, 'utf8'));
let failed = false;
for (const name of names) {
  // A story id has one `--` (title--story); a screenshot of another variant adds `--phone` etc.
  const matching = shots.filter((shot) => shot.file === `${name}.png` || shot.file.startsWith(`${name}--`));
  if (matching.length === 0) {
    console.error(`${name}: not in the last visual run.`);
    failed = true;
    continue;
  }
  const changed = matching.filter((shot) => shot.actual);
  if (changed.length === 0) {
    console.log(`${name}: no difference in the last run, nothing to accept.`);
    continue;
  }
  for (const shot of changed) {
    copyFileSync(join(here, 'report', shot.actual), join(here, '__baselines__', shot.file));
    console.log(`accepted visual/__baselines__/${shot.file} (${shot.status === 'new' ? 'new' : 'changed'})`);
  }
}
process.exit(failed ? 1 : 0);
