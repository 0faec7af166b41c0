/**
 * 购物车: in the storefront this is the header mini cart island (src/islands/MiniCart: badge, panel
 * with lines, delete with confirm, subtotal, 去结算, opens on the add-to-cart event, fixed after
 * scrolling). In the designer it is the same pill, inert, with a zero badge.
 */
import type { WidgetRenderProps } from '../types';
import type { CartLine } from '../../lib/stores/cart';
import { MiniCart } from '../../islands/MiniCart';
import { color, num, pairStyle, themeColor } from '../shared/style';
import type { W0010Value, W0010Props } from './schema';

/** Count and total of the valid lines (total_fee is the line total in fen). */
export function cartSummary(lines: CartLine[]): { count: number; total: number } {
  return lines.reduce((s, l) => ({ count: s.count + num(l.num), total: s.total + num(l.total_fee) }), { count: 0, total: 0 });
}

/** The pill of widgets.md W0010 (radius 38px), filling the widget's own box (width × height, default 110×38). */
function buttonStyle(value: W0010Value, theme: string) {
  return {
    ...pairStyle(value.wgtTextColor, '#ffffff', theme, theme), fontSize: num(value.fontSize, 14),
    border: `${num(value.wgtBorderRadius)}px solid ${color(value.wgtAaaa, '#ffffff')}`,
    borderRadius: 38, width: num(value.width, 110), height: num(value.height, 38), padding: '0 6px', gap: 3,
    justifyContent: 'center', whiteSpace: 'nowrap' as const,
  };
}

export default function Render({ value, ctx }: WidgetRenderProps<W0010Props>) {
  const theme = themeColor(value, ctx);
  const style = buttonStyle(value as W0010Value, theme);
  if (ctx.mode === 'render') return <MiniCart themeColor={theme} label="我的购物车" buttonStyle={style} />;
  return (
    <div className="w-minicart">
      <span className="w-minicart-btn" style={style}>
        <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true"><path d="M2 3h2l2 10h10l2-7H5" fill="none" stroke="currentColor" strokeWidth="1.6" /><circle cx="8" cy="16.5" r="1.3" fill="currentColor" /><circle cx="15" cy="16.5" r="1.3" fill="currentColor" /></svg>
        <span>我的购物车</span>
        <em className="w-minicart-badge">0</em>
      </span>
    </div>
  );
}
