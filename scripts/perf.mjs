#!/usr/bin/env node
// The performance command (`npm run perf`): measures the public pages as a new visitor on a phone
// meets them. It builds the site, the console and the API as `npm start` does, starts the compiled
// API (`node dist/main.js`, NODE_ENV=production) on a fresh DATA_DIR (demo content), then runs
// Lighthouse with its mobile defaults (simulated slow 4G, 4x CPU slow-down, performance category
// only) several times on every public route of spec section 2, each run in a fresh headless
// Chromium (cold cache), and prints the median of each figure per route.
//
// It is a benchmark, not a test: it fails only when it cannot measure. Figures depend on the
// machine's load, printed with the table (record both together).
//
//   npm run perf                        build, then 3 runs on every public route
//   npm run perf -- --no-build          use the existing builds (apps/*/dist)
//   npm run perf -- --runs=1 --routes=/,/notice
//   npm run perf -- --json=perf.json    also write every run's figures
//
// PERF_PORT (default 4900) is the API's port; CHROME_PATH the browser (default /usr/bin/chromium).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name) =>
  args
    .find((a) => a.startsWith(`--${name}=`))
    ?.split('=')
    .slice(1)
    .join('=');

const runs = Number(option('runs') ?? 3);
const port = Number(option('port') ?? process.env.PERF_PORT ?? 4900);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const origin = `http://localhost:${port}`;
const companyId = process.env.COMPANY_ID ?? '3';

/**
 * Spec section 2's public routes, read from the site's one list (apps/site/src/app/paths.ts
 * `PUBLIC_ROUTE_PATTERNS`); a detail route is measured on the first item of its list.
 * `/email/undo` is left out: it only answers a mailed token.
 */
const readPublicRoutes = () => {
  const source = readFileSync(join(root, 'apps/site/src/app/paths.ts'), 'utf8');
  const list = /PUBLIC_ROUTE_PATTERNS = \[([\s\S]*?)\] as const/.exec(source);
  if (!list) throw new Error('perf: PUBLIC_ROUTE_PATTERNS not found in apps/site/src/app/paths.ts');
  const routes = [...list[1].replace(/\/\/.*$/gm, '').matchAll(/'([^']+)'/g)].map((m) => m[1]);
  return routes.filter((route) => route !== '/email/undo');
};
const routes = option('routes')?.split(',') ?? readPublicRoutes();

const sh = (cmd, cmdArgs, opts = {}) => {
  const result = spawnSync(cmd, cmdArgs, { cwd: root, stdio: 'inherit', ...opts });
  if (result.status !== 0) {
    console.error(`perf: ${cmd} ${cmdArgs.join(' ')} failed`);
    process.exit(1);
  }
};

if (!args.includes('--no-build')) {
  const pnpm = ['sh', [join(root, 'scripts/pnpm.sh')]];
  for (const app of ['@fanclub/site', '@fanclub/console', '@fanclub/api']) {
    sh(pnpm[0], [...pnpm[1], '--filter', app, 'build']);
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'fanclub-perf-'));
const server = spawn('node', ['dist/main.js'], {
  cwd: join(root, 'apps/api'),
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'production', PUBLIC_URL: origin },
});
let stopping = false;
const stop = () => {
  stopping = true;
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};
server.on('exit', (code) => {
  if (!stopping) {
    console.error(`perf: the API stopped (exit ${code})`);
    process.exit(1);
  }
});
process.on('SIGINT', () => {
  stop();
  process.exit(130);
});

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
for (let i = 0; ; i += 1) {
  try {
    if ((await fetch(`${origin}/api/health`)).ok) break;
  } catch {
    // not listening yet
  }
  if (i > 240) {
    console.error('perf: the API did not answer /api/health within 2 minutes');
    stop();
    process.exit(1);
  }
  await sleep(500);
}

/** The first id found in a list answer of the public API (`{ data: [{ id }] }` or similar). */
const firstId = async (resource) => {
  const response = await fetch(`${origin}/api/v1/${resource}`, { headers: { 'company-id': companyId } });
  const find = (value) => {
    if (Array.isArray(value)) {
      for (const item of value) {
        const id = find(item);
        if (id !== undefined) return id;
      }
    } else if (value && typeof value === 'object') {
      if ('id' in value && (typeof value.id === 'number' || typeof value.id === 'string')) return value.id;
      for (const item of Object.values(value)) {
        const id = find(item);
        if (id !== undefined) return id;
      }
    }
    return undefined;
  };
  const id = response.ok ? find(await response.json()) : undefined;
  if (id === undefined) throw new Error(`perf: no item in /api/v1/${resource} for the detail route`);
  return id;
};
const detail = { '/topic/:id': 'topics', '/notice/:id': 'notices', '/products/:id': 'products' };
const urls = [];
for (const route of routes) {
  const resource = detail[route];
  const path = resource ? route.replace(':id', encodeURIComponent(String(await firstId(resource)))) : route;
  urls.push({ route, path });
}

// Warm the server (first request of each route compiles its code paths), as a running site would be.
for (const { path } of urls) await fetch(`${origin}${path}`).then((r) => r.arrayBuffer());

const lighthouse = join(root, 'node_modules/.bin/lighthouse');
const reportFile = join(dataDir, 'lhr.json');

/** One Lighthouse run (mobile defaults, performance only) in a fresh Chromium. */
const measure = (path) => {
  rmSync(reportFile, { force: true });
  const result = spawnSync(
    lighthouse,
    [
      `${origin}${path}`,
      '--only-categories=performance',
      '--output=json',
      `--output-path=${reportFile}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
      '--quiet',
    ],
    { cwd: root, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, CHROME_PATH: chromePath } },
  );
  if (result.status !== 0) throw new Error(`lighthouse ${path}: ${result.stderr?.toString().slice(-2000)}`);
  const lhr = JSON.parse(readFileSync(reportFile, 'utf8'));
  if (lhr.runtimeError) throw new Error(`lighthouse ${path}: ${lhr.runtimeError.message}`);
  const audit = (id) => lhr.audits[id]?.numericValue;
  const summary = lhr.audits['resource-summary']?.details?.items ?? [];
  const bytes = (type) => summary.find((item) => item.resourceType === type)?.transferSize ?? 0;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    total: bytes('total'),
    js: bytes('script'),
  };
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
const startedLoad = load();
const started = Date.now();
console.log(
  `perf: Lighthouse ${runs}x mobile on ${urls.length} routes at ${origin} (${cpus().length} CPUs, load ${startedLoad})`,
);

const rows = [];
const all = {};
for (const { route, path } of urls) {
  const results = [];
  // A run Lighthouse gives up on (a trace or protocol timeout on a busy machine) is tried again,
  // twice at most per route; the table says how many runs each median is of.
  for (let attempt = 0; results.length < runs && attempt < runs + 2; attempt += 1) {
    try {
      results.push(measure(path));
    } catch (error) {
      console.error(error.message);
    }
  }
  all[path] = results;
  if (results.length === 0) {
    rows.push({ route, failed: true });
    continue;
  }
  const m = (key) => median(results.map((r) => r[key]));
  const row = {
    // The machine's load (1-minute average, as `uptime` prints it) once the route was measured.
    load: loadavg()[0],
    route: route.includes(':id') ? path : route,
    n: results.length,
    score: m('score'),
    fcp: m('fcp'),
    lcp: m('lcp'),
    tbt: m('tbt'),
    cls: m('cls'),
    total: m('total'),
    js: m('js'),
  };
  rows.push(row);
  process.stderr.write(`  ${row.route}: ${row.score}\n`);
}
stop();

const kib = (bytes) => (bytes / 1024).toFixed(1);
const header = '| route | runs | score | FCP ms | LCP ms | TBT ms | CLS | KiB sent | JS KiB sent | load |';
const lines = [header, '|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|'];
for (const r of rows) {
  lines.push(
    r.failed
      ? `| \`${r.route}\` | 0 | failed | | | | | | | |`
      : `| \`${r.route}\` | ${r.n} | ${r.score} | ${Math.round(r.fcp)} | ${Math.round(r.lcp)} | ${Math.round(r.tbt)} | ${r.cls.toFixed(3)} | ${kib(r.total)} | ${kib(r.js)} | ${r.load.toFixed(2)} |`,
  );
}
console.log(`\nMedian of ${runs} Lighthouse runs (mobile defaults), ${new Date().toISOString()}`);
console.log(lines.join('\n'));
console.log(
  `\nLoad average (1, 5, 15 min, as \`uptime\` prints it; the load column is the 1-min figure after each route) at start: ${startedLoad}; at end: ${load()}; ${cpus().length} CPUs; ${Math.round((Date.now() - started) / 1000)} s.`,
);
const json = option('json');
if (json) writeFileSync(json, `${JSON.stringify({ rows, runs: all }, null, 2)}\n`);
if (rows.some((r) => r.failed)) process.exit(1);
