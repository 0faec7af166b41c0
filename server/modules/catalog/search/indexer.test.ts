/** The background search-word indexer on a database of its own (no app, so no other indexer takes its goods). */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestDatabase } from '../../../../tests/helpers/app';
import { connect, type Database } from '../../../db/database.server';
import { startSearchIndexer } from './indexer.server';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Database;
beforeAll(async () => { database = await createTestDatabase(); db = connect(database.url, 4).db; });
afterAll(async () => { await db.destroy(); await database.drop(); });

const goodsStats = async () => (await sql<{ vacuums: number; analyses: number; dead: number }>`
  SELECT vacuum_count::int AS vacuums, analyze_count::int AS analyses, n_dead_tup::int AS dead
  FROM pg_stat_user_tables WHERE relname = 'goods'`.execute(db)).rows[0];
const staleCount = async () => Number((await sql<{ n: string }>`SELECT count(*) AS n FROM goods WHERE search_indexed_rev <> search_rev`.execute(db)).rows[0].n);

async function reindexAll(settleAfter: number): Promise<string[]> {
  await sql`UPDATE goods SET search_indexed_rev = -1`.execute(db);
  const said: string[] = [];
  const indexer = startSearchIndexer(db, undefined, (m) => said.push(m), { settleAfter });
  await indexer.idle();
  await indexer.close();
  expect(await staleCount()).toBe(0);
  return said;
}

it('a bulk re-index ends with the goods table vacuumed and analysed, its dead row versions gone', async () => {
  const goods = Number((await sql<{ n: string }>`SELECT count(*) AS n FROM goods`.execute(db)).rows[0].n);
  expect(goods).toBeGreaterThan(10);
  const before = await goodsStats();
  const said = await reindexAll(10);
  const after = await goodsStats();
  expect(after.vacuums).toBe(before.vacuums + 1);
  expect(after.analyses).toBe(before.analyses + 1);
  expect(after.dead).toBe(0);
  expect(said.join('\n')).toContain('已整理商品表');
});

it('a re-index of fewer goods than the threshold leaves the table to autovacuum', async () => {
  const before = await goodsStats();
  const said = await reindexAll(1_000_000);
  const after = await goodsStats();
  expect(after.vacuums).toBe(before.vacuums);
  expect(said.join('\n')).not.toContain('已整理商品表');
});
