/**
 * 附近商家: title pill, tag tabs (switch on mouse-down), 查看更多> → /shops/near, and shop cards (banner 214×130,
 * round logo 70×70, name). In render mode shops are fetched after mount near the shopper (Beijing by default);
 * before that, and in the designer, the stored snapshot is shown.
 */
import { useEffect, useState } from 'react';
import type { WidgetRenderProps } from '../types';
import { shopUrl } from '../../lib/links';
import { Img } from '../shared/Img';
import { WLink } from '../shared/Link';
import { color, list, num, pillStyle, textColor } from '../shared/style';
import { resolveLink } from '../../lib/links';
import { fetchNearby, shopsForTag, tagTabs } from './nearby';
import { cardSize } from './schema';
import type { NearbyShop, ShopTag, W0019Props } from './schema';

export default function Render({ value, ctx }: WidgetRenderProps<W0019Props>) {
  const [shops, setShops] = useState<NearbyShop[]>(() => list<NearbyShop>(value.data));
  const [tags, setTags] = useState<ShopTag[]>(() => list<ShopTag>(value.selectTagList));
  const [tagId, setTagId] = useState<ShopTag['tag_id']>(-1);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (ctx.mode !== 'render') return;
    let alive = true;
    setLoading(true);
    fetchNearby()
      .then((r) => { if (alive) { setShops(r.list); setTags(r.tagList); } })
      .catch(() => undefined)
      .finally(() => { if (alive) setLoading(false); });
    return () => { alive = false; };
  }, [ctx.mode]);

  // In the designer the operator's chosen shops show (and follow edits); live pages load nearby ones.
  const live = ctx.mode === 'render';
  const shownShops = live ? shops : list<NearbyShop>(value.data);
  const shownTags = live ? tags : list<ShopTag>(value.selectTagList);
  const card = cardSize(value.columnNums);
  const shopBorder = value.wgtShopBorder ? `${num(value.wgtShopBorderWidth)}px solid ${color(value.wgtShopBorderColor, '#333333')}` : undefined;
  return (
    <div className="w-nearby" aria-busy={loading}>
      <div className="w-nearby-head">
        <span style={pillStyle(value.wgtTitleBackgroundColor, value.wgtTitleTextColor, value.wgtTitleBorderRadius, num(value.wgtTitleFontSize, 18))}>{String(value.text ?? '')}</span>
        <ul className="w-nearby-tags">
          {tagTabs(shownShops, shownTags, list<ShopTag>(value.allTagList)).map((t) => (
            <li key={String(t.tag_id)} className={String(t.tag_id) === String(tagId) ? 'is-active' : undefined} onMouseDown={() => setTagId(t.tag_id)}>{t.tag_name}</li>
          ))}
        </ul>
        {value.showMore === false ? null : (
          <WLink to={resolveLink(value.moreLinkData) || '/shops/near'} ctx={ctx} className="w-nearby-more"
            style={{ color: textColor(value.wgtMoreTitleColor, '#8C8C8C'), fontSize: num(value.wgtMoreTitleFontSize, 14), marginRight: num(value.wgtMoreRightMargin, 10) }}>
            {String(value.moreText ?? '')}
          </WLink>
        )}
      </div>
      <ul className="w-nearby-list" style={card.columns === 5 ? undefined : { gridTemplateColumns: `repeat(${card.columns}, ${card.cell}px)` }}>
        {shopsForTag(shownShops, tagId).map((s, i) => (
          <li key={String(s.distributor_id ?? i)} style={{ border: shopBorder }}>
            <WLink to={shopUrl(s.distributor_id)} ctx={ctx} className="w-nearby-card" style={card.columns === 5 ? undefined : { width: card.banner.w }}>
              <Img src={s.banner} w={card.banner.w} h={card.banner.h} ctx={ctx} alt={s.name} />
              <Img src={s.logo} w={70} h={70} ctx={ctx} round style={{ margin: '-35px auto 0', border: '2px solid #fff' }} />
              <div className="w-nearby-name" style={{ color: color(value.wgtShopNameColor, '#333333'), fontSize: num(value.wgtShopNameFontSize, 18) }}>{s.name}</div>
            </WLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
