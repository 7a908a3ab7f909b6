#!/usr/bin/env node
// `npm run chromatic`: publishes the workshop (the static Storybook) to Chromatic for review in the
// browser and visual tests in the cloud, with the project token from CHROMATIC_PROJECT_TOKEN.
// Without the token it says how to get one and exits 0: the local visual report
// (`npm run test:visual`, visual/report/index.html) needs no account and no network.
// Extra arguments go to the Chromatic CLI, e.g. `npm run chromatic -- --branch-name review`.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules/.bin', name);
const OUT = 'storybook-static';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(`CHROMATIC_PROJECT_TOKEN is not set: nothing was published.

To publish the workshop to Chromatic:
  1. Sign in at chromatic.com with the repository's Git host account and choose
     "Add project" for this repository.
  2. Copy the project token from Manage > Configure (it starts with chpt_).
  3. Run: CHROMATIC_PROJECT_TOKEN=chpt_... npm run chromatic
     In CI, store the token as a secret named CHROMATIC_PROJECT_TOKEN.

Without an account, review locally: npm run test:visual, then open visual/report/index.html
(see packages/ui/README.md, "Reviewing changes").`);
  process.exit(0);
}

const run = (cmd, args) =>
  spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env }).status ?? 1;

// TurboSnap traces changed files to the stories that import them through Vite's module graph,
// which `--stats-json` writes as preview-stats.json into the build.
const built = run(bin('storybook'), ['build', '--quiet', '--stats-json', '-o', OUT]);
if (built !== 0) process.exit(built);

process.exit(
  run(bin('chromatic'), [
    '--storybook-build-dir',
    OUT,
    '--only-changed',
    // Files the module graph cannot see: static images served beside the stories, and the
    // config read by Storybook itself. A change to them snapshots every story.
    '--externals',
    'packages/fixtures/public/**',
    '--externals',
    '.storybook/public/**',
    // Changes are reviewed and accepted in Chromatic's web app; the command itself succeeds once
    // every story rendered.
    '--exit-zero-on-changes',
    ...process.argv.slice(2),
  ]),
);
