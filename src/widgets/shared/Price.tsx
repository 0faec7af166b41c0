/**
 * Price line of goods tiles: ¥ price, optional struck market price, then the 活动价/会员价/员工价 label. For a
 * logged-in member the line shows the viewer's price once the page has corrected it (useViewerPrice); the label
 * comes last so that correcting a price never moves the price itself (no layout shift).
 */
import { formatFen } from '../../lib/money';
import { PRICE_ATTR, PRICE_LABEL_ATTR, PRICE_NOW_ATTR } from '../../lib/viewer-prices';
import type { GoodsView } from './goods';
import { readableText } from '../../lib/contrast';
import { num } from './style';
import { useViewerPrice } from './useViewerPrice';

export interface PriceProps {
  g: GoodsView;
  color?: string;
  fontSize?: unknown;
  decimals?: unknown;
  showMarket?: boolean;
}

export function Price({ g, color = '#FF0036', fontSize = 18, decimals = 2, showMarket }: PriceProps) {
  const size = num(fontSize, 18);
  const d = Math.min(Math.max(num(decimals, 2), 0), 2);
  const viewer = useViewerPrice(g.id);
  const [price, label] = viewer ? [viewer.price, viewer.price_label] : [g.price, g.priceLabel];
  const marker = g.id ? { [PRICE_ATTR]: g.id } : {};
  return (
    <div className="w-price" style={{ color: readableText(color), fontSize: size }} {...marker}>
      <span className="w-price-now" {...{ [PRICE_NOW_ATTR]: '' }}>{formatFen(price, { decimals: d })}</span>
      {showMarket && g.marketPrice > 0 && (
        <del className="w-price-market" style={{ fontSize: Math.max(size - 4, 10) }}>{formatFen(g.marketPrice, { decimals: d })}</del>
      )}
      {label && <span className="w-price-label" {...{ [PRICE_LABEL_ATTR]: '' }}>{label}</span>}
    </div>
  );
}
