import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from '../src/db/client.ts';
import { products, productSkus } from '../src/db/schema/index.ts';

describe('database (PGlite in memory)', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = createDb({ databaseUrl: undefined, pgliteDir: 'memory' });
    await handle.migrate();
  });
  afterAll(() => handle.close());

  it('applies the migration set and rejects negative stock', async () => {
    const { db } = handle;
    const [product] = await db.insert(products).values({ companyId: 3, name: 'Tシャツ' }).returning();
    const [sku] = await db
      .insert(productSkus)
      .values({ productId: product!.id, price: 3300, quantity: 1 })
      .returning();
    await expect(
      db
        .update(productSkus)
        .set({ quantity: sql`${productSkus.quantity} - 2` })
        .where(sql`id = ${sku!.id}`),
    ).rejects.toThrow();
    const [after] = await db.select().from(productSkus);
    expect(after?.quantity).toBe(1);
  });

  it('runs migrations idempotently', async () => {
    await expect(handle.migrate()).resolves.toBeUndefined();
  });
});
