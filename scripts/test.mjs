#!/usr/bin/env node
// The one test command (`npm test`): installs with the pinned pnpm, then runs every check, several
// at a time, and prints one closing line `N passed, N failed`. Uses only Node built-ins so it runs
// before the install. `npm test -- --only=lint,stories` runs a subset; `--skip-install` skips the
// install; `--jobs=N` sets how many stages run at once.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const results = join(root, '.test-results');
const args = process.argv.slice(2);
const only = args
  .find((a) => a.startsWith('--only='))
  ?.slice(7)
  .split(',');
const skipInstall = args.includes('--skip-install');

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

// Listed longest chain first: when a slot frees, the first ready stage of this list takes it.
// The browser journeys (two groups of about 9 and 16 minutes on 2 cores) start as soon as the site is
// built, the second once the story tests are done, so the short stages fill both slots at the end
// instead of waiting behind them. The whole run: about 31 minutes on a quiet 2-core machine.
const stages = [
  // The site, its server render and the console, built once for the size check and the journeys.
  {
    name: 'site-build',
    cmd: [
      'sh',
      '-c',
      [
        `${bin('vite')} build apps/site --logLevel warn`,
        `${bin('vite')} build apps/site --ssr src/entry-server.tsx --logLevel warn`,
        `${bin('vite')} build apps/console --logLevel warn`,
      ].join(' && '),
    ],
  },
  // The browser journeys (e2e/playwright.config.ts) in two groups of about equal length, each on
  // its own server and database, so they can take both slots.
  ...['a', 'b'].map((group, index) => ({
    name: `e2e-${group}`,
    cmd: [bin('playwright'), 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
    env: {
      PLAYWRIGHT_JSON_OUTPUT_NAME: join(results, `e2e-${group}.json`),
      E2E_GROUP: group,
      E2E_PORT: String(3100 + index * 10),
      E2E_PREBUILT: '1',
    },
    report: 'playwright',
    after: ['site-build'],
  })),
  { name: 'site-size', cmd: ['node', join(root, 'apps/site/scripts/check-size.mjs')], after: ['site-build'] },
  // Every story on the demo palette (play function, full axe check), and its colours again on a
  // very light and a very dark brand colour (.storybook/palette-passes.ts).
  vitest('stories', 'vitest.storybook.config.ts'),
  { name: 'storybook-build', cmd: [bin('storybook'), 'build', '--quiet', '-o', 'storybook-static'] },
  {
    name: 'visual',
    cmd: [
      bin('playwright'),
      'test',
      '-c',
      'visual/playwright.config.ts',
      // The HTML report of every screenshot: visual/report/index.html.
      '--reporter=list,json,./visual/report.ts',
    ],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: join(results, 'visual.json') },
    report: 'playwright',
    after: ['storybook-build'],
  },
  { name: 'typecheck', cmd: ['node', join(root, 'scripts/typecheck.mjs')] },
  {
    name: 'lint',
    cmd: [
      'sh',
      '-c',
      // knip: every declared dependency is imported (or run) by something (knip.json).
      `${bin('eslint')} . --max-warnings 0 && ${bin('knip')} --include dependencies,unlisted --no-progress`,
    ],
  },
  vitest('api', 'apps/api/vitest.config.ts'),
  // Two production API processes on PostgreSQL and Redis (TEST_DATABASE_URL, TEST_REDIS_URL;
  // skipped with the reason printed where either is missing): checkout bursts, kill -9, SIGTERM.
  // After the api stage, so its bursts do not share the cores with it.
  { ...vitest('faults', 'apps/api/vitest.faults.config.ts'), after: ['api'] },
  // Attacks against the real server (SECURITY.md): authorisation table, throttling, fuzz, headers.
  vitest('security', 'apps/api/security/vitest.config.ts'),
  vitest('site', 'apps/site/vitest.config.ts'),
  vitest('domain', 'packages/domain/vitest.config.ts'),
  vitest('ui', 'packages/ui/vitest.config.ts'),
  vitest('contract', 'tests/vitest.config.ts'),
  vitest('mocks', 'mocks/vitest.config.ts'),
  vitest('fixtures', 'packages/fixtures/vitest.config.ts'),
  { name: 'format', cmd: [bin('prettier'), '--check', '.', '--log-level', 'warn'] },
];

/**
 * Stages run side by side, as many at a time as `--jobs` (default: the machine's cores, at least
 * 2), in the order above, each once every stage it names in `after` has finished. Each stage's
 * output goes to `.test-results/<name>.log` and is printed whole when it ends, so logs of stages
 * that ran together never interleave.
 */
const jobs = Math.max(
  1,
  Number(args.find((a) => a.startsWith('--jobs='))?.slice(7) ?? Math.max(2, availableParallelism())),
);

const runStage = (stage) =>
  new Promise((resolve) => {
    const log = join(results, `${stage.name}.log`);
    const out = openSync(log, 'w');
    const started = Date.now();
    const child = spawn(stage.cmd[0], stage.cmd.slice(1), {
      cwd: root,
      stdio: ['ignore', out, out],
      env: { ...process.env, CI: process.env.CI ?? 'true', FORCE_COLOR: '0', ...stage.env },
    });
    const finish = (status) => {
      closeSync(out);
      const seconds = Math.round((Date.now() - started) / 1000);
      console.log(`\n=== ${stage.name} (${status === 0 ? 'ok' : 'FAILED'}, ${seconds} s) ===`);
      process.stdout.write(readFileSync(log, 'utf8'));
      resolve({ status, seconds });
    };
    child.on('error', (error) => {
      writeFileSync(log, `${error.message}\n`, { flag: 'a' });
      finish(1);
    });
    child.on('close', (code) => finish(code ?? 1));
  });

/** Test files that failed outside any test (a hook such as afterAll, an import): each counts once. */
const failedFilesOnly = (json) =>
  (json.testResults ?? []).filter(
    (file) => file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed'),
  );

const count = (stage) => {
  const file = join(results, `${stage.name}.json`);
  if (!stage.report || !existsSync(file)) return null;
  const json = JSON.parse(readFileSync(file, 'utf8'));
  if (stage.report === 'vitest') {
    return {
      passed: json.numPassedTests ?? 0,
      failed: (json.numFailedTests ?? 0) + (json.numTotalTests === 0 ? 1 : 0) + failedFilesOnly(json).length,
    };
  }
  const s = json.stats ?? {};
  // A flaky test failed once and then passed its retry (only the visual stage retries).
  return { passed: (s.expected ?? 0) + (s.flaky ?? 0), failed: s.unexpected ?? 0, flaky: s.flaky ?? 0 };
};

if (!skipInstall) {
  const status = spawnSync('sh', [join(root, 'scripts/pnpm.sh'), 'install', '--frozen-lockfile'], {
    cwd: root,
    stdio: 'inherit',
  }).status;
  if (status !== 0) process.exit(status ?? 1);
}
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const selected = stages.filter((stage) => !only || only.includes(stage.name));
const names = new Set(selected.map((stage) => stage.name));
const done = new Map();
const running = new Set();
const startedAt = Date.now();
console.log(`Running ${selected.length} stages, ${jobs} at a time: ${[...names].join(', ')}`);

await new Promise((resolveAll) => {
  const next = () => {
    if (done.size === selected.length) return resolveAll();
    for (const stage of selected) {
      if (running.size >= jobs) break;
      if (done.has(stage.name) || running.has(stage.name)) continue;
      // A stage waits for the stages it needs that are part of this run.
      const needs = (stage.after ?? []).filter((name) => names.has(name));
      if (!needs.every((name) => done.has(name))) continue;
      running.add(stage.name);
      runStage(stage).then((result) => {
        running.delete(stage.name);
        done.set(stage.name, result);
        next();
      });
    }
  };
  next();
});

let passed = 0;
let failed = 0;
const summary = selected.map((stage) => {
  const { status, seconds } = done.get(stage.name);
  const counted = count(stage);
  if (counted) {
    passed += counted.passed;
    failed += counted.failed + (status !== 0 && counted.failed === 0 ? 1 : 0);
  } else if (status === 0) {
    passed += 1;
  } else {
    failed += 1;
  }
  const figures = counted
    ? ` (${counted.passed} passed, ${counted.failed} failed${counted.flaky ? `, ${counted.flaky} passed on retry` : ''})`
    : '';
  return `${status === 0 ? 'ok  ' : 'FAIL'} ${stage.name}${figures} ${seconds} s`;
});

// What failed and why, a few lines each, just above the summary: the end of a long log is what a
// reader (or a CI page that keeps only the tail) sees first.
const clip = (text) =>
  String(text ?? '')
    .split('\n')
    .map((line) => line.trimEnd())
    .filter(Boolean)
    .slice(0, 4)
    .join('\n      ')
    .slice(0, 600);
const failures = (stage) => {
  const file = join(results, `${stage.name}.json`);
  if (!stage.report || !existsSync(file)) return [];
  const json = JSON.parse(readFileSync(file, 'utf8'));
  if (stage.report === 'vitest') {
    return [
      ...(json.testResults ?? []).flatMap((file) =>
        (file.assertionResults ?? [])
          .filter((t) => t.status === 'failed')
          .map((t) => `${t.fullName ?? t.title}\n      ${clip(t.failureMessages?.[0])}`),
      ),
      ...failedFilesOnly(json).map(
        (file) =>
          `${relative(root, file.name)} (the file, outside its tests)\n      ${clip(file.message || `its error is in the stage's log above (.test-results/${stage.name}.log)`)}`,
      ),
    ];
  }
  const walk = (suite, file) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      (spec.tests ?? [])
        .filter((t) => t.status === 'unexpected')
        .map((t) => {
          const error = t.results?.at(-1)?.error ?? t.results?.at(-1)?.errors?.[0];
          return `${spec.file ?? file}:${spec.line} ${spec.title} [${t.projectName}]\n      ${clip(error?.message)}`;
        }),
    ),
    ...(suite.suites ?? []).flatMap((child) => walk(child, suite.file ?? file)),
  ];
  return (json.suites ?? []).flatMap((suite) => walk(suite, suite.file));
};
const why = selected.flatMap((stage) => {
  try {
    return failures(stage).map((line) => `${stage.name}: ${line}`);
  } catch {
    return []; // an unreadable report: the stage's own log above says what happened
  }
});
if (why.length > 0) console.log(`\nFailures:\n${why.slice(0, 30).join('\n')}`);

console.log(`\n${summary.join('\n')}\n`);
console.log(`wall time ${Math.round((Date.now() - startedAt) / 1000)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
