/** 商品详情 / 规格参数 tabs. Both panels are in the HTML (the intro matters for search engines); one is hidden. */
import { useState } from 'react';
import type { ItemDetailData } from '../../lib/goods';

type Tab = 'intro' | 'params';

/** Rows for 规格参数: the item's own parameters, else brand, code and the spec groups. */
function paramRows(item: ItemDetailData): [string, string][] {
  if (item.item_params?.length) return item.item_params.map((p) => [p.attribute_name, p.attribute_value_name]);
  const rows: [string, string][] = [];
  if (item.goods_brand) rows.push(['品牌', item.goods_brand]);
  if (item.item_bn) rows.push(['商品编号', item.item_bn]);
  for (const g of item.item_spec_desc ?? []) rows.push([g.spec_name, g.spec_values.map((v) => v.spec_custom_value_name || v.spec_value_name).join('、')]);
  return rows;
}

export default function ItemTabs({ item, introHtml }: { item: ItemDetailData; introHtml: string }) {
  const [tab, setTab] = useState<Tab>('intro');
  const rows = paramRows(item);
  const tabButton = (id: Tab, label: string) => (
    <button type="button" role="tab" id={`pd-tab-${id}`} aria-controls={`pd-panel-${id}`} aria-selected={tab === id} onClick={() => setTab(id)}>{label}</button>
  );
  return (
    <section className="pd-tabs">
      <div className="pd-tabbar" role="tablist">
        {tabButton('intro', '商品详情')}
        {tabButton('params', '规格参数')}
      </div>
      <div className="pd-tabpanel" role="tabpanel" id="pd-panel-intro" aria-labelledby="pd-tab-intro" hidden={tab !== 'intro'}>
        {introHtml ? <div className="pd-intro" dangerouslySetInnerHTML={{ __html: introHtml }} /> : <p className="pl-empty">暂无商品详情</p>}
      </div>
      <div className="pd-tabpanel" role="tabpanel" id="pd-panel-params" aria-labelledby="pd-tab-params" hidden={tab !== 'params'}>
        {rows.length ? (
          <table className="pd-params"><tbody>{rows.map(([k, v]) => <tr key={k}><th scope="row">{k}</th><td>{v}</td></tr>)}</tbody></table>
        ) : <p className="pl-empty">暂无规格参数</p>}
      </div>
    </section>
  );
}
