import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import type { BuildEnvironmentOptions } from 'vite';
import { precompress } from '../../scripts/vite-precompress.ts';

/**
 * `vite build` writes the browser's build to dist/, which the API serves with its HTML shell; every
 * text asset gets brotli and gzip copies beside it (scripts/vite-precompress.ts). `vite build --ssr
 * src/entry-server.tsx` writes the server's render of the same routes to dist-server/, which the
 * API loads to send public pages server-rendered (src/entry-server.tsx).
 * In development the Vite server proxies the API and the sandbox card provider, so pages, cookies
 * and the card token endpoint all stay on one origin, as in production.
 */
const api = process.env.API_ORIGIN ?? 'http://localhost:3000';

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), precompress()],
  // Built class names are a short hash of the file and the class (`_x3Fa9k`, the same in the browser's
  // and the server's build, so hydration agrees): they stand in every page's HTML, CSS and JS, where the
  // readable `_title_162lb_25` cost a first load hundreds of bytes. Development keeps readable names.
  ...(command === 'build' ? { css: { modules: { generateScopedName: '_[hash:base64:6]' } } } : {}),
  server: {
    port: 5173,
    proxy: {
      '/api': { target: api, changeOrigin: false },
      '/sandbox-pay': { target: api, changeOrigin: false },
      // Demo pictures, and the signed media URLs the API hands out (paid videos).
      '/demo': { target: api, changeOrigin: false },
      '/media': { target: api, changeOrigin: false },
    },
  },
  // The server's build carries every package it uses, so the API server runs it from dist-server/
  // whatever node_modules it sees (the ui's own dependencies are not the site's). jsdom, the DOM the
  // server's sanitiser runs on (ui rich-text-server), reads its own files at run time: it stays a
  // package the site depends on.
  ssr: { noExternal: true, external: ['jsdom'] },
  build: isSsrBuild ? serverBuild : clientBuild,
}));

/** Node's module, run by the API server (apps/api/src/plugins/site.ts). */
const serverBuild = {
  outDir: 'dist-server',
  emptyOutDir: true,
  sourcemap: false,
  minify: false,
  copyPublicDir: false,
} satisfies BuildEnvironmentOptions;

const clientBuild = {
  outDir: 'dist',
  emptyOutDir: true,
  // The size check (scripts/check-size.mjs) reads the manifest to find each route's initial JS.
  manifest: true,
  sourcemap: false,
  rolldownOptions: {
    output: {
      codeSplitting: {
        groups: [
          // React itself, which every page runs (the islands of a document too), one chunk cached
          // apart from the app code that changes often; one file compresses better than several.
          {
            name: 'react',
            test: /[\\/]node_modules[\\/].*[\\/](react|react-dom|scheduler)[\\/]/,
            priority: 20,
          },
          // The whole app's framework (the data router, react-query), which a document's islands
          // never load (README "Islands").
          {
            name: 'app-framework',
            test: /[\\/]node_modules[\\/].*[\\/](react-router|react-router-dom|@tanstack[\\/]query-core|@tanstack[\\/]react-query)[\\/]/,
            priority: 20,
          },
          // The rest of what the entry needs before the first render (the shell, the route table,
          // the API client and the small modules the screens share with it), in the entry's own
          // file rather than five more: fewer files, fewer requests, better compression.
          { name: 'shell', tags: ['$initial'], priority: 10 },
          // The text fields every form screen draws (ui TextField, PasswordField and their label
          // and help, the site's field bindings), one chunk rather than eight files
          // of a few hundred bytes each: a form route loads one request and compresses better.
          {
            name: 'form',
            test: /[\\/](packages[\\/]ui[\\/]src[\\/](TextField[\\/]|PasswordField[\\/]|Field[\\/](NativeField\.tsx|Field\.module\.css))|apps[\\/]site[\\/]src[\\/]components[\\/](form[\\/]bind\.ts|NewPasswordFields\.tsx))/,
            priority: 5,
          },
          // react-hook-form, its zod resolver and the site's hook on them, which only a form brings:
          // the 'form' group's fields are drawn by other parts too (a content page loads that chunk).
          {
            name: 'hook-form',
            test: /[\\/](node_modules[\\/](react-hook-form|@hookform[\\/]resolvers)[\\/]|apps[\\/]site[\\/]src[\\/]components[\\/]form[\\/]use-site-form\.ts)/,
            priority: 6,
          },
          // The submit hold that both starts install (components/form/early-submit.ts): left to
          // itself it would go with its other importer, the form hook, into 'hook-form'.
          {
            name: 'early-submit',
            test: /[\\/]apps[\\/]site[\\/]src[\\/]components[\\/]form[\\/]early-submit\.ts$/,
            priority: 7,
          },
          // The field values' names (prefectures, genders…) that the messages read: out of the
          // 'forms' group, which would otherwise bring the schemas with every Japanese message.
          {
            name: 'field-values',
            test: /[\\/]packages[\\/]domain[\\/]src[\\/]contract[\\/]values\.ts$/,
            priority: 6,
          },
          // The form schemas, the field rules they share with the contract's schemas and the
          // zod/mini they are written in (with zod's core, which the group brings along), one file:
          // a form's first check loads one request, and the contract's classic schemas, loaded
          // with the first API call, take their fields and zod's core from it. Without this the
          // shared field rules became a chunk of their own, one more request on every form.
          {
            name: 'forms',
            test: /[\\/](packages[\\/]domain[\\/]src[\\/](forms[\\/]index|contract[\\/](field-rules|form-bodies))\.ts|node_modules[\\/]zod[\\/]v4[\\/]mini[\\/])/,
            priority: 5,
          },
          // The frame of every screen that reads data (the site's QueryBoundary: spinner, empty
          // state, content) with ui EmptyState, which it always brings: one file rather than two.
          {
            name: 'data',
            test: /[\\/](apps[\\/]site[\\/]src[\\/]components[\\/]QueryBoundary\.tsx|packages[\\/]ui[\\/]src[\\/]EmptyState[\\/])/,
            priority: 5,
          },
        ],
      },
    },
  },
} satisfies BuildEnvironmentOptions;
