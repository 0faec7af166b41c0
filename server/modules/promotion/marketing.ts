/**
 * What an item answer (goods/items/{id}) shows of promotions: `promotion_activity` (cart promotions
 * covering the goods) and, for a SKU in a live or upcoming limited-time sale, `activity_type`,
 * `activity_info` (countdown times with the server's clock) and `act_price` on the item and its SKUs.
 * The catalogue calls this once on its answer; an activity another module already set is kept.
 */
import type { Database } from '../../db/database.server';
import { covers, currentPromotions, currentSales, saleInfo, saleOf, statusOf, type LimitedSale, type Promotion } from './activities';
import { PROMOTION_TAGS, ruleText } from './rules';

interface ItemAnswer { item_id: number; goods_id: number; activity_type?: string; spec_items: { item_id: number }[] }

const unix = (d: Date) => Math.floor(d.getTime() / 1000);

export interface MarketingFields {
  promotion_activity: { promotion_id: number; promotion_tag: string; promotion_name: string; marketing_name: string; promotion_desc: string }[];
  activity_info?: ReturnType<typeof saleInfo>; act_price?: number; activity_price?: number;
}

export async function withMarketing<T extends ItemAnswer>(db: Database, item: T): Promise<T & MarketingFields> {
  return (await withMarketingAll(db, [item]))[0];
}

/** The promotions and limited-time sales running or announced: what `withMarketingAll` reads (or is given). */
export interface CurrentMarketing { promotions: Promotion[]; sales: LimitedSale[] }

/**
 * Many answers at once (the page compiler builds every item page): the running promotions and sales are read once,
 * or given when the caller read them already (with what else every answer shares, in one query).
 */
export async function withMarketingAll<T extends ItemAnswer>(db: Database, items: T[], read?: CurrentMarketing): Promise<(T & MarketingFields)[]> {
  const { promotions, sales }: CurrentMarketing = read ?? await Promise.all([currentPromotions(db, true), currentSales(db, true)]).then(([promotions, sales]) => ({ promotions, sales }));
  return items.map((item) => marketingOf(promotions, sales, item));
}

function marketingOf<T extends ItemAnswer>(promotions: Awaited<ReturnType<typeof currentPromotions>>, sales: Awaited<ReturnType<typeof currentSales>>, item: T): T & MarketingFields {
  const promotion_activity = promotions.filter((p) => covers(p, item.goods_id)).map((p) => ({
    promotion_id: p.promotion_id, marketing_id: p.promotion_id, promotion_tag: PROMOTION_TAGS[p.promotion_type], marketing_type: p.promotion_type,
    promotion_name: p.title, marketing_name: p.title, promotion_desc: ruleText(p.promotion_type, p.tiers), status: statusOf(p),
    begin_time: unix(p.begin_at), end_time: unix(p.end_at),
  }));
  const out: T & MarketingFields = { ...item, promotion_activity };
  if (item.activity_type && item.activity_type !== 'normal') return out;
  const shown = saleOf(sales, item.item_id);
  const anySku = shown ?? item.spec_items.map((s) => saleOf(sales, s.item_id)).find(Boolean) ?? null;
  if (!anySku) return out;
  const sale = anySku.sale;
  return {
    ...out, activity_type: 'limited_time_sale' as string, activity_info: saleInfo(sale),
    ...(shown ? { act_price: shown.act_price, activity_price: shown.act_price } : {}),
    spec_items: item.spec_items.map((s) => {
      const it = sale.items.find((i) => i.item_id === s.item_id);
      return it ? { ...s, act_price: it.act_price } : s;
    }),
  };
}
