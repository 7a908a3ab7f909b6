#!/usr/bin/env node
// The production build: src/main.ts (the server) and src/commands/draw.ts (the draw command) become
// plain JavaScript in dist/, so production runs `node dist/main.js` with no TypeScript loader.
// The workspace packages (@fanclub/domain, @fanclub/mocks, TypeScript sources) are bundled in; every
// other package stays an import of node_modules (native and WebAssembly parts load from there).
// Each source file's `import.meta.dirname` is rewritten to its own folder, seen from dist/, so paths
// such as the migrations folder and the built site resolve as they do under tsx.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const outdir = path.join(root, 'dist');

const { dependencies } = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8'));
/** `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * The API's own dependencies stay imports of node_modules (resolvable from dist/); the workspace's
 * TypeScript packages are bundled, and so is whatever they import that the API does not depend on
 * itself (e.g. dayjs through @fanclub/domain), since dist/ could not resolve it.
 */
const externals = {
  name: 'externals',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      const name = packageOf(args.path);
      if (name.startsWith('@fanclub/') || !(name in dependencies)) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/** `import.meta.dirname` of a source file, as an expression valid in the bundle beside it. */
const ownDirname = {
  name: 'own-dirname',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.dirname')) return { contents: source, loader: 'ts' };
      const relative = path.relative(outdir, path.dirname(args.path)).split(path.sep).join('/');
      const expression = `__fanclubPath.join(import.meta.dirname, ${JSON.stringify(relative)})`;
      return {
        contents: `import __fanclubPath from 'node:path';\n${source.replaceAll('import.meta.dirname', expression)}`,
        loader: 'ts',
      };
    });
  },
};

await build({
  entryPoints: { main: path.join(root, 'src/main.ts'), draw: path.join(root, 'src/commands/draw.ts') },
  outdir,
  bundle: true,
  // Chunks stay beside the entries (dist/), so every file's rewritten dirname is seen from there.
  splitting: true,
  chunkNames: '[name]-[hash]',
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  plugins: [externals, ownDirname],
  logLevel: 'warning',
});
console.log(`built ${path.relative(process.cwd(), outdir) || 'dist'}/main.js and draw.js`);
