/**
 * 为你推荐: optional gradient title bar, then 583px shop cards, two per row: top image 583×96, banner 149×246 and
 * round logo 80×80 (→ shop), name, ≤2 tag chips, 3 goods (118×118, name, price). Static links only: not an island.
 */
import type { WidgetRenderProps } from '../types';
import { shopUrl } from '../../lib/links';
import { goodsView } from '../shared/goods';
import { Img } from '../shared/Img';
import { WLink } from '../shared/Link';
import { Price } from '../shared/Price';
import { TitleBar } from '../shared/TitleBar';
import { color, list, num } from '../shared/style';
import type { RecommendedShop, W0020Props } from './schema';

const chosen = (g: Record<string, unknown>) => g.goods_id !== undefined && g.goods_id !== null && g.goods_id !== '';

export default function Render({ value, ctx }: WidgetRenderProps<W0020Props>) {
  return (
    <div className="w-recshops">
      {value.wgtHiddenTitle ? null : (
        <TitleBar text={value.text} align={value.titleAlign} decorated={value.titleBackground} from={value.wgtBackgroundColor1}
          to={value.wgtBackgroundColor2} fontSize={value.wgtTitleFontSize} textColor={value.wgtTitleColor} link={value.moreLinkData} ctx={ctx} />
      )}
      <ul className="w-recshops-list">
        {list<RecommendedShop>(value.data).map((s, i) => {
          const url = shopUrl(s.shop_id);
          const goods = list<Record<string, unknown>>(s.goods_list).filter((g) => !value.wgtHideUnselectedItems || chosen(g)).slice(0, 3);
          return (
            <li key={i} className="w-recshop">
              <Img src={s.shop_pic} w={583} h={96} ctx={ctx} />
              <div className="w-recshop-body">
                <WLink to={url} ctx={ctx} label={{ fallback: '店铺', text: String(s.shop_name ?? '') }}><Img src={s.banner} w={149} h={246} ctx={ctx} /></WLink>
                <div className="w-recshop-main">
                  <div className="w-recshop-info">
                    <WLink to={url} ctx={ctx} label={{ fallback: '店铺', text: String(s.shop_name ?? '') }}><Img src={s.logo} w={80} h={80} ctx={ctx} round /></WLink>
                    <div>
                      <div className="w-recshop-name">{String(s.shop_name ?? '')}</div>
                      <div className="w-recshop-tags">{list<{ tag_name?: string }>(s.tag_list).slice(0, 2).map((t, n) => <span key={n} className="w-chip">{t.tag_name}</span>)}</div>
                    </div>
                  </div>
                  <ul className="w-recshop-goods">
                    {goods.map((raw, n) => {
                      const g = goodsView(raw);
                      return (
                        <li key={n}>
                          <WLink to={g.url} ctx={ctx}>
                            <Img src={g.pic} w={118} h={118} ctx={ctx} alt={g.name} />
                            <div className="w-goods-name w-clamp1">{g.name}</div>
                            <Price g={g} color={color(value.wgtPriceColor, '#FF0036')} fontSize={num(value.wgtPriceFontSize, 14)} />
                          </WLink>
                        </li>
                      );
                    })}
                  </ul>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
