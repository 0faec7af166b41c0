/**
 * 精品橱窗: header pill + hover tabs. Per tab 11 goods: #1 card 290 wide (name at font+2, price, image 290×160),
 * #2–#10 cards 260×102 (image 90×90) in a 3×3 grid, #11 card 306×122 (image 122×122) under #1. Price decimals
 * from wgtToFixed. Everything fits the 1190×402 panel under the 60px header.
 */
import type { CSSProperties } from 'react';
import type { RenderContext, WidgetRenderProps } from '../types';
import { goodsView, type GoodsView } from '../shared/goods';
import { Img } from '../shared/Img';
import { WLink } from '../shared/Link';
import { Price } from '../shared/Price';
import { ShowcaseHeader } from '../shared/ShowcaseHeader';
import { TabPanels, useHoverTab, type Tab } from '../shared/Tabs';
import { color, list, num } from '../shared/style';
import type { W0015Props, W0015Value } from './schema';

function Card({ g, w, h, img, value, ctx }: { g: GoodsView; w: number; h: number; img: number; value: W0015Value; ctx: RenderContext }) {
  const name: CSSProperties = { color: color(value.wgtTitleColor, '#3B3B3B'), fontSize: num(value.wgtTitleFontSize, 18) };
  return (
    <WLink to={g.url} ctx={ctx} className="w-card w-card-row" style={{ width: w, height: h }}>
      <Img src={g.pic} w={img} h={img} ctx={ctx} alt={g.name} />
      <div className="w-card-info">
        <div className="w-goods-name w-clamp2" style={name}>{g.name}</div>
        <Price g={g} color={color(value.wgtPriceColor, '#FF0036')} fontSize={value.wgtPriceFontSize} decimals={value.wgtToFixed} />
      </div>
    </WLink>
  );
}

export default function Render({ value, ctx }: WidgetRenderProps<W0015Props>) {
  const [active, setActive] = useHoverTab();
  const tabs = list<Tab>(value.data);
  const v = value as W0015Value;
  return (
    <div className="w-showcase w-w0015">
      <ShowcaseHeader value={value} tabs={tabs} active={active} onHover={setActive} />
      <TabPanels tabs={tabs} active={active} render={(goods) => {
        const all = goods.slice(0, 11).map((g) => goodsView(g));
        const [first, ...rest] = all;
        if (!first) return null;
        const middle = rest.slice(0, 9);
        const last = rest[9];
        return (
          <div className="w-showcase-body">
            {/* Left column: the hero and, under it, the 11th goods (the original floats it up by −120px into the
                hero's empty lower part); right: a 3×3 grid of the 2nd–10th goods. */}
            <div className="w-w0015-side">
              <WLink to={first.url} ctx={ctx} className="w-card w-card-hero w-w0015-hero" style={{ width: 290 }}>
                <div className="w-goods-name w-clamp1" style={{ color: color(v.wgtTitleColor, '#3B3B3B'), fontSize: num(v.wgtTitleFontSize, 18) + 2 }}>{first.name}</div>
                <Price g={first} color={color(v.wgtPriceColor, '#FF0036')} fontSize={v.wgtPriceFontSize} decimals={v.wgtToFixed} />
                <Img src={first.pic} w={290} h={160} ctx={ctx} alt={first.name} />
              </WLink>
              {last && <Card g={last} w={306} h={122} img={122} value={v} ctx={ctx} />}
            </div>
            <ul className="w-card-grid w-w0015-grid">
              {middle.map((g, i) => <li key={i}><Card g={g} w={260} h={102} img={90} value={v} ctx={ctx} /></li>)}
            </ul>
          </div>
        );
      }} />
    </div>
  );
}
