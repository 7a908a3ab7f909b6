import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The built site when one exists, else a minimal one (the security stage runs before the site is
 * built on a clean clone): what the server's HTML, asset and form-fallback answers are tried on.
 */
export const siteDist = async () => {
  const built = path.resolve(import.meta.dirname, '../../site/dist');
  if (existsSync(path.join(built, 'index.html'))) return built;
  const dir = await mkdtemp(path.join(tmpdir(), 'sec-dist-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><!--app-head--><!--/app-head--><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>',
  );
  await writeFile(path.join(dir, 'assets', 'app.js'), 'console.log(1)');
  return dir;
};
