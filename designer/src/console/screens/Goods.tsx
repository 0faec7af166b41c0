/** 商品 › 商品列表: search, filter by category and shelf state, put on / take off shelf, open the editor. */
import { useEffect, useState } from 'react';
import { adm } from '../api';
import { ResourceTable } from '../ResourceTable';
import { dateTime, yuan } from '../format';
import { go } from '../route';
import { toast } from '../../store/ui';

export interface GoodsRow { goods_id: number; goods_bn: string | null; item_name: string; pic: string; brand: string; category_name: string; approve_status: string; price: number; store: number; sku_count: number; item_id: number; updated_at: string }
export interface CategoryNode { category_id: number; category_name: string; parent_id: number; category_level: number; image_url: string; sort: number; goods_count: number; children: CategoryNode[] }

export const flatCategories = (nodes: CategoryNode[], depth = 0): { value: string; label: string }[] =>
  nodes.flatMap((n) => [{ value: String(n.category_id), label: `${'　'.repeat(depth)}${n.category_name}` }, ...flatCategories(n.children, depth + 1)]);

export function useCategories() {
  const [list, setList] = useState<CategoryNode[]>([]);
  useEffect(() => { adm.get<{ list: CategoryNode[] }>('categories').then((d) => setList(d.list), () => undefined); }, []);
  return list;
}

export const SHELF_LABEL: Record<string, string> = { onsale: '出售中', offline_sale: '已下架' };

export function Goods() {
  const categories = useCategories();
  const [reloadKey, setReloadKey] = useState(0);
  const shelf = async (g: GoodsRow, on: boolean) => {
    try {
      const r = await adm.post<{ rebuilt?: { pages: string[] } }>('goods/shelf', { goods_ids: [g.goods_id], approve_status: on ? 'onsale' : 'offline_sale' });
      toast(`${on ? '已上架' : '已下架'}${r.rebuilt ? `，已更新 ${r.rebuilt.pages.length} 个页面` : ''}`, 'success');
      setReloadKey(reloadKey + 1);
    } catch (e) { toast((e as Error).message, 'error'); }
  };
  return (
    <section className="cs-screen" aria-labelledby="cs-title">
      <div className="cs-head"><h1 id="cs-title">商品列表</h1></div>
      <ResourceTable<GoodsRow> caption="商品列表" path="goods" search="商品名称 / 商品编码 / 货号" rowKey={(g) => g.goods_id} reloadKey={reloadKey}
        filters={[{ name: 'category_id', label: '分类', options: flatCategories(categories) }, { name: 'approve_status', label: '状态', options: [{ value: 'onsale', label: '出售中' }, { value: 'offline_sale', label: '已下架' }] }]}
        toolbar={<button type="button" className="dz-btn dz-btn-primary" onClick={() => go('goods', 'new')}>新增商品</button>}
        columns={[
          { key: 'pic', label: '图片', width: 64, render: (g) => (g.pic ? <img className="cs-thumb" src={g.pic} alt="" /> : null) },
          { key: 'item_name', label: '商品', render: (g) => <><div className="cs-strong">{g.item_name}</div><div className="dz-muted">{[g.goods_bn, g.brand].filter(Boolean).join(' · ')}</div></> },
          { key: 'category_name', label: '分类' },
          { key: 'price', label: '价格', render: (g) => `${yuan(g.price)}${g.sku_count > 1 ? ' 起' : ''}` },
          { key: 'store', label: '库存', render: (g) => `${g.store}（${g.sku_count} 个SKU）` },
          { key: 'approve_status', label: '状态', render: (g) => <span className={`cs-tag ${g.approve_status === 'onsale' ? 'is-on' : 'is-off'}`}>{SHELF_LABEL[g.approve_status] ?? g.approve_status}</span> },
          { key: 'updated_at', label: '更新时间', render: (g) => dateTime(g.updated_at) },
        ]}
        actions={(g) => <>
          <button type="button" className="dz-btn dz-btn-sm" aria-label={`编辑${g.item_name}`} onClick={() => go('goods', g.goods_id)}>编辑</button>
          {g.approve_status === 'onsale'
            ? <button type="button" className="dz-btn dz-btn-sm" aria-label={`下架${g.item_name}`} onClick={() => void shelf(g, false)}>下架</button>
            : <button type="button" className="dz-btn dz-btn-sm dz-btn-primary" aria-label={`上架${g.item_name}`} onClick={() => void shelf(g, true)}>上架</button>}
          {g.approve_status === 'onsale' && g.item_id ? <a className="dz-btn dz-btn-sm" href={`/items/${g.item_id}`} target="_blank" rel="noopener noreferrer" aria-label={`在商城查看${g.item_name}`}>查看</a> : null}
        </>} />
    </section>
  );
}
