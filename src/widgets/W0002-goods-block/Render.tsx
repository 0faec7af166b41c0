/** 商品: gradient title bar, then 214px goods tiles (214×214 image, 2-line name, price + struck market price). */
import type { WidgetRenderProps } from '../types';
import { resolveLink } from '../../lib/links';
import { goodsView } from '../shared/goods';
import { Img } from '../shared/Img';
import { WLink } from '../shared/Link';
import { Price } from '../shared/Price';
import { TitleBar } from '../shared/TitleBar';
import { color, list } from '../shared/style';
import type { W0002Props } from './schema';

export const TILE = 214;

export default function Render({ value, ctx }: WidgetRenderProps<W0002Props>) {
  return (
    <div className="w-goods-block">
      <TitleBar text={value.text} align={value.titleAlign} decorated={value.titleBackground} from={value.wgtBackgroundColor1}
        to={value.wgtBackgroundColor2} fontSize={value.wgtTitleFontSize} textColor={value.wgtTitleColor} link={value.moreLinkData} ctx={ctx}
        more={value.showMore !== false && resolveLink(value.moreLinkData) ? String(value.moreText || '更多') : undefined} />
      <ul className="w-goods-grid">
        {list(value.data).map((raw, i) => {
          const g = goodsView(raw, true);
          return (
            <li key={i} className="w-goods-tile">
              <WLink to={g.url} ctx={ctx}>
                <Img src={g.pic} w={TILE} h={TILE} ctx={ctx} alt={g.name} />
                <div className="w-goods-name w-clamp2">{g.name}</div>
                <Price g={g} color={color(value.wgtPriceColor, '#FF0036')} fontSize={value.wgtPriceFontSize} showMarket />
              </WLink>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
