/** Ratings shown on the item page (`order/rate/list`, api-contract §4.4): newest first, for every SKU of the goods. */
import type { Database } from '../../db/database.server';
import { maskMobile } from '../../../src/lib/validation';
import { rateReplies } from './replies.routes';

const unix = (d: Date | string) => Math.floor(new Date(d).getTime() / 1000);

export async function itemRates(db: Database, itemId: number, page: number, size: number) {
  const sku = await db.selectFrom('items').select('goods_id').where('item_id', '=', itemId).executeTakeFirst();
  if (!sku) return { list: [], total_count: 0 };
  const q = db.selectFrom('order_rates as r').innerJoin('items as i', 'i.item_id', 'r.item_id').innerJoin('members as m', 'm.user_id', 'r.user_id')
    .where('i.goods_id', '=', sku.goods_id);
  const { n } = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await q.select(['r.rate_id', 'r.star', 'r.content', 'r.pics', 'r.anonymous', 'r.created_at', 'm.username', 'm.mobile'])
    .orderBy('r.created_at', 'desc').orderBy('r.rate_id', 'desc').limit(size).offset((page - 1) * size).execute();
  // Each rating's reply count and first replies (order/replyRate).
  const counts = rows.length ? await db.selectFrom('order_rate_replies').select(['rate_id', (eb) => eb.fn.countAll<string>().as('n')]).where('rate_id', 'in', rows.map((r) => r.rate_id)).groupBy('rate_id').execute() : [];
  const firstReplies = await Promise.all(rows.map((r) => (counts.some((c) => c.rate_id === r.rate_id) ? rateReplies(db, [r.rate_id], 1, 3) : Promise.resolve([]))));
  return {
    list: rows.map((r, i) => ({
      rate_id: r.rate_id, username: r.anonymous ? '匿名用户' : r.username && r.username !== r.mobile ? r.username : maskMobile(r.mobile), avatar: '',
      star: r.star, content: r.content, rate_pic: r.pics.join(','), pics: r.pics, created: unix(r.created_at), reply: { total_count: Number(counts.find((c) => c.rate_id === r.rate_id)?.n ?? 0), list: firstReplies[i] },
    })),
    total_count: Number(n),
  };
}
