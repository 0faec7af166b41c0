/**
 * 商品橱窗: 60px header (title left, tab names right; hover switches). Per tab 7 goods: #1 400×400, #2–#7 in two
 * 385px columns (150×150 image + 225px info with a 3-line name and a large price).
 */
import type { WidgetRenderProps } from '../types';
import { goodsView } from '../shared/goods';
import { Img } from '../shared/Img';
import { WLink } from '../shared/Link';
import { Price } from '../shared/Price';
import { TabHeader, TabPanels, useHoverTab, type Tab } from '../shared/Tabs';
import { list } from '../shared/style';
import type { W0005Props } from './schema';

export default function Render({ value, ctx }: WidgetRenderProps<W0005Props>) {
  const [active, setActive] = useHoverTab();
  const tabs = list<Tab>(value.data);
  return (
    <div className="w-showcase w-w0005">
      <TabHeader title={<span className="w-w0005-title">{String(value.text ?? '')}</span>} tabs={tabs} active={active} onHover={setActive} />
      <TabPanels tabs={tabs} active={active} render={(goods) => {
        const [first, ...rest] = goods.slice(0, 7).map((g) => goodsView(g));
        if (!first) return null;
        return (
          <div className="w-w0005-body">
            <WLink to={first.url} ctx={ctx} className="w-w0005-hero">
              <Img src={first.pic} w={400} h={400} ctx={ctx} alt={first.name} />
              <div className="w-w0005-cap">
                <div className="w-goods-name w-clamp2">{first.name}</div>
                <Price g={first} fontSize={26} />
              </div>
            </WLink>
            <ul className="w-w0005-list">
              {rest.map((g, i) => (
                <li key={i}>
                  <WLink to={g.url} ctx={ctx} className="w-w0005-item">
                    <Img src={g.pic} w={150} h={150} ctx={ctx} alt={g.name} />
                    <div className="w-w0005-info">
                      <div className="w-goods-name w-clamp3">{g.name}</div>
                      <Price g={g} fontSize={24} />
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
