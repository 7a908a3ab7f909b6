#!/usr/bin/env node
// The commit-msg hook (package.json "simple-git-hooks"): a subject of at most 72 characters, the
// detail in the body. Usage: node scripts/commit-msg.mjs <message file>.
import { readFileSync } from 'node:fs';

const MAX = 72;
const file = process.argv[2];
if (!file) {
  console.error('usage: node scripts/commit-msg.mjs <message file>');
  process.exit(2);
}
const subject =
  readFileSync(file, 'utf8')
    .split('\n')
    .find((line) => line.trim() !== '' && !line.startsWith('#')) ?? '';
// Git's own merge subjects are left as git writes them.
if ([...subject].length > MAX && !subject.startsWith('Merge ')) {
  console.error(
    `The commit subject has ${[...subject].length} characters; at most ${MAX}. Put the detail in the body (after a blank line).`,
  );
  process.exit(1);
}
