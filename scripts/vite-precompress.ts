import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text files worth compressing; pictures and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|xml|webmanifest|map)$/;
/**
 * Smaller files gain too little to keep a copy. The split build has many small chunks (a ui
 * component, a message module: 200 B–1 KiB) on every route's first load, and brotli takes a third
 * off each, so they are compressed as well: the bytes a phone downloads are what the budget counts.
 */
const MIN_BYTES = 128;

/**
 * Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every built text
 * file of the client build, once, at build time. The API serves the copy the browser asks for
 * (`Accept-Encoding`, @fastify/static `preCompressed`), so no request pays for compression and the
 * best (slowest) settings cost nothing at run time. A copy no smaller than its file is not kept.
 */
export const precompress = (): Plugin => ({
  name: 'fanclub:precompress',
  apply: 'build',
  applyToEnvironment: (environment) => environment.config.consumer === 'client',
  async writeBundle(options, bundle) {
    const dir = options.dir ?? path.dirname(options.file ?? '');
    await Promise.all(
      Object.keys(bundle)
        .filter((name) => COMPRESSIBLE.test(name))
        .map(async (name) => {
          const file = path.join(dir, name);
          const source = await readFile(file);
          if (source.length < MIN_BYTES) return;
          const [br, gzipped] = await Promise.all([
            brotli(source, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gz(source, { level: 9 }),
          ]);
          if (br.length < source.length) await writeFile(`${file}.br`, br);
          if (gzipped.length < source.length) await writeFile(`${file}.gz`, gzipped);
        }),
    );
  },
});
