#!/usr/bin/env node
// The one test command (`npm test`): installs with the pinned pnpm, then runs every check in order
// and prints one closing line `N passed, N failed`. Uses only Node built-ins so it runs before the
// install. `npm test -- --only=unit,stories` runs a subset; `--skip-install` skips the install.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const results = join(root, '.test-results');
const args = process.argv.slice(2);
const only = args
  .find((a) => a.startsWith('--only='))
  ?.slice(7)
  .split(',');
const skipInstall = args.includes('--skip-install');

const pnpm = ['sh', join(root, 'scripts/pnpm.sh')];
const bin = (name) => join(root, 'node_modules/.bin', name);

/** A vitest stage writes a JSON report so the closing line can count its tests. */
const vitest = (name, config, extra = []) => ({
  name,
  cmd: [
    bin('vitest'),
    'run',
    '--config',
    config,
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${join(results, `${name}.json`)}`,
    ...extra,
  ],
  report: 'vitest',
});

const stages = [
  { name: 'format', cmd: [bin('prettier'), '--check', '.', '--log-level', 'warn'] },
  { name: 'lint', cmd: [bin('eslint'), '.', '--max-warnings', '0'] },
  { name: 'typecheck', cmd: ['node', join(root, 'scripts/typecheck.mjs')] },
  vitest('domain', 'packages/domain/vitest.config.ts'),
  vitest('mocks', 'mocks/vitest.config.ts'),
  vitest('contract', 'tests/vitest.config.ts'),
  vitest('ui', 'packages/ui/vitest.config.ts'),
  vitest('api', 'apps/api/vitest.config.ts'),
  vitest('site', 'apps/site/vitest.config.ts'),
  vitest('stories', 'vitest.storybook.config.ts'),
  // The same stories on a very light and a very dark brand colour: still readable, still no axe finding.
  { ...vitest('stories-light', 'vitest.storybook.config.ts'), env: { STORYBOOK_BRAND: 'light' } },
  { ...vitest('stories-dark', 'vitest.storybook.config.ts'), env: { STORYBOOK_BRAND: 'dark' } },
  { name: 'storybook-build', cmd: [bin('storybook'), 'build', '--quiet', '-o', 'storybook-static'] },
  {
    name: 'visual',
    cmd: [bin('playwright'), 'test', '-c', 'visual/playwright.config.ts', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: join(results, 'visual.json') },
    report: 'playwright',
  },
  { name: 'site-build', cmd: [bin('vite'), 'build', 'apps/site', '--logLevel', 'warn'] },
  { name: 'site-size', cmd: ['node', join(root, 'apps/site/scripts/check-size.mjs')] },
  {
    name: 'e2e',
    cmd: [bin('playwright'), 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: join(results, 'e2e.json') },
    report: 'playwright',
  },
];

const run = (cmd, env = {}) =>
  spawnSync(cmd[0], cmd.slice(1), {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, CI: process.env.CI ?? 'true', ...env },
  }).status ?? 1;

const count = (stage) => {
  const file = join(results, `${stage.name}.json`);
  if (!stage.report || !existsSync(file)) return null;
  const json = JSON.parse(readFileSync(file, 'utf8'));
  if (stage.report === 'vitest') {
    return {
      passed: json.numPassedTests ?? 0,
      failed: (json.numFailedTests ?? 0) + (json.numTotalTests === 0 ? 1 : 0),
    };
  }
  const s = json.stats ?? {};
  // A flaky test failed once and then passed its retry (only the visual stage retries).
  return { passed: (s.expected ?? 0) + (s.flaky ?? 0), failed: s.unexpected ?? 0, flaky: s.flaky ?? 0 };
};

if (!skipInstall) {
  const status = run([...pnpm, 'install', '--frozen-lockfile']);
  if (status !== 0) process.exit(status);
}
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

let passed = 0;
let failed = 0;
const summary = [];
for (const stage of stages) {
  if (only && !only.includes(stage.name)) continue;
  console.log(`\n=== ${stage.name} ===`);
  const status = run(stage.cmd, stage.env);
  const counted = count(stage);
  if (counted) {
    passed += counted.passed;
    failed += counted.failed + (status !== 0 && counted.failed === 0 ? 1 : 0);
  } else if (status === 0) {
    passed += 1;
  } else {
    failed += 1;
  }
  summary.push(
    `${status === 0 ? 'ok  ' : 'FAIL'} ${stage.name}${counted ? ` (${counted.passed} passed, ${counted.failed} failed${counted.flaky ? `, ${counted.flaky} passed on retry` : ''})` : ''}`,
  );
}

console.log(`\n${summary.join('\n')}\n`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
