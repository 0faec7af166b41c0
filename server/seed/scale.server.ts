/**
 * A large, realistic, deterministic catalogue for measuring the shop at size (`npm run seed -- --goods N`):
 * the demo shop first (operator, member, pages, header/footer, seed pictures), then generated goods up to N in
 * all, under a three-level category tree, with ~40 brands, 1–3 spec groups and 1–12 SKUs each, prices, stock,
 * descriptions, pictures reused from the seed set (no new files), and some goods in promotions and activities.
 * Rows are made by PostgreSQL itself (INSERT … SELECT over generate_series, 10,000 goods per statement): the
 * only per-goods work is in the database, so 100,000 goods take seconds, not minutes. "Random" choices are
 * a multiplicative hash of the goods' number, so the same N always gives the same catalogue.
 */
import { sql } from 'kysely';
import type { Database } from '../db/database.server';
import { isEmpty, seed } from './seed.server';
import { foldStockChanges } from '../modules/catalog/catalog.service';

const BATCH = 10_000;
const DAY = 24 * 3600_000;

const ORIGINS = ['汉源', '金阳', '茂县', '韩城', '武都', '遵义', '石柱', '防城港', '吐鲁番', '文山', '郫县', '自贡', '西昌', '凉山', '宜宾', '乐山', '雅安', '贵阳', '昆明', '桂林'];
const GRADES = ['特级', '一级', '精选', '头茬', '古法', '手工', '现磨', '颗粒', '有机', '家庭装', '餐饮装', '新货'];
const PRODUCTS = ['大红袍花椒', '青花椒', '藤椒', '花椒粉', '花椒油', '二荆条辣椒', '朝天椒', '灯笼椒', '七星椒', '辣椒面', '糍粑辣椒', '八角', '桂皮', '香叶', '草果', '白蔻', '小茴香', '孜然粒', '孜然粉', '山奈', '丁香', '砂仁', '陈皮', '甘草', '白芷', '良姜', '十三香', '五香粉', '白胡椒粉', '黑胡椒碎', '火锅底料', '麻婆豆腐调料', '水煮鱼调料', '红油辣子', '豆瓣酱', '卤料包', '烧烤撒料', '椒盐', '芝麻', '干姜片'];
const BRIEFS = ['产地直采，当季新货', '麻香浓郁，颗粒饱满', '低温烘焙，香气足', '川菜馆同款配方', '石磨慢研，细腻均匀', '无添加，配料干净', '适合火锅、卤味与凉拌', '密封罐装，防潮保香', '日照充足，色泽红亮', '老师傅手工挑选'];
const BRAND_HEADS = ['川', '蜀', '巴', '渝', '滇', '黔', '湘', '桂'];
const BRAND_TAILS = ['香源', '味坊', '椒记', '辣府', '香居'];
const REGIONS = ['川西', '川南', '渝东', '云贵', '两广'];
const LEAVES = ['特级', '一级', '家庭装', '餐饮装'];

/** `demoMs`: the demo shop's part (its pictures are drawn then); the rest is the generated catalogue. */
export interface ScaleSeedResult { goods: number; items: number; categories: number; ms: number; demoMs: number }

/** Refuses a database that already has goods: a generated catalogue never mixes with a real one. */
export async function seedScale(db: Database, mediaDir: string, goodsTotal: number, log: (m: string) => void = () => undefined): Promise<ScaleSeedResult> {
  if (!Number.isInteger(goodsTotal) || goodsTotal < 1 || goodsTotal > 2_000_000) throw new Error('商品数量必须是 1 到 2000000 之间的整数');
  if (!(await isEmpty(db))) throw new Error('数据库里已有商品：批量生成只写入空数据库（换一个 DATA_DIR，或使用新的 DATABASE_URL）');
  const t0 = performance.now();
  await seed(db, mediaDir);
  const demoMs = Math.round(performance.now() - t0);
  log(`  演示数据（页面、页头页脚、图片）：${(demoMs / 1000).toFixed(1)} s`);
  const demo = await db.selectFrom('goods').select(['goods_id', 'pics']).where('is_gift', '=', false).orderBy('goods_id').execute();
  const pics = demo.map((g) => g.pics as unknown as string[]).filter((p) => Array.isArray(p) && p.length);
  const toMake = Math.max(0, goodsTotal - demo.length);

  // Categories three levels deep: each demo top category gets regions, each region grades.
  const tops = await db.selectFrom('categories').select(['category_id', 'category_name']).where('parent_id', '=', 0).orderBy('sort').execute();
  const leaves: number[] = [];
  for (const [ti, top] of tops.entries()) {
    for (const [ri, region] of REGIONS.entries()) {
      const mid = await db.insertInto('categories').values({ category_name: `${region}${top.category_name}`, parent_id: top.category_id, category_level: 2, sort: 100 + ri }).returning('category_id').executeTakeFirstOrThrow();
      const rows = await db.insertInto('categories').values(LEAVES.map((leaf, li) => ({ category_name: `${region}${top.category_name}·${leaf}`, parent_id: mid.category_id, category_level: 3, sort: li })))
        .returning('category_id').execute();
      leaves.push(...rows.map((r) => r.category_id));
    }
    void ti;
  }
  // Brands filed up front (the goods trigger finds them instead of inserting each).
  const brands = BRAND_HEADS.flatMap((h) => BRAND_TAILS.map((t) => h + t));
  await db.insertInto('brands').values(brands.map((brand_name, sort) => ({ brand_name, sort: 10 + sort }))).onConflict((oc) => oc.column('brand_name').doNothing()).execute();

  // Spec groups: 规格 (weights) and 包装 from the demo, plus 辣度; value ids by index.
  const specId = async (name: string) => (await db.insertInto('specs').values({ spec_name: name }).onConflict((oc) => oc.column('spec_name').doUpdateSet({ spec_name: name })).returning('spec_id').executeTakeFirstOrThrow()).spec_id;
  const values = async (spec: number, names: string[]) => {
    const ids: number[] = [];
    for (const [i, n] of names.entries()) {
      await db.insertInto('spec_values').values({ spec_id: spec, spec_value_name: n, sort: i }).onConflict((oc) => oc.columns(['spec_id', 'spec_value_name']).doNothing()).execute();
      ids.push((await db.selectFrom('spec_values').select('spec_value_id').where('spec_id', '=', spec).where('spec_value_name', '=', n).executeTakeFirstOrThrow()).spec_value_id);
    }
    return ids;
  };
  const weightSpec = await specId('规格');
  const packSpec = await specId('包装');
  const heatSpec = await specId('辣度');
  const weightIds = await values(weightSpec, ['100g', '250g', '500g', '1kg']);
  const packIds = await values(packSpec, ['袋装', '罐装', '礼盒装']);
  const heatIds = await values(heatSpec, ['微辣', '中辣', '特辣']);
  // Items' spec lists are ordered by spec_id descending (api-contract §4.4).
  const [firstSpec, secondSpec] = [heatSpec, packSpec].sort((a, b) => b - a);
  const heatFirst = firstSpec === heatSpec;
  void secondSpec;

  const text = (a: string[]) => sql`${a}::text[]`;
  const ints = (a: number[]) => sql`${a}::int[]`;
  for (let from = 1; from <= toMake; from += BATCH) {
    const to = Math.min(toMake, from + BATCH - 1);
    // h: the goods' hash; gs: spec groups (1–3); w/p/l: values used per group; skus = w·p·l (1–12).
    await sql`
      WITH x AS (
        SELECT s, h, 1 + h % 3 AS gs FROM (SELECT s, (s::bigint * 2654435761) % 4294967296 AS h FROM generate_series(${from}::int, ${to}::int) s) q
      ), y AS (
        SELECT s, h, gs::int AS gs,
          (CASE gs WHEN 1 THEN 1 + (h >> 3) % 4 WHEN 2 THEN 2 + (h >> 3) % 3 ELSE 1 + (h >> 3) % 2 END)::int AS w,
          (CASE gs WHEN 1 THEN 1 WHEN 2 THEN 1 + (h >> 5) % 3 ELSE 2 END)::int AS p,
          (CASE gs WHEN 3 THEN 3 ELSE 1 END)::int AS l
        FROM x
      ), g AS (
        INSERT INTO goods (item_name, brief, category_id, brand, pics, intro, tags, nospec, sales, sort, seo, goods_bn)
        SELECT
          (${text(ORIGINS)})[(1 + (h >> 7) % ${ORIGINS.length})::int] || ' ' || (${text(GRADES)})[(1 + (h >> 11) % ${GRADES.length})::int] || ' ' || (${text(PRODUCTS)})[(1 + (h >> 13) % ${PRODUCTS.length})::int] || ' ' || s,
          (${text(BRIEFS)})[(1 + (h >> 17) % ${BRIEFS.length})::int],
          (${ints(leaves)})[(1 + (h >> 9) % ${leaves.length})::int],
          (${text(brands)})[(1 + (h >> 19) % ${brands.length})::int],
          ${JSON.stringify(pics)}::jsonb -> ((h >> 2)::int % ${pics.length}),
          '<p>' || (${text(BRIEFS)})[(1 + (h >> 17) % ${BRIEFS.length})::int] || '。</p><p>产地直采，密封避光保存，开封后请尽快食用。</p><p><img src="' || (${JSON.stringify(pics)}::jsonb -> ((h >> 2)::int % ${pics.length}) ->> 1) || '" alt="商品详情"></p>',
          CASE WHEN h % 17 = 0 THEN '["new"]'::jsonb WHEN h % 13 = 0 THEN '["热销"]'::jsonb ELSE '[]'::jsonb END,
          w * p * l = 1,
          (h >> 4) % 5000,
          1000 + s,
          '{}'::jsonb,
          'SC' || lpad(s::text, 7, '0')
        FROM y
        RETURNING goods_id, sort
      )
      INSERT INTO items (goods_id, item_bn, is_default, spec, price, market_price, cost_price, store)
      SELECT g.goods_id, 'SC' || lpad(y.s::text, 7, '0') || '-' || k, k = 0,
        CASE WHEN y.w * y.p * y.l = 1 THEN '[]'::jsonb ELSE
          (CASE WHEN y.gs = 3 AND ${heatFirst} THEN jsonb_build_array(jsonb_build_object('spec_id', ${heatSpec}::int, 'spec_value_id', (${ints(heatIds)})[1 + k / (y.w * y.p)])) ELSE '[]'::jsonb END)
          || (CASE WHEN y.gs >= 2 THEN jsonb_build_array(jsonb_build_object('spec_id', ${packSpec}::int, 'spec_value_id', (${ints(packIds)})[1 + (k / y.w) % y.p])) ELSE '[]'::jsonb END)
          || (CASE WHEN y.gs = 3 AND NOT ${heatFirst} THEN jsonb_build_array(jsonb_build_object('spec_id', ${heatSpec}::int, 'spec_value_id', (${ints(heatIds)})[1 + k / (y.w * y.p)])) ELSE '[]'::jsonb END)
          || jsonb_build_array(jsonb_build_object('spec_id', ${weightSpec}::int, 'spec_value_id', (${ints(weightIds)})[1 + k % y.w]))
        END,
        price, (price * 5) / 4, price / 2,
        CASE WHEN (y.h >> 6) % 25 = 0 THEN 0 ELSE (y.h + k * 37) % 300 + 1 END
      FROM g JOIN y ON g.sort = 1000 + y.s
      CROSS JOIN LATERAL generate_series(0, y.w * y.p * y.l - 1) k
      CROSS JOIN LATERAL (SELECT ((((500 + ((y.h >> 8) % 20000)::int) * (ARRAY[10, 22, 40, 75])[1 + k % y.w]) / 10 + (ARRAY[0, 500, 1500])[1 + (k / y.w) % y.p] + (k / (y.w * y.p)) * 100) / 10) * 10 AS price) pr
    `.execute(db);
    log(`  已生成 ${to} / ${toMake} 个商品（${((performance.now() - t0) / 1000).toFixed(1)} s）`);
  }

  // Some goods in promotions (every 97th generated goods) and activities (a few SKUs), live now.
  const now = Date.now();
  const live = { begin_at: new Date(now - DAY), end_at: new Date(now + 30 * DAY) };
  const promoted = await sql<{ goods_id: number }>`SELECT goods_id FROM goods WHERE goods_bn LIKE 'SC%' AND sort % 97 = 0 ORDER BY goods_id`.execute(db);
  if (promoted.rows.length) {
    const ids = promoted.rows.map((r) => r.goods_id);
    const half = Math.ceil(ids.length / 2);
    await db.insertInto('promotions').values([
      { ...live, title: '产地直采 满99减10', promotion_type: 'full_minus', goods_ids: JSON.stringify(ids.slice(0, half)) as never, tiers: JSON.stringify([{ full: 9_900, minus: 1_000 }]) as never },
      { ...live, title: '囤货季 满200打9折', promotion_type: 'full_discount', goods_ids: JSON.stringify(ids.slice(half)) as never, tiers: JSON.stringify([{ full: 20_000, pay_percent: 90 }]) as never },
    ]).execute();
    const skus = await sql<{ item_id: number; price: number }>`SELECT item_id, price FROM items WHERE goods_id = ANY(${ids}::int[]) AND is_default AND store > 50 ORDER BY item_id LIMIT 20`.execute(db);
    const [sale, ...rest] = [skus.rows.slice(0, 10), ...skus.rows.slice(10).map((r) => [r])];
    if (sale.length) await db.insertInto('limited_sales').values({ ...live, title: '限时特惠 8折', limit_num: 2, items: JSON.stringify(sale.map((s) => ({ item_id: s.item_id, act_price: Math.max(1, Math.round(s.price * 0.8)) }))) as never }).execute();
    for (const [i, [s]] of rest.slice(0, 4).entries()) {
      await db.insertInto('seckill_activities').values({ title: `整点秒杀 ${i + 1}`, item_id: s.item_id, act_price: Math.max(1, Math.round(s.price / 2)), total_stock: 50, free: 50, limit_num: 2, begin_time: new Date(now - 3600_000), end_time: new Date(now + 30 * DAY) }).execute();
    }
  }
  // Every SKU written above appended its goods to the stock log: the stock order is folded once here, not by the
  // first stock-sorted list a shopper asks for.
  await foldStockChanges(db);
  await sql`ANALYZE`.execute(db);
  const [goods, items, categories] = await Promise.all(['goods', 'items', 'categories'].map(async (t) => Number((await sql<{ n: string }>`SELECT count(*) AS n FROM ${sql.table(t)}`.execute(db)).rows[0].n)));
  return { goods, items, categories, ms: Math.round(performance.now() - t0), demoMs };
}
