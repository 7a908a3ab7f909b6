#!/usr/bin/env node
// Bundle-size check (issue 5): the initial JavaScript of each public route, as sent to a browser that
// takes brotli (every browser the site supports), must stay at or under the budget. The bytes are
// those of the build's own `.br` copies, the files the API sends (scripts/vite-precompress.ts); a
// file without one (too small to gain) counts whole. "Initial" is what the browser must run before the route can paint: the entry
// chunk with its static imports (what index.html preloads) plus the route's own lazy screen chunk
// with its static imports. Chunks those import dynamically (the contract's zod schemas, which load
// alongside the first API call, and the form schemas, loaded on a form's first validation) are not
// initial; they are printed apart, for information. Reads dist/.vite/manifest.json, so run
// `vite build` first.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// SITE_DIST: another build's folder (side builds while dist serves something else).
const dist = join(root, process.env.SITE_DIST ?? 'dist');
const manifestFile = join(dist, '.vite/manifest.json');
const BUDGET_KIB = Number(process.env.SITE_JS_BUDGET_KIB ?? 120);

// Public routes of spec section 2 and the screen module each one lazily loads (src/app/router.tsx, lazy routes).
const publicRoutes = {
  '/': 'src/pages/home/HomePage.tsx',
  '/sign-in': 'src/pages/auth/SignInPage.tsx',
  '/forgot-password': 'src/pages/auth/PasswordPages.tsx',
  '/reset-password': 'src/pages/auth/PasswordPages.tsx',
  '/maintenance': 'src/pages/misc/MaintenancePage.tsx',
  '/service-maintenance': 'src/pages/misc/MaintenancePage.tsx',
  '/membership-guide': 'src/pages/membership/MembershipGuidePage.tsx',
  '/membership-registration': 'src/pages/registration/RegistrationPage.tsx',
  '/membership-registration/success': 'src/pages/registration/RegistrationPage.tsx',
  '/membership-registration/information': 'src/pages/registration/RegistrationInformationPage.tsx',
  '/contact': 'src/pages/contact/ContactPage.tsx',
  '/contact/success': 'src/pages/contact/ContactPage.tsx',
  '/topic': 'src/pages/articles/TopicsPage.tsx',
  '/topic/:id': 'src/pages/articles/TopicsPage.tsx',
  '/notice': 'src/pages/articles/NoticeListPage.tsx',
  '/notice/:id': 'src/pages/articles/NoticeDetailPage.tsx',
  '/q&a': 'src/pages/misc/FaqPage.tsx',
  '/privacy-policy': 'src/pages/misc/LegalPage.tsx',
  '/terms-of-service': 'src/pages/misc/LegalPage.tsx',
  '/commercial-transactions-law': 'src/pages/misc/LegalPage.tsx',
  '/products': 'src/pages/shop/ProductsPage.tsx',
  '/products/:id': 'src/pages/shop/ProductDetailPage.tsx',
  '/special-video': 'src/pages/content/VideoPages.tsx',
  '/stamp/scan': 'src/pages/engagement/StampScanPage.tsx',
  '/get-stamp': 'src/pages/engagement/GetStampPage.tsx',
};

const ceiling = BUDGET_KIB * 1024;

if (!existsSync(manifestFile)) {
  console.error(`no ${manifestFile}: run \`vite build\` in apps/site first`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);

const sentSizes = new Map();
/** What the API sends for the file when the browser takes brotli. */
const sentSize = (file) => {
  if (!sentSizes.has(file)) {
    const path = join(dist, file);
    sentSizes.set(file, statSync(existsSync(`${path}.br`) ? `${path}.br` : path).size);
  }
  return sentSizes.get(file);
};

/** The chunk and everything it imports statically (what must load before it runs). */
const closure = (key, seen = new Set()) => {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const child of chunk.imports ?? []) closure(child, seen);
  return seen;
};

const entryFiles = closure(entryKey);
const keyOf = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
const jsSize = (files) =>
  [...files].filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + sentSize(f), 0);
const kib = (bytes) => (bytes / 1024).toFixed(1);
let failed = false;
const rows = [];
for (const [route, screen] of Object.entries(publicRoutes)) {
  if (!manifest[screen]) {
    rows.push({ route, screen, size: null });
    continue;
  }
  const files = new Set([...entryFiles, ...closure(screen)]);
  const size = jsSize(files);
  if (size > ceiling) failed = true;
  // What the route's code may import later (schemas, validators), not counted against the budget.
  const later = new Set();
  for (const file of files) {
    const key = keyOf.get(file);
    for (const child of manifest[key]?.dynamicImports ?? []) {
      // The entry's dynamic imports are the other screens; those of the screen and the shell's
      // modules are the contract's schemas and the response validator.
      if (key === entryKey && child.startsWith('src/pages/')) continue;
      for (const f of closure(child)) if (!files.has(f)) later.add(f);
    }
  }
  rows.push({ route, screen, size, later: jsSize(later) });
}

console.log(`entry (shell) JS: ${kib(jsSize(entryFiles))} KiB brotli`);
for (const { route, screen, size, later } of rows) {
  const mark = size === null ? 'MISSING' : size > ceiling ? 'FAIL' : 'ok';
  console.log(
    `${mark.padEnd(7)} ${route.padEnd(40)} ${
      size === null
        ? `(no chunk for ${screen})`
        : `${kib(size)} KiB${later ? `  (+${kib(later)} KiB loaded later)` : ''}`
    }`,
  );
}
const missing = rows.filter((r) => r.size === null).length;
const over = rows.filter((r) => r.size !== null && r.size > ceiling).length;
console.log(
  `budget ${BUDGET_KIB} KiB brotli per public route; ${over} routes over it; ${missing} route screens not built`,
);
process.exit(failed || missing > 0 ? 1 : 0);
