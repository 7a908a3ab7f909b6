import { defineConfig } from 'drizzle-kit';

// One migration set for PGlite and PostgreSQL; regenerate with `pnpm --filter @fanclub/api db:generate`.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
  casing: 'snake_case',
});
