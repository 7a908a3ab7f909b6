/**
 * The site's own words live in `apps/site/src/messages/`, one module per area (docs/architecture.md,
 * "The site and ui"). This fails on a Japanese string literal, template text or JSX text anywhere
 * else in the site's source, so copy cannot drift back into the pages. Comments are not read, and
 * tests and stories keep asserting the words a fan sees.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const siteSource = join(root, 'apps/site/src');
/** Words, not the marks that lay them out (〒, （）, ／ may stay beside the code that places them). */
const JAPANESE = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u;

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return ['messages', 'test'].includes(entry.name) ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [path] : [];
  });

/** Every piece of text a reader could be shown: string literals, template parts, JSX text. */
const japaneseTexts = (path: string, code = readFileSync(path, 'utf8')) => {
  const source = ts.createSourceFile(path, code, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const text =
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isJsxText(node)
        ? node.text
        : null;
    if (text && JAPANESE.test(text)) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      found.push(`${relative(root, path)}:${line + 1} ${text.trim().slice(0, 40)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
};

describe('the site’s copy', () => {
  it('is written in apps/site/src/messages/, not inline in pages, components, the shell or the app', () => {
    const files = sourceFiles(siteSource);
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap((file) => japaneseTexts(file))).toEqual([]);
  });

  it('finds a Japanese label, toast or template in code, and not one in a comment', () => {
    const page = join(siteSource, 'pages/example/Example.tsx');
    const code = [
      '// 会員登録のページ',
      "const done = () => toast('保存しました。');",
      'const greet = (name: string) => `${name}さん`;',
      'export const Example = () => <h1 aria-label="見出し">会員登録</h1>;',
    ].join('\n');
    expect(japaneseTexts(page, code)).toEqual([
      'apps/site/src/pages/example/Example.tsx:2 保存しました。',
      'apps/site/src/pages/example/Example.tsx:3 さん',
      'apps/site/src/pages/example/Example.tsx:4 見出し',
      'apps/site/src/pages/example/Example.tsx:4 会員登録',
    ]);
  });
});
