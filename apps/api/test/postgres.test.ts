import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from '../src/db/client.ts';
import { products, productSkus } from '../src/db/schema/index.ts';

const url = process.env.TEST_DATABASE_URL;

/**
 * The same migration set on a real PostgreSQL server, in a fresh database per run (drizzle-kit
 * writes `"public".` into foreign keys, so a fresh schema would not isolate a run).
 */
describe.skipIf(!url)('PostgreSQL (TEST_DATABASE_URL)', () => {
  const name = `fanclub_test_${randomBytes(6).toString('hex')}`;
  let handle: DbHandle;
  beforeAll(async () => {
    const admin = postgres(url!, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database "${name}"`);
    await admin.end();
    const dbUrl = new URL(url!);
    dbUrl.pathname = `/${name}`;
    handle = createDb({ databaseUrl: dbUrl.toString(), pgliteDir: 'memory' });
    await handle.migrate();
  });
  afterAll(async () => {
    await handle?.close();
    const admin = postgres(url!, { max: 1, onnotice: () => {} });
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
  });

  it('never sells more than the stock under 50 concurrent decrements', async () => {
    const { db } = handle;
    const [product] = await db.insert(products).values({ companyId: 3, name: 'ペンライト' }).returning();
    const [sku] = await db
      .insert(productSkus)
      .values({ productId: product!.id, price: 3000, quantity: 10 })
      .returning();
    const attempts = await Promise.allSettled(
      Array.from({ length: 50 }, () =>
        db
          .update(productSkus)
          .set({ quantity: sql`${productSkus.quantity} - 1` })
          .where(eq(productSkus.id, sku!.id)),
      ),
    );
    expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(10);
    const [after] = await db.select().from(productSkus).where(eq(productSkus.id, sku!.id));
    expect(after?.quantity).toBe(0);
  });
});
