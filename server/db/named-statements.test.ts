/**
 * Statements marked PREPARED run as named statements on each pooled connection (parsed once, a plan kept); others
 * are sent as before. One pooled connection here, so every query below runs in the same PostgreSQL session.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { connect, type Database } from './database.server';
import { PREPARED } from './named-statements.server';
import { createTestDatabase } from '../../tests/helpers/app';
import { listItems } from '../modules/catalog/catalog.service';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  db = connect(database.url, 1).db;
});
afterAll(async () => { await db.destroy(); await database.drop(); });

const kept = async () => (await sql<{ statement: string; generic_plans: number; custom_plans: number }>`
  SELECT statement, generic_plans, custom_plans FROM pg_prepared_statements`.execute(db)).rows;

describe('named statements', () => {
  it('a list page\'s rows are one named statement whose plan is kept across pages', async () => {
    for (let k = 0; k < 8; k++) expect((await listItems(db, { page: 1 + (k % 2), pageSize: 20, goodsSort: 1 })).list).toHaveLength(20);
    const rows = (await kept()).filter((s) => s.statement.includes('FROM goods g JOIN items i'));
    expect(rows).toHaveLength(1);
    // Planned for their values the first five times, then one plan for any page.
    expect(rows[0].generic_plans).toBeGreaterThanOrEqual(1);
  });

  it('names a list walk only where one index holds its order whatever the values', async () => {
    const walks = async () => (await kept()).filter((s) => s.statement.includes('order by')).map((s) => s.statement);
    const leaf = await db.selectFrom('categories as c').select('c.category_id')
      .where((eb) => eb.not(eb.exists(eb.selectFrom('categories as d').select('d.category_id').whereRef('d.parent_id', '=', 'c.category_id'))))
      .orderBy('c.category_id').executeTakeFirstOrThrow();
    // Every goods in the operator's order, or by sales: always that order's index.
    await listItems(db, { page: 1, pageSize: 5 });
    expect(await walks()).toEqual(expect.arrayContaining([expect.stringContaining('order by "g"."sales" desc'), expect.stringContaining('order by "g"."sort"')]));
    expect(await walks()).toHaveLength(2);
    // A leaf category in the operator's order: its own index, whatever the category.
    await listItems(db, { page: 1, pageSize: 5, categoryId: leaf.category_id });
    expect(await walks()).toHaveLength(3);
    expect((await walks()).filter((w) => w.includes('"g"."category_id" in ($'))).toHaveLength(1);
    // A price band in price order: the price index, whatever the band.
    await listItems(db, { page: 1, pageSize: 5, startPrice: 10, endPrice: 80, goodsSort: 3 });
    expect((await walks()).filter((w) => w.includes('"g"."list_price" >= $'))).toHaveLength(1);
    // A category's best sellers: the sales index for a large category, its own index for a small one; a price band in
    // the operator's order: the price index for a narrow band, the operator's for a wide one. Planned each time.
    await listItems(db, { page: 1, pageSize: 5, categoryId: leaf.category_id, goodsSort: 1 });
    await listItems(db, { page: 1, pageSize: 5, brandId: 1 });
    await listItems(db, { page: 1, pageSize: 5, startPrice: 10, endPrice: 80 });
    expect(await walks()).toHaveLength(4);
  });

  it('keeps working when a column it answers changes type under it', async () => {
    await sql`CREATE TEMP TABLE changing (n int)`.execute(db);
    await sql`INSERT INTO changing VALUES (7)`.execute(db);
    const read = async () => (await sql<{ n: number }>`${PREPARED} SELECT n FROM changing`.execute(db)).rows[0].n;
    expect(await read()).toBe(7);
    await sql`ALTER TABLE changing ALTER COLUMN n TYPE bigint`.execute(db);
    expect(await read()).toBe(7);
  });
});
