/**
 * The item page's price box: the chosen SKU's price, label and struck market price. A member's price is the
 * one batched `goods/viewer_prices` answer (src/islands/member-prices.ts writes it in here, any SKU of the
 * item, before or after hydration; useViewerPrice reads it). Its own component, so the answer arriving
 * re-renders these few spans, not the whole page (a store update is rendered synchronously).
 */
import type { ItemDetailData, SpecItem } from '../../lib/goods';
import { formatFen } from '../../lib/money';
import { priceView, strikesMarket } from '../../lib/sku';
import { PRICE_ATTR, PRICE_IDS_ATTR, PRICE_LABEL_ATTR, PRICE_LABEL_DEFAULT_ATTR, PRICE_NOW_ATTR } from '../../lib/viewer-prices';
import { useViewerPrice } from '../../widgets/shared/useViewerPrice';

interface Props { item: ItemDetailData; sku?: SpecItem; badge?: string }

export default function PriceBox({ item, sku, badge }: Props) {
  const shownId = sku?.item_id ?? item.item_id;
  const viewer = useViewerPrice(shownId);
  const price = priceView(item, sku, viewer);
  // Whether the market price is struck follows the public price, as the pre-rendered page has it: a member's lower
  // price drawing a <del> the build did not would not match during hydration, and React would redraw the whole
  // island (a click held meanwhile then went to a button no longer in the page).
  const struck = strikesMarket(item, sku);
  // An activity price is the activity's, the same for everyone: nothing to correct.
  const corrected = !(item.act_price || sku?.act_price);
  const skuIds = (item.spec_items ?? []).map((s) => s.item_id).slice(0, 99).join(',');
  return (
    <div className="pd-pricebox" {...(corrected ? { [PRICE_ATTR]: shownId, [PRICE_IDS_ATTR]: skuIds, [PRICE_LABEL_DEFAULT_ATTR]: '价格' } : {})}>
      {badge && <span className="pd-act-badge">{badge}</span>}
      {/* suppressHydrationWarning: item/early.ts may have switched these to a spec clicked before hydration. */}
      <span className="pd-price-label" {...{ [PRICE_LABEL_ATTR]: '' }} suppressHydrationWarning>{price.label}</span>
      <span className="pd-price" data-testid="item-price" {...{ [PRICE_NOW_ATTR]: '' }} suppressHydrationWarning>{formatFen(price.price)}</span>
      {struck && <del className="pd-market" suppressHydrationWarning>{formatFen(price.market)}</del>}
    </div>
  );
}
