/** Price line of goods tiles: optional 活动价/会员价 label, ¥ price, optional struck market price. */
import { formatFen } from '../../lib/money';
import type { GoodsView } from './goods';
import { readableText } from '../../lib/contrast';
import { num } from './style';

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
  return (
    <div className="w-price" style={{ color: readableText(color), fontSize: size }}>
      {g.priceLabel && <span className="w-price-label">{g.priceLabel}</span>}
      <span className="w-price-now">{formatFen(g.price, { decimals: d })}</span>
      {showMarket && g.marketPrice > 0 && (
        <del className="w-price-market" style={{ fontSize: Math.max(size - 4, 10) }}>{formatFen(g.marketPrice, { decimals: d })}</del>
      )}
    </div>
  );
}
