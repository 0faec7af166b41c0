/**
 * The price this viewer pays for each of a page's items (ARCHITECTURE principle 13): pre-rendered pages carry
 * the public price; a member's page asks once, after load, for all the items it shows. The answer is priced by
 * the cart's own rules (staff/VIP `unitPrice`, then a live limited-time sale replacing it, promotion/pricing.ts),
 * so what the page shows is what the cart charges for one unit.
 */
import type { Database } from '../../db/database.server';
import { buyerOf, staffPriceFor, unitPrice } from '../staff/staff-price';
import { currentSales, saleOf } from '../promotion/activities';
import type { ViewerPrice, ViewerPriceLabel } from '../../../src/lib/viewer-prices';

/** At most this many ids per call: a page shows far fewer; more is refused (422), never a slow query. */
export const VIEWER_PRICES_MAX_IDS = 100;

export type { ViewerPrice, ViewerPriceLabel } from '../../../src/lib/viewer-prices';

/** Item ids that are unknown are left out of the answer; the order follows the asked ids. */
export async function viewerPrices(db: Database, itemIds: number[], userId?: number | null): Promise<ViewerPrice[]> {
  const ids = [...new Set(itemIds)];
  if (!ids.length) return [];
  const [rows, buyer, sales] = await Promise.all([
    db.selectFrom('items as i').innerJoin('goods as g', 'g.goods_id', 'i.goods_id')
      .select(['i.item_id', 'i.price', 'i.market_price', 'i.staff_price', 'i.approve_status', 'g.staff_goods', 'g.approve_status as goods_status'])
      .where('i.item_id', 'in', ids).execute(),
    buyerOf(db, userId),
    currentSales(db),
  ]);
  const byId = new Map(rows.map((r) => [r.item_id, r]));
  return ids.flatMap((id): ViewerPrice[] => {
    const r = byId.get(id);
    if (!r) return [];
    const on_sale = r.approve_status === 'onsale' && r.goods_status === 'onsale';
    const sale = saleOf(sales, r.item_id);
    const base = { item_id: r.item_id, original_price: r.price, market_price: r.market_price, on_sale };
    if (sale) return [{ ...base, price: sale.act_price, price_label: '活动价' as const }];
    const price = unitPrice(r, buyer);
    const staff = staffPriceFor(r, buyer.isStaff);
    const price_label: ViewerPriceLabel = price >= r.price ? '' : staff === price ? '员工价' : '会员价';
    return [{ ...base, price, price_label }];
  });
}
