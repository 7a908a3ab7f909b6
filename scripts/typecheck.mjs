#!/usr/bin/env node
// Type-checks every workspace project with its own tsconfig (browser and Node code differ).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const projects = [
  'packages/domain',
  'packages/fixtures',
  'packages/ui',
  'mocks',
  'apps/site',
  'apps/console',
  'apps/api',
  '.',
];
let failed = false;
for (const project of projects) {
  const config = join(project, project === '.' ? 'tsconfig.tools.json' : 'tsconfig.json');
  if (!existsSync(config)) {
    console.error(`missing ${config}`);
    failed = true;
    continue;
  }
  const { status } = spawnSync('node_modules/.bin/tsc', ['-p', config], { stdio: 'inherit' });
  if (status !== 0) failed = true;
  else console.log(`typecheck ok: ${config}`);
}
process.exit(failed ? 1 : 0);
