/**
 * Goods embedded in widgets carry a design-time price snapshot. Before rendering, every snapshot is
 * replaced by the live price (fen) so a page never shows a price older than the item's last change.
 */
import type { WidgetNode } from '../widgets/types';

export interface LivePrice { price: number; market_price: number; /** False once the goods is off shelf: goods lists (W0002) drop it. */ on_sale?: boolean }
type Goods = Record<string, unknown>;

const idOf = (g: Goods): number | undefined => {
  const n = Number(g.goods_id || g.itemId || g.item_id);
  // Old or hand-edited documents may hold ids no item can have: they must not reach the price query.
  return Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : undefined;
};

/** Visits every embedded goods record of every widget (recursing into free panels). */
function visitGoods(widgets: WidgetNode[], fn: (g: Goods) => void): void {
  for (const w of widgets) {
    const data = w.data as unknown;
    switch (w.type) {
      case 'W0002':
        if (Array.isArray(data)) data.forEach((g) => g && fn(g as Goods));
        break;
      case 'W0005': case 'W0014': case 'W0015': case 'W0017': case 'W0018':
        if (Array.isArray(data)) data.forEach((tab) => Array.isArray((tab as Goods)?.data) && ((tab as Goods).data as Goods[]).forEach((g) => g && fn(g)));
        break;
      case 'W0012':
        if (Array.isArray(data) && Array.isArray(data[3])) (data[3] as Goods[]).forEach((page) => Array.isArray(page?.data) && (page.data as Goods[]).forEach((g) => g && fn(g)));
        break;
      case 'W0020':
        if (Array.isArray(data)) data.forEach((shop) => Array.isArray((shop as Goods)?.goods_list) && ((shop as Goods).goods_list as Goods[]).forEach((g) => g && fn(g)));
        break;
      case 'W0006':
        if (Array.isArray(w.childWidgets)) visitGoods(w.childWidgets as WidgetNode[], fn);
        break;
    }
  }
}

export function collectGoodsIds(widgets: WidgetNode[]): number[] {
  const ids = new Set<number>();
  visitGoods(widgets, (g) => { const id = idOf(g); if (id) ids.add(id); });
  return [...ids];
}

/** Goods blocks (W0002, also inside free panels) leave out goods taken off the shelf, as the item list does. */
function dropOffShelf(widgets: WidgetNode[], live: Map<number, LivePrice>): void {
  for (const w of widgets) {
    if (w.type === 'W0002' && Array.isArray(w.data)) {
      (w as unknown as { data: unknown }).data = (w.data as Goods[]).filter((g) => { const id = g ? idOf(g) : undefined; return !(id && live.get(id)?.on_sale === false); });
    }
    if (w.type === 'W0006' && Array.isArray(w.childWidgets)) dropOffShelf(w.childWidgets as WidgetNode[], live);
  }
}

/** Returns a deep copy of `widgets` with every known goods price replaced by the live one (off-shelf goods left out of goods blocks). */
export function applyLivePrices(widgets: WidgetNode[], live: Map<number, LivePrice>): WidgetNode[] {
  const copy = structuredClone(widgets);
  visitGoods(copy, (g) => {
    const id = idOf(g);
    const p = id ? live.get(id) : undefined;
    if (p) { g.price = p.price; g.market_price = p.market_price; }
  });
  dropOffShelf(copy, live);
  return copy;
}
