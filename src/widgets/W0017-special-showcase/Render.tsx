/**
 * 特殊橱窗 (882×592): header pill + hover tabs; left hero image 290×480 → the shown tab's goods_id, else pathData; right, per tab, 4 goods cards
 * 238×266 (name, brief, image 190×150). No prices.
 */
import type { WidgetRenderProps } from '../types';
import { goodsUrl } from '../../lib/links';
import { goodsView } from '../shared/goods';
import { Img } from '../shared/Img';
import { WLink } from '../shared/Link';
import { ShowcaseHeader } from '../shared/ShowcaseHeader';
import { TabPanels, useHoverTab, type Tab } from '../shared/Tabs';
import { color, list, num, textColor } from '../shared/style';
import type { W0017Props } from './schema';

export default function Render({ value, ctx }: WidgetRenderProps<W0017Props>) {
  const [active, setActive] = useHoverTab();
  const tabs = list<Tab>(value.data);
  // A tab with its own goods_id makes the main picture open that goods while the tab is shown.
  const tabGoods = tabs[active]?.goods_id;
  const heroLink = tabGoods !== undefined && tabGoods !== null && String(tabGoods) !== '' ? goodsUrl(tabGoods) : value.pathData;
  return (
    <div className="w-showcase w-w0017">
      <ShowcaseHeader value={value} tabs={tabs} active={active} onHover={setActive} />
      <div className="w-showcase-body">
        <WLink to={heroLink} ctx={ctx} className="w-w0017-hero" label={{ fallback: '查看专题' }}><Img src={value.goods_pic} w={290} h={480} ctx={ctx} /></WLink>
        <div className="w-w0017-tabs">
          <TabPanels tabs={tabs} active={active} render={(goods) => (
            <ul className="w-card-grid">
              {goods.slice(0, 4).map((raw, i) => {
                const g = goodsView(raw);
                return (
                  <li key={i}>
                    <WLink to={g.url} ctx={ctx} className="w-card w-card-col" style={{ width: 238, height: 266 }}>
                      <div className="w-goods-name w-clamp1" style={{ color: color(value.wgtTitleColor, '#3B3B3B'), fontSize: num(value.wgtTitleFontSize, 18) }}>{g.name}</div>
                      <div className="w-brief w-clamp1" style={{ color: textColor(value.wgtSubTitleColor, '#8C8C8C'), fontSize: num(value.wgtSubTitleFontSize, 16) }}>{g.brief}</div>
                      <Img src={g.pic} w={190} h={150} ctx={ctx} alt={g.name} />
                    </WLink>
                  </li>
                );
              })}
            </ul>
          )} />
        </div>
      </div>
    </div>
  );
}
