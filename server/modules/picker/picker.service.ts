/**
 * Read-only lists for the designer's pickers (coupons, goods of a shop, brands, goods tags), each with a
 * keyword search and pagination. They read other modules' tables but never write them.
 */
import { sql } from 'kysely';
import type { Database } from '../../db/database.server';

export interface PickerQuery { keywords: string; page: number; pageSize: number }

const like = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const offset = (q: PickerQuery) => (q.page - 1) * q.pageSize;

/** Coupon templates as the W0012/W0021 coupon entries need them (widgets.md §5). */
export async function pickCoupons(db: Database, q: PickerQuery) {
  let base = db.selectFrom('coupon_templates');
  if (q.keywords) base = base.where('title', 'ilike', like(q.keywords));
  const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await base.select(['card_id', 'title', 'card_type', 'reduce_cost', 'least_cost', 'discount', 'description', 'end_date', 'quantity', 'get_num'])
    .orderBy('card_id', 'desc').limit(q.pageSize).offset(offset(q)).execute();
  return { list: rows, total_count: Number(n) };
}

/** Goods (default SKU) with a keyword and an optional shop (its own goods and the platform's), for the goods pickers. */
export async function pickGoods(db: Database, q: PickerQuery & { distributorId?: number }) {
  let base = db.selectFrom('goods as g').innerJoin('items as i', (j) => j.onRef('i.goods_id', '=', 'g.goods_id').on('i.is_default', '=', true))
    .where('g.approve_status', '=', 'onsale');
  if (q.keywords) base = base.where('g.item_name', 'ilike', like(q.keywords));
  // A shop sells its own goods and the platform's (distributor 0), as the storefront does.
  if (q.distributorId !== undefined) base = base.where('g.distributor_id', 'in', [q.distributorId, 0]);
  const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await base.select(['i.item_id', 'g.goods_id', 'g.item_name', 'g.pics', 'g.brief', 'g.distributor_id', 'i.price', 'i.market_price'])
    .orderBy('i.item_id').limit(q.pageSize).offset(offset(q)).execute();
  return { list: rows, total_count: Number(n) };
}

/** Distinct goods brands: `{attribute_id, attribute_name}` as the old brand picker stored them. */
export async function pickBrands(db: Database, q: PickerQuery) {
  const all = await db.selectFrom('goods').select('brand').distinct().where('brand', '<>', '')
    .$if(!!q.keywords, (b) => b.where('brand', 'ilike', like(q.keywords))).orderBy('brand').execute();
  const list = all.slice(offset(q), offset(q) + q.pageSize).map((r) => ({ attribute_id: r.brand, attribute_name: r.brand }));
  return { list, total_count: all.length };
}

/** Distinct goods tags (the item list filters by `tag`). */
export async function pickTags(db: Database, q: PickerQuery) {
  const rows = await db.selectFrom(sql<{ tag: string }>`(select distinct jsonb_array_elements_text(tags) as tag from goods)`.as('t'))
    .select('t.tag').$if(!!q.keywords, (b) => b.where('t.tag', 'ilike', like(q.keywords))).orderBy('t.tag').execute();
  const list = rows.slice(offset(q), offset(q) + q.pageSize).map((r) => ({ tag_id: r.tag, tag_name: r.tag }));
  return { list, total_count: rows.length };
}

/** Published, enabled custom pages (link kind `customer`). */
export async function pickPages(db: Database, q: PickerQuery) {
  let base = db.selectFrom('page_templates as t')
    .where('t.page_type', '=', 'custom').where('t.status', '=', 1)
    .where((eb) => eb.exists(eb.selectFrom('page_documents as d').select('d.id').where('d.state', '=', 'published')
      .where('d.slot', '=', sql<string>`'page:' || t.theme_pc_template_id`)));
  if (q.keywords) base = base.where('t.template_title', 'ilike', like(q.keywords));
  const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const list = await base.select(['t.theme_pc_template_id', 't.template_title', 't.page_type', 't.status'])
    .orderBy('t.theme_pc_template_id').limit(q.pageSize).offset(offset(q)).execute();
  return { list, total_count: Number(n) };
}
