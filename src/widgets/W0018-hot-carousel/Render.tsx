/**
 * 热卖橱窗 (307×593): mainTitle, then a Swiper (loop, optional autoplay) whose slides are groups of 4 rows
 * (name, price + struck market price with wgtToFixed decimals, 90×90 image) → /items/{goods_id}. Pagination as W0001.
 */
import type { WidgetRenderProps } from '../types';
import { Dots, useSwiper } from '../shared/carousel';
import { goodsView } from '../shared/goods';
import { Img } from '../shared/Img';
import { WLink } from '../shared/Link';
import { Price } from '../shared/Price';
import { color, list, num } from '../shared/style';
import type { GoodsGroup, W0018Props } from './schema';

export default function Render({ value, ctx }: WidgetRenderProps<W0018Props>) {
  const groups = list<GoodsGroup>(value.data);
  const { ref, active, go, hover } = useSwiper({
    enabled: ctx.mode !== 'design',
    count: groups.length,
    autoplay: Boolean(value.autoplay),
    delay: num(value.autoplaySpeed, 2000) || 2000,
  });
  const activeColor = value.customerThemeEnabled ? color(value.pointActiveColor, '#ff0000') : color(ctx.page?.themeColor, '#FF5D02');
  const nameStyle = { color: color(value.wgtTitleColor, '#3B3B3B'), fontSize: num(value.wgtTitleFontSize, 14) };
  return (
    <div className="w-hot" onMouseEnter={() => hover(true)} onMouseLeave={() => hover(false)}>
      <div className="w-hot-title">{String(value.mainTitle ?? '')}</div>
      <div className="swiper w-hot-swiper" ref={ref}>
        <div className="swiper-wrapper">
          {groups.map((grp, n) => (
            <div className="swiper-slide" key={n}>
              <ul className="w-hot-list">
                {list(grp?.data).slice(0, 4).map((raw, i) => {
                  const g = goodsView(raw);
                  return (
                    <li key={i}>
                      <WLink to={g.url} ctx={ctx} className="w-hot-row">
                        <div className="w-hot-info">
                          <div className="w-goods-name w-clamp2" style={nameStyle}>{g.name}</div>
                          <Price g={g} color={color(value.wgtPriceColor, '#FF0036')} fontSize={value.wgtPriceFontSize} decimals={value.wgtToFixed} showMarket />
                        </div>
                        <Img src={g.pic} w={90} h={90} ctx={ctx} alt={g.name} />
                      </WLink>
                    </li>
                  );
                })}
              </ul>
            </div>
          ))}
        </div>
      </div>
      <div className="w-hot-dots">
        <Dots styleType={value.styleType} align={value.pointAlign} count={groups.length} active={active} activeColor={activeColor}
          defaultColor={value.pointDefaultColor} thumbs={groups.map((g) => (typeof g?.imgUrl === 'string' ? g.imgUrl : ''))} onPick={go} />
      </div>
    </div>
  );
}
