/**
 * The component library is what the site and the console are assembled from: a component a
 * designer approves in Storybook must be one a fan or an operator sees. Every component folder of
 * packages/ui must have one of its exports imported from `@fanclub/ui` by the code of apps/site or
 * apps/console (stories and tests do not count). Components the site still draws with a copy of its
 * own are listed below; the list may only shrink: a listed component that an app now uses fails too.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const uiSrc = join(root, 'packages/ui/src');

/** Not yet assembled from ui: the site keeps its own version (docs/architecture.md, "The site and ui"). */
const NOT_YET_USED: string[] = [];

/**
 * Components the apps draw through another ui component they import: the folder counts as used
 * when that component is (the site's header island, `ShellHeader`, opens the `Drawer`).
 */
const COMPOSED_INTO: Record<string, string> = { Drawer: 'ShellHeader' };

const VALUE_EXPORT = /export\s+(?:default\s+)?(?:async\s+)?(?:function\*?|const|let|class)\s+(\w+)/g;

/** The value names a ui component folder exports through its index.ts. */
const exportsOf = (folder: string): string[] => {
  const index = readFileSync(join(uiSrc, folder, 'index.ts'), 'utf8');
  const names: string[] = [];
  for (const [, list] of index.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const part of list!.split(',')) {
      const name = part.trim();
      if (name && !name.startsWith('type '))
        names.push(
          name
            .split(/\s+as\s+/)
            .pop()!
            .trim(),
        );
    }
  }
  for (const [, target] of index.matchAll(/export\s*\*\s*from\s*'([^']+)'/g)) {
    const file = join(uiSrc, folder, target!);
    if (existsSync(file))
      for (const [, name] of readFileSync(file, 'utf8').matchAll(VALUE_EXPORT)) names.push(name!);
  }
  return names;
};

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry) && !/\.(stories|test)\.tsx?$/.test(entry) ? [path] : [];
  });

/** Every name the apps' code imports (or re-exports) from `@fanclub/ui` or one of its entry points. */
const UI_IMPORTS = [
  /(?:import|export)\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@fanclub\/ui(?:\/[^']*)?'/g,
  // A lazily loaded component: import('@fanclub/ui/QrScanner').then(({ QrScanner }) => ...)
  /import\('@fanclub\/ui(?:\/[^']*)?'\)\.then\(\(\{([^}]*)\}\)/g,
  // A lazily loaded part: lazyPart(() => import('@fanclub/ui/BusyNotice'), (m) => m.BusyNotice)
  /import\('@fanclub\/ui(?:\/[^']*)?'\),\s*\(\w+\)\s*=>\s*\w+\.(\w+)/g,
];
const importedFromUi = new Set(
  ['apps/site/src', 'apps/console/src']
    .flatMap((dir) => sourceFiles(join(root, dir)))
    .flatMap((file) => {
      const code = readFileSync(file, 'utf8');
      return UI_IMPORTS.flatMap((pattern) => [...code.matchAll(pattern)]).flatMap(([, list]) =>
        list!
          .split(',')
          .map((part) =>
            part
              .trim()
              .replace(/^type\s+/, '')
              .split(/\s+as\s+/)[0]!
              .trim(),
          )
          .filter(Boolean),
      );
    }),
);

const componentFolders = readdirSync(uiSrc).filter(
  (entry) => /^[A-Z]/.test(entry) && existsSync(join(uiSrc, entry, 'index.ts')),
);

describe('ui components used by the apps', () => {
  it('reads the library and the apps', () => {
    expect(componentFolders.length).toBeGreaterThan(40);
    expect(importedFromUi.has('Button')).toBe(true);
  });

  it('has every component but the listed ones imported by apps/site or apps/console', () => {
    // A component of the folder (a capitalised export), not a helper alone such as votingState; a
    // folder without a component (Toast: toast()) counts by any export.
    const unused = componentFolders.filter((folder) => {
      if (COMPOSED_INTO[folder] && importedFromUi.has(COMPOSED_INTO[folder])) return false;
      const names = exportsOf(folder);
      const components = names.filter((name) => /^[A-Z]/.test(name));
      return !(components.length > 0 ? components : names).some((name) => importedFromUi.has(name));
    });
    expect(unused.sort()).toEqual([...NOT_YET_USED].sort());
  });
});
