/**
 * The workshop documents every component: each folder of packages/ui has a stories file tagged
 * `autodocs`, so the Storybook build has a docs page for it (description, props, every story).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const uiSrc = join(import.meta.dirname, '..', '..', 'packages/ui/src');
const components = readdirSync(uiSrc).filter(
  (name) => /^[A-Z]/.test(name) && statSync(join(uiSrc, name)).isDirectory(),
);

describe('every ui component has a docs page', () => {
  it.each(components)('%s', (name) => {
    const stories = readdirSync(join(uiSrc, name)).filter((file) => file.endsWith('.stories.tsx'));
    expect(stories, `${name} has no stories file`).not.toEqual([]);
    const tagged = stories.some((file) =>
      /tags:\s*\[[^\]]*'autodocs'/.test(readFileSync(join(uiSrc, name, file), 'utf8')),
    );
    expect(tagged, `${name}'s stories are not tagged 'autodocs'`).toBe(true);
  });
});
