#!/usr/bin/env node
// The every-script byte check: what a phone pays in script for each public route, measured as a
// browser meets the page. It starts the API server on the built site (`apps/site/dist` and the
// server render `dist-server`, built first when missing or older than dist) on a fresh DATA_DIR
// (the demo content), opens each public route of spec section 2 in Chromium (/usr/bin/chromium, a
// fresh context per route: cold cache, a guest), and counts every script the page requests until
// the network is idle: entry, modulepreloads, lazy chunks, whatever a beacon or a toast pulls in.
// Bytes are those sent (the response body as encoded on the wire: brotli, as every supported
// browser takes it). Each route is held to its budget (`budgetOf` below, README "Script per public
// route"). Prints a table; exits 1 when a route goes over its budget or cannot be measured.
//
//   node apps/site/scripts/check-size.mjs                   every public route
//   node apps/site/scripts/check-size.mjs --routes=/,/notice
//   node apps/site/scripts/check-size.mjs --json=size.json  also write the figures and files
//
// SIZE_PORT (default: a free port) is the server's port; CHROME_PATH the browser. SITE_SIZE_BUDGETS=off
// prints the table without judging it (for a before/after comparison).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';

const site = join(dirname(fileURLToPath(import.meta.url)), '..');
const root = join(site, '../..');
const args = process.argv.slice(2);
const option = (name) =>
  args
    .find((a) => a.startsWith(`--${name}=`))
    ?.split('=')
    .slice(1)
    .join('=');

/** A port nobody listens on (several worktrees may run the check at once), unless one is given. */
const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address();
      probe.close(() => resolve(free));
    });
  });
const port = Number(option('port') ?? process.env.SIZE_PORT ?? (await freePort()));
const origin = `http://localhost:${port}`;
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const judge = process.env.SITE_SIZE_BUDGETS !== 'off';
const KIB = 1024;

/**
 * Budgets, KiB as sent. A content route (text, pictures, links: the pages a peak brings) is a
 * document whose islands alone run (src/app/paths.ts `DOCUMENT_ROUTE_PATTERNS`), held to 80 KiB. A
 * form route delivered as a document (`FORM_DOCUMENT_ROUTE_PATTERNS`: its form an island, with
 * react-hook-form) measured 91-93 KiB: 100 KiB. A form route that still runs the whole app has a
 * budget of its own.
 */
const CONTENT_BUDGET_KIB = 80;
const FORM_DOCUMENT_BUDGET_KIB = 100;
const FORM_BUDGET_KIB = 220;

/** A list of route patterns in the site's one list of routes (src/app/paths.ts). */
const readRoutes = (name) => {
  const source = readFileSync(join(site, 'src/app/paths.ts'), 'utf8');
  const list = new RegExp(`\\b${name} = \\[([\\s\\S]*?)\\] as const`).exec(source);
  if (!list) throw new Error(`check-size: ${name} not found in src/app/paths.ts`);
  return [...list[1].replace(/\/\/.*$/gm, '').matchAll(/'([^']+)'/g)].map((m) => m[1]);
};
// Spec section 2's public routes, but the mailed link; those delivered as documents.
const publicRoutes = readRoutes('PUBLIC_ROUTE_PATTERNS').filter((route) => route !== '/email/undo');
const documentRoutes = new Set(readRoutes('DOCUMENT_ROUTE_PATTERNS'));
const formDocumentRoutes = new Set(readRoutes('FORM_DOCUMENT_ROUTE_PATTERNS'));
const budgetOf = (route) =>
  KIB *
  (formDocumentRoutes.has(route)
    ? FORM_DOCUMENT_BUDGET_KIB
    : documentRoutes.has(route)
      ? CONTENT_BUDGET_KIB
      : FORM_BUDGET_KIB);
const routes = option('routes')?.split(',') ?? publicRoutes;

// The builds: the browser's (the test command's site-build stage, or here) and the server's.
const dist = join(site, 'dist');
const serverEntry = join(site, 'dist-server/entry-server.js');
const vite = join(root, 'node_modules/.bin/vite');
const build = (extra) => {
  const result = spawnSync(vite, ['build', 'apps/site', '--logLevel', 'warn', ...extra], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(1);
};
if (!existsSync(join(dist, 'index.html'))) build([]);
if (!existsSync(serverEntry) || statSync(serverEntry).mtimeMs < statSync(join(dist, 'index.html')).mtimeMs)
  build(['--ssr', 'src/entry-server.tsx']);

const dataDir = mkdtempSync(join(tmpdir(), 'fanclub-size-'));
const server = spawn(join(root, 'node_modules/.bin/tsx'), ['apps/api/src/main.ts'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  // Its own process group: tsx runs the server in a child process, stopped with it.
  detached: true,
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    PUBLIC_URL: origin,
    LOG_LEVEL: 'warn',
  },
});
let stopping = false;
let browser;
const stop = async () => {
  stopping = true;
  await browser?.close().catch(() => {});
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  rmSync(dataDir, { recursive: true, force: true });
};
server.on('exit', (code) => {
  if (!stopping) {
    console.error(`check-size: the API stopped (exit ${code})`);
    process.exit(1);
  }
});
process.on('SIGINT', () => void stop().then(() => process.exit(130)));
// Whatever ends this script (a thrown error too) ends the server.
process.on('exit', () => {
  if (stopping) return;
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  rmSync(dataDir, { recursive: true, force: true });
});

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
for (let i = 0; ; i += 1) {
  try {
    if ((await fetch(`${origin}/api/health`)).ok) break;
  } catch {
    // not listening yet
  }
  if (i > 360) {
    console.error('check-size: the API did not answer /api/health within 3 minutes');
    await stop();
    process.exit(1);
  }
  await sleep(500);
}

/** A detail route is measured on the first item of its list. */
const firstId = async (resource) => {
  const response = await fetch(`${origin}/api/v1/${resource}`, {
    headers: { 'company-id': process.env.COMPANY_ID ?? '3' },
  });
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
  if (id === undefined) throw new Error(`no item in /api/v1/${resource}`);
  return id;
};
const detail = { '/topic/:id': 'topics', '/notice/:id': 'notices', '/products/:id': 'products' };

browser = await chromium.launch({
  executablePath: chromePath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

/** Every script the page requests until the network is idle: file, bytes as sent, status. */
const measure = async (path) => {
  const context = await browser.newContext({ locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
  const page = await context.newPage();
  const finished = [];
  page.on('requestfinished', (request) => finished.push(request));
  await page.goto(`${origin}${path}`, { waitUntil: 'networkidle', timeout: 60_000 });
  // A page the server did not render (its render failed or took over its time on a loaded
  // machine) comes as the client-rendered shell: its figure is not the route's, and is marked.
  const serverRendered = await page.evaluate(() => document.getElementById('site-state') !== null);
  const scripts = [];
  const encodings = new Set();
  for (const request of finished) {
    const url = new URL(request.url());
    const isScript =
      request.resourceType() === 'script' || (url.origin === origin && /\.m?js$/.test(url.pathname));
    if (!isScript) continue;
    const response = await request.response();
    const sizes = await request.sizes();
    encodings.add(response?.headers()['content-encoding'] ?? 'identity');
    scripts.push({ file: url.pathname, bytes: sizes.responseBodySize });
  }
  await context.close();
  return { scripts, encodings: [...encodings], serverRendered };
};

const rows = [];
let failed = false;
for (const route of routes) {
  const resource = detail[route];
  let path = route;
  try {
    if (resource) path = route.replace(':id', encodeURIComponent(String(await firstId(resource))));
    // The server's first render of a route compiles its code paths: warm it, as a running site is.
    await fetch(`${origin}${path}`).then((response) => response.arrayBuffer());
    let measured = await measure(path);
    // A render that missed its time on a loaded machine sends the shell: measured again, twice at most.
    for (let retry = 0; retry < 2 && !measured.serverRendered; retry += 1) measured = await measure(path);
    const { scripts, encodings, serverRendered } = measured;
    const bytes = scripts.reduce((sum, s) => sum + s.bytes, 0);
    // Still the shell (the machine is that busy): the page ran the whole app, held to its budget.
    const budget = serverRendered ? budgetOf(route) : FORM_BUDGET_KIB * KIB;
    const over = judge && bytes > budget;
    if (over) failed = true;
    rows.push({
      route,
      path,
      files: scripts.length,
      bytes,
      budget,
      over,
      encodings,
      serverRendered,
      scripts,
    });
  } catch (error) {
    failed = true;
    rows.push({ route, path, error: error.message });
  }
}
await stop();

const kib = (bytes) => (bytes / KIB).toFixed(1);
console.log(`Script requested until network idle, KiB as sent (Chromium, guest, cold cache), ${origin}`);
console.log(`${'route'.padEnd(40)} ${'files'.padStart(5)} ${'KiB'.padStart(7)} ${'budget'.padStart(7)}`);
for (const row of rows) {
  if (row.error) {
    console.log(`FAIL ${row.route.padEnd(35)} could not measure: ${row.error}`);
    continue;
  }
  const mark = row.over ? 'FAIL' : 'ok  ';
  console.log(
    `${mark} ${row.route.padEnd(35)} ${String(row.files).padStart(5)} ${kib(row.bytes).padStart(7)} ${kib(row.budget).padStart(7)}${
      row.encodings.some((e) => e !== 'br') ? `  (${row.encodings.join(', ')})` : ''
    }${row.serverRendered ? '' : '  (client-rendered: the server sent the shell)'}`,
  );
}
const over = rows.filter((row) => row.over || row.error).length;
console.log(
  `content routes ${CONTENT_BUDGET_KIB} KiB, form documents ${FORM_DOCUMENT_BUDGET_KIB} KiB, other form routes ${FORM_BUDGET_KIB} KiB; ${over} over budget or not measured`,
);
const json = option('json');
if (json) writeFileSync(json, `${JSON.stringify(rows, null, 2)}\n`);
process.exit(failed ? 1 : 0);
