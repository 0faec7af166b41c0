/**
 * 主图橱窗: header pill + hover tabs. Per tab 10 goods: #1 card 290×300 (image 290×200, name, brief, 点击查看),
 * #2–#10 cards 250×122 (image 90×90, name, brief in #009EFF). No prices.
 */
import type { WidgetRenderProps } from '../types';
import { goodsView } from '../shared/goods';
import { Img } from '../shared/Img';
import { WLink } from '../shared/Link';
import { ShowcaseHeader } from '../shared/ShowcaseHeader';
import { TabPanels, useHoverTab, type Tab } from '../shared/Tabs';
import { list } from '../shared/style';
import type { W0014Props } from './schema';

export default function Render({ value, ctx }: WidgetRenderProps<W0014Props>) {
  const [active, setActive] = useHoverTab();
  const tabs = list<Tab>(value.data);
  return (
    <div className="w-showcase w-w0014">
      <ShowcaseHeader value={value} tabs={tabs} active={active} onHover={setActive} />
      <TabPanels tabs={tabs} active={active} render={(goods) => {
        const [first, ...rest] = goods.slice(0, 10).map((g) => goodsView(g));
        if (!first) return null;
        return (
          <div className="w-showcase-body">
            <WLink to={first.url} ctx={ctx} className="w-card w-card-hero" style={{ width: 290, height: 300 }}>
              <Img src={first.pic} w={290} h={200} ctx={ctx} alt={first.name} />
              <div className="w-goods-name w-clamp1">{first.name}</div>
              <div className="w-brief w-clamp1" style={{ color: '#767676' }}>{first.brief}</div>
              <span className="w-card-btn">点击查看</span>
            </WLink>
            <ul className="w-card-grid">
              {rest.map((g, i) => (
                <li key={i}>
                  <WLink to={g.url} ctx={ctx} className="w-card w-card-row" style={{ width: 250, height: 122 }}>
                    <Img src={g.pic} w={90} h={90} ctx={ctx} alt={g.name} />
                    <div className="w-card-info">
                      <div className="w-goods-name w-clamp1">{g.name}</div>
                      <div className="w-brief w-clamp2" style={{ color: '#009EFF' }}>{g.brief}</div>
                    </div>
                  </WLink>
                </li>
              ))}
            </ul>
          </div>
        );
      }} />
    </div>
  );
}
