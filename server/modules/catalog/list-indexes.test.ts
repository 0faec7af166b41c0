/**
 * The list's order indexes carry category and brand (migration 0391): a category's list in any order is walked on
 * index entries alone. On the demo's 42 goods the planner would read the table whole, so the plan is asked for with
 * sequential and bitmap scans off: the walk it picks must be an index-only one, reading no goods row for the entries
 * it filters out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../../../tests/helpers/app';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

interface PlanNode { 'Node Type': string; 'Index Name'?: string; Plans?: PlanNode[] }
const nodes = (p: PlanNode): PlanNode[] => [p, ...(p.Plans ?? []).flatMap(nodes)];

describe('a category\'s list in each order', () => {
  it('walks that order\'s index without reading goods rows', async () => {
    const categories = (await t.db.selectFrom('categories').select('category_id').orderBy('category_id').limit(3).execute()).map((c) => c.category_id);
    const orders: [string, string][] = [['g.sales DESC', 'goods_list_sales_idx'], ['g.list_price DESC', 'goods_list_price_idx'], ['g.list_price', 'goods_list_price_idx'],
      ['g.created_at DESC', 'goods_list_created_idx'], ['g.stock_total DESC', 'goods_list_stock_idx'], ['g.sort', 'goods_list_sort_idx']];
    await t.db.transaction().execute(async (trx) => {
      await sql`SET LOCAL enable_seqscan = off`.execute(trx);
      await sql`SET LOCAL enable_bitmapscan = off`.execute(trx);
      // The category's own index is another way in (then sorted): left out here to see the order index's walk.
      await sql`SET LOCAL enable_sort = off`.execute(trx);
      for (const [order, index] of orders) {
        const { rows } = await sql<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>`EXPLAIN (FORMAT JSON) SELECT g.goods_id FROM goods g
          WHERE g.approve_status IN ('onsale', 'only_show') AND g.is_gift = false AND g.list_price IS NOT NULL
            AND g.category_id IN (${sql.join(categories)}) AND g.brand_id IS NOT NULL
          ORDER BY ${sql.raw(order)}, g.goods_id LIMIT 20`.execute(trx);
        const scans = nodes(rows[0]['QUERY PLAN'][0].Plan).filter((n) => n['Index Name']);
        expect({ order, scans: scans.map((n) => `${n['Node Type']} ${n['Index Name']}`) }).toEqual({ order, scans: [`Index Only Scan ${index}`] });
      }
    });
  });
});
