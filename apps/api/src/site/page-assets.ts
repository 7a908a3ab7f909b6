import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

interface ManifestChunk {
  readonly file: string;
  readonly isEntry?: boolean;
  readonly isDynamicEntry?: boolean;
  readonly imports?: readonly string[];
  readonly css?: readonly string[];
}

/** What a server-rendered page links beyond index.html's own: its screens' styles and code. */
export interface PageAssets {
  /** Stylesheets (site paths), in build order: the HTML paints styled before any script runs. */
  readonly stylesheets: readonly string[];
  /** The screens' chunks and their imports, fetched beside the entry instead of after it. */
  readonly modules: readonly string[];
  /**
   * A document with islands: the same stylesheets' text, to write into the page (`<style>`) in
   * place of the links, so its first paint waits for no stylesheet of its own.
   */
  readonly inlineStyles?: string;
  /**
   * index.html's own stylesheets (site paths) whose text leads `inlineStyles`: their links are
   * taken out of the page, so a document's first paint waits for no request but the HTML.
   */
  readonly inlinedLinks?: readonly string[];
}

/** A class selector in built CSS (CSS modules' names are unique to their file). */
const CLASS_SELECTOR = /\.(-?[_a-zA-Z][\w-]*)/g;
const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;

/**
 * Finds the built stylesheets a page's HTML uses (apps/site dist/.vite/manifest.json). A screen's
 * CSS comes in its lazy chunk, which the browser would only ask for once the entry has run: a
 * server-rendered page would paint unstyled and then move. Every class a screen's stylesheet
 * defines is known from the build, so the classes in the rendered HTML tell which stylesheets the
 * page needs; the chunks that bring them are preloaded too. Null when the build has no manifest.
 */
/** What the site's render says the page runs (RenderResult `modules`, `islands`). */
export interface PageScripts {
  readonly modules?: readonly string[];
  readonly islands?: boolean;
}

export const loadPageAssets = async (
  distDir: string,
): Promise<((html: string, page?: PageScripts) => PageAssets) | null> => {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return null;
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Record<string, ManifestChunk>;

  // What index.html already loads: the entry and its static imports.
  const initial = new Set<string>();
  const initialCss = new Set<string>();
  const walk = (key: string, files: Set<string>, css: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.css?.forEach((file) => css.add(file));
    chunk.imports?.forEach((child) => walk(child, files, css));
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) walk(key, initial, initialCss);

  const stylesheets = [...new Set(Object.values(manifest).flatMap((chunk) => chunk.css ?? []))].filter(
    (file) => !initialCss.has(file),
  );
  const classes = new Map<string, Set<string>>();
  const texts = new Map<string, string>();
  // index.html's own stylesheets (the site's global styles, a few KiB): a document writes them in too.
  const initialTexts = await Promise.all(
    [...initialCss].map(async (file) => ({
      file,
      text: await readFile(path.join(distDir, file), 'utf8').catch(() => null),
    })),
  );
  const inlinable = initialTexts.every(({ text }) => text !== null) ? initialTexts : [];
  await Promise.all(
    stylesheets.map(async (file) => {
      const css = await readFile(path.join(distDir, file), 'utf8').catch(() => '');
      texts.set(file, css);
      for (const [, name] of css.matchAll(CLASS_SELECTOR)) {
        const files = classes.get(name!) ?? new Set<string>();
        files.add(file);
        classes.set(name!, files);
      }
    }),
  );
  // The screens (lazy chunks) that bring each stylesheet, with what they import.
  const modulesOf = new Map<string, string[]>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry) continue;
    const files = new Set<string>();
    walk(key, files, new Set());
    for (const css of chunk.css ?? []) {
      modulesOf.set(css, [...(modulesOf.get(css) ?? []), ...[...files].filter((file) => !initial.has(file))]);
    }
  }

  /** A module of the build (a manifest key) and its static imports, less what index.html loads. */
  const scriptsOf = (keys: readonly string[]) => {
    const files = new Set<string>();
    keys.forEach((key) => walk(key, files, new Set()));
    return [...files].filter((file) => !initial.has(file));
  };

  return (html, page = {}) => {
    const used = new Set<string>();
    for (const [, value] of html.matchAll(CLASS_ATTRIBUTE)) {
      for (const name of value!.split(/\s+/)) classes.get(name)?.forEach((file) => used.add(file));
    }
    const linked = stylesheets.filter((file) => used.has(file));
    // A document with islands runs its islands client alone: none of the screens' chunks.
    const screens = page.islands ? [] : linked.flatMap((file) => modulesOf.get(file) ?? []);
    return {
      stylesheets: linked.map((file) => `/${file}`),
      modules: [...new Set([...scriptsOf(page.modules ?? []), ...screens])].map((file) => `/${file}`),
      // The text of a built stylesheet never holds `</style`: minified CSS escapes nothing so, and
      // a class or string with it would be cut short anyway. Checked all the same.
      ...(page.islands
        ? {
            inlineStyles: [
              ...inlinable.map(({ text }) => text ?? ''),
              ...linked.map((file) => texts.get(file) ?? ''),
            ]
              .join('\n')
              .replace(/<\/style/gi, '<\\/style'),
            inlinedLinks: inlinable.map(({ file }) => `/${file}`),
          }
        : {}),
    };
  };
};
