import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The API's layout (docs/architecture.md): routes answer, services orchestrate, repositories query.
 * Only src/repositories (and src/db: schema, connection, migrations and seed data) may build a query.
 */
const src = path.join(import.meta.dirname, '../src');
const allowed = ['repositories', 'db'];

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });

/** A value import of drizzle, or a query started on the database or a transaction. */
const queryBuilding = [
  /^import\s+(?!type\b)[^;]*from\s+'drizzle-orm[^']*'/gm,
  /\b(?:db|tx)\s*\.\s*(?:select|selectDistinct|insert|update|delete|execute|query)\s*\(/g,
];

const offences = (file: string) => {
  const text = readFileSync(file, 'utf8');
  return queryBuilding.flatMap((pattern) =>
    [...text.matchAll(pattern)].map((match) => {
      const line = text.slice(0, match.index).split('\n').length;
      return `${path.relative(src, file)}:${line}: ${match[0].replace(/\s+/g, ' ')}`;
    }),
  );
};

describe('the API by resource', () => {
  it('builds queries only in src/repositories (and src/db)', () => {
    const outside = sources(src).filter(
      (file) => !allowed.includes(path.relative(src, file).split(path.sep)[0]!),
    );
    expect(outside.length).toBeGreaterThan(20);
    expect(outside.flatMap(offences)).toEqual([]);
  });

  it('recognises a query outside the repositories', () => {
    const sample = "import { eq } from 'drizzle-orm';\nconst rows = await tx\n  .select()\n  .from(users);";
    const found = queryBuilding.flatMap((pattern) => [...sample.matchAll(pattern)]);
    expect(found.map((m) => m[0].replace(/\s+/g, ' '))).toEqual([
      "import { eq } from 'drizzle-orm'",
      'tx .select(',
    ]);
  });
});
