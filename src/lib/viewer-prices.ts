/**
 * What this viewer pays per item, as `goods/viewer_prices` answered it (ARCHITECTURE principle 13). Pre-rendered
 * pages carry the public price; for a logged-in member `src/islands/member-prices.ts` asks once for every price on
 * the page and keeps the answers here. Price renderers read them (`useViewerPrice`), so an island that hydrates
 * after the correction renders what the page already shows. No React here: the correction script stays tiny.
 */
export type ViewerPriceLabel = '' | '会员价' | '员工价' | '活动价';

export interface ViewerPrice {
  item_id: number;
  /** What one unit costs this viewer in the cart now (fen). */
  price: number;
  /** The public sale price (what the static page shows). */
  original_price: number;
  market_price: number;
  price_label: ViewerPriceLabel;
  /** False when the goods or SKU is off shelf: the page shows no price to buy at. */
  on_sale: boolean;
}

/** The marker a price element carries: `data-item-price="{item id}"` (the id its goods link opens). */
export const PRICE_ATTR = 'data-item-price';
/** Inside it, the element holding the price text, and the label the correction adds or updates. */
export const PRICE_NOW_ATTR = 'data-price-now';
export const PRICE_LABEL_ATTR = 'data-price-label';
/** On a price element whose label stays when the viewer has no special price (the item page's 价格). */
export const PRICE_LABEL_DEFAULT_ATTR = 'data-price-label-default';
/** Comma-separated ids the element may show next (an item page's other SKUs): asked for in the same first call. */
export const PRICE_IDS_ATTR = 'data-item-price-ids';

const known = new Map<string, ViewerPrice>();
const listeners = new Set<() => void>();

export function viewerPrice(id: string | number): ViewerPrice | undefined {
  return known.get(String(id));
}

export function rememberViewerPrices(list: ViewerPrice[]): void {
  for (const p of list) known.set(String(p.item_id), p);
  listeners.forEach((fn) => fn());
}

export function subscribeViewerPrices(fn: () => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** What a price line shows: the viewer's price when known, else the public one the page was built with. */
export function shownPrice(id: string | number, publicPrice: number, publicLabel: ViewerPriceLabel): { price: number; label: ViewerPriceLabel } {
  const v = viewerPrice(id);
  return v ? { price: v.price, label: v.price_label } : { price: publicPrice, label: publicLabel };
}
